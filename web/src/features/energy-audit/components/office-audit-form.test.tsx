import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  completeOfficeStep1,
  expectOnlyError,
  field,
  formPanel,
  openAuditForm,
  typeInto,
} from '../test/form-helpers';

describe('Office form, step 1/2 Contact Person Information', { timeout: 40_000 }, () => {
  it('is titled Energy Audit Form, labelled Office, with the +234 prefix and the 81******* placeholder', async () => {
    await openAuditForm('Office');

    const panel = formPanel();
    expect(panel).toHaveAccessibleName(/Energy Audit Form\s*Office/);
    expect(within(panel).getByText('Step 1/2')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Contact Person Information' })).toBeInTheDocument();
    expect(within(panel).getByText('+234')).toBeInTheDocument();
    expect(field('Contact Phone Number')).toHaveAttribute('placeholder', '81*******');
  });

  it('flags one field at a time in form order, and Next moves on only once step 1 is valid', async () => {
    const { user } = await openAuditForm('Office');
    const next = () => user.click(within(formPanel()).getByRole('button', { name: 'Next' }));
    // The customer's details are prefilled (prefill.test.tsx); cleared, the form's order shows.
    for (const label of ['Company Email', 'Contact Person Name', 'Contact Phone Number'])
      await typeInto(user, label, '');

    await next();
    await expectOnlyError('Company Name', 'This field is required');
    await typeInto(user, 'Company Name', 'Kaduna Textiles Ltd');
    await next();
    await expectOnlyError('Company Address', 'This field is required');
    await typeInto(user, 'Company Address', '12 Ahmadu Bello Way, Kaduna');
    await next();
    await expectOnlyError('Company Email', 'This field is required');
    await typeInto(user, 'Company Email', 'facilities@');
    await next();
    await expectOnlyError('Company Email', 'Invalid Email');
    await typeInto(user, 'Company Email', 'facilities@kadunatextiles.ng');
    await next();
    // docs/product.md §12: the contact-name message sits under Contact Person Name, not Company Name.
    await expectOnlyError('Contact Person Name', 'This field is required');
    expect(field('Company Name')).not.toHaveAttribute('aria-invalid');
    await typeInto(user, 'Contact Person Name', 'Halima Sani');
    await next();
    await expectOnlyError('Contact Phone Number', 'This field is required');
    await typeInto(user, 'Contact Phone Number', '6031234567');
    await next();
    await expectOnlyError('Contact Phone Number', 'Please Enter a valid Phone Number');
    expect(within(formPanel()).getByText('Step 1/2')).toBeInTheDocument();

    await typeInto(user, 'Contact Phone Number', '8031234567');
    await next();

    expect(
      await within(formPanel()).findByRole('heading', { name: 'Current Electricity Sources' }),
    ).toBeInTheDocument();
    expect(within(formPanel()).getByText('Step 2/2')).toBeInTheDocument();
    expect(within(formPanel()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Office form, step 2/2 Current Electricity Sources', { timeout: 40_000 }, () => {
  it('shows every field with its unit, the generator types (and None) and a GPS label without a star', async () => {
    const { user } = await openAuditForm('Office');
    await completeOfficeStep1(user);

    for (const label of [
      'Grid (hours per day)',
      'Estimated monthly grid cost (NGN)',
      'Generator size (KVA)',
      'Estimated monthly generator fuel cost (NGN)',
      'Inverter (capacity - KVA)',
      'Estimated daytime peak load in kW',
      'Estimated night-time peak load in kW',
      'Estimated daily consumption in kWh',
      'Number of rooms in the building',
      'Land or roof top space available for solar panels (sqm)',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    const generator = field('Type of Generator');
    expect(
      within(generator)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select generator type', 'Diesel', 'PMS', 'LPG', 'None']);
    const gpsLabel = within(formPanel()).getByText('GPS coordinate for your office location');
    expect(gpsLabel.textContent).toBe('GPS coordinate for your office location');
    expect(field('GPS coordinate for your office location').getAttribute('placeholder')).toMatch(
      /^latitude, longitude/,
    );
    // What the GPS field takes, and that 0 m² means "not known" (decision 037).
    expect(field('GPS coordinate for your office location')).toHaveAccessibleDescription(
      'For example 6.4281, 3.4219, a Google Maps link, or your town.',
    );
    expect(field('Land or roof top space available for solar panels (sqm)')).toHaveAccessibleDescription(
      'Not sure? Enter 0 and the report sizes the panels on your use alone.',
    );
  });

  it('flags one field at a time in form order: gridHours, gridCost, genSize, generator, fuel, inverter, night, day, daily, rooms, gps, land', async () => {
    const { user, audits } = await openAuditForm('Office');
    await completeOfficeStep1(user);
    const submit = () => user.click(within(formPanel()).getByRole('button', { name: 'Submit' }));

    await submit();
    await expectOnlyError('Grid (hours per day)', 'This field is required');
    await typeInto(user, 'Grid (hours per day)', '4.5');
    await submit();
    await expectOnlyError('Grid (hours per day)', 'Please enter numbers only');
    await typeInto(user, 'Grid (hours per day)', '10');
    await submit();
    await expectOnlyError('Estimated monthly grid cost (NGN)', 'This field is required');
    await typeInto(user, 'Estimated monthly grid cost (NGN)', '150000');
    await submit();
    await expectOnlyError('Generator size (KVA)', 'This field is required');
    await typeInto(user, 'Generator size (KVA)', 'big');
    await submit();
    await expectOnlyError('Generator size (KVA)', 'Please enter numbers only');
    await typeInto(user, 'Generator size (KVA)', '27.5');
    await submit();
    await expectOnlyError('Type of Generator', 'This field is required');
    await user.selectOptions(field('Type of Generator'), 'PMS');

    const rest = [
      ['Estimated monthly generator fuel cost (NGN)', '300000'],
      ['Inverter (capacity - KVA)', '10'],
      ['Estimated night-time peak load in kW', '8'],
      ['Estimated daytime peak load in kW', '20'],
      ['Estimated daily consumption in kWh', '180'],
      ['Number of rooms in the building', '14'],
      ['GPS coordinate for your office location', '10.5105, 7.4165'],
    ] as const;
    for (const [label, value] of rest) {
      await submit();
      await expectOnlyError(label, 'This field is required');
      await typeInto(user, label, value);
    }
    await typeInto(user, 'GPS coordinate for your office location', 'near the water tank');
    await submit();
    await expectOnlyError(
      'GPS coordinate for your office location',
      'Please enter coordinates as latitude, longitude (for example 6.4281, 3.4219), or the name of your town',
    );
    await typeInto(user, 'GPS coordinate for your office location', '10°30\'37.8"N 7°24\'59.4"E');
    await typeInto(user, 'Land or roof top space available for solar panels (sqm)', '12a');
    await submit();
    await expectOnlyError(
      'Land or roof top space available for solar panels (sqm)',
      'Please enter numbers only',
    );
    expect(audits.submissions).toEqual([]);
  });
});
