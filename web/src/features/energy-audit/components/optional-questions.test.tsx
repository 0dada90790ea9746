import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectOnlyError, field, formPanel, openAuditForm, typeInto } from '../test/form-helpers';

const SECTION = 'Improve your report (optional)';

const HOME_ANSWERS = [
  ['Home Address', '4 Admiralty Way, Lekki, Lagos'],
  ['Home Size (Number of Bedrooms)', '3'],
  ['How many ACs do you want to power during the day', '2'],
  ['GPS coordinate for your location', '6.4474, 3.4723'],
  ['Land or roof top space available for solar panels (sqm)', '40'],
] as const;

const REQUIRED_HOME_BODY = {
  name: 'Halima Sani',
  phone: '08031234567',
  email: 'halima.sani@example.com',
  address: '4 Admiralty Way, Lekki, Lagos',
  rooms: 3,
  ac: 2,
  appliances: 'false',
  gps: '6.4474, 3.4723',
  land: 40,
};

async function fillHomeSpecFields(user: UserEvent) {
  for (const [label, value] of HOME_ANSWERS) await typeInto(user, label, value);
  await user.click(within(formPanel()).getByRole('radio', { name: 'No' }));
}

const sectionToggle = () =>
  within(formPanel()).getByRole('button', { name: new RegExp(`^${SECTION.replace(/[()]/g, '\\$&')}`) });
const submit = (user: UserEvent) => user.click(within(formPanel()).getByRole('button', { name: 'Submit' }));

describe('Home form: Improve your report (optional)', { timeout: 40_000 }, () => {
  it('is collapsed by default and never blocks Submit: only the form answers are sent', async () => {
    const { user, audits } = await openAuditForm('Home');

    expect(sectionToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(field('Monthly grid electricity spend (NGN)')).not.toBeVisible();
    await fillHomeSpecFields(user);
    await submit(user);

    expect(await screen.findByText('Form Submitted Successfully')).toBeInTheDocument();
    expect(audits.submissions).toEqual([{ kind: 'home', body: REQUIRED_HOME_BODY }]);
  });

  it('opens to the grid, generator, appliance, budget and site questions, and sends what was answered', async () => {
    const { user, audits } = await openAuditForm('Home');
    await fillHomeSpecFields(user);

    await user.click(sectionToggle());
    expect(sectionToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(field('Monthly grid electricity spend (NGN)')).toBeVisible();
    await typeInto(user, 'Monthly grid electricity spend (NGN)', '30000');
    await typeInto(user, 'Grid supply (hours per day)', '12');
    expect(
      within(field('When does supply usually come?'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['I don’t know', 'Mostly during the day', 'Mostly at night', 'No pattern']);
    await user.selectOptions(field('When does supply usually come?'), 'Mostly at night');
    await user.selectOptions(field('Type of generator'), 'PMS');
    await typeInto(user, 'Generator size (KVA)', '3.5');
    await user.selectOptions(field('AC size'), '1.5 HP');
    await user.selectOptions(field('Are they inverter ACs?'), 'Yes');
    await typeInto(user, 'How many ACs do you want to power at night', '1');
    await user.selectOptions(
      field('Which system would you choose?'),
      'Full backup: everything, ACs at night too',
    );
    await user.selectOptions(field('Where would the panels go?'), 'Flat concrete roof');
    await user.selectOptions(field('Preferred battery'), 'Tubular lead-acid');
    expect(
      within(field('Tariff band'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'I don’t know',
      'Band A (20+ hours)',
      'Band B (16+ hours)',
      'Band C (12+ hours)',
      'Band D (8+ hours)',
      'Band E (4+ hours)',
    ]);
    await submit(user);

    expect(await screen.findByText('Form Submitted Successfully')).toBeInTheDocument();
    expect(audits.submissions).toEqual([
      {
        kind: 'home',
        body: {
          ...REQUIRED_HOME_BODY,
          gridCost: 30000,
          gridHours: 12,
          supplyPattern: 'night',
          gen: 'pms',
          genSize: 3.5,
          acSize: '1.5',
          acInverter: 'true',
          acNight: 1,
          budget: 'full',
          roofType: 'flat',
          batteryType: 'tubular',
        },
      },
    ]);
  });

  it('flags a wrong optional answer with a clear message, after the form fields, reopening the section if it was closed', async () => {
    const { user, audits } = await openAuditForm('Home');
    await fillHomeSpecFields(user);
    await user.click(sectionToggle());
    await typeInto(user, 'Grid supply (hours per day)', '30');
    await typeInto(user, 'Existing inverter or battery system (KVA)', 'three');
    await typeInto(user, 'Land or roof top space available for solar panels (sqm)', '');
    await user.click(sectionToggle());

    await submit(user);
    await expectOnlyError(
      'Land or roof top space available for solar panels (sqm)',
      'This field is required',
    );
    await typeInto(user, 'Land or roof top space available for solar panels (sqm)', '40');
    await submit(user);

    expect(sectionToggle()).toHaveAttribute('aria-expanded', 'true');
    await expectOnlyError('Grid supply (hours per day)', 'Please enter hours between 0 and 24');
    await typeInto(user, 'Grid supply (hours per day)', '24');
    await submit(user);
    await expectOnlyError('Existing inverter or battery system (KVA)', 'Please enter numbers only');
    await typeInto(user, 'Existing inverter or battery system (KVA)', '');
    expect(audits.submissions).toEqual([]);

    await submit(user);
    expect(await screen.findByText('Form Submitted Successfully')).toBeInTheDocument();
    expect(audits.submissions[0]?.body).toEqual({ ...REQUIRED_HOME_BODY, gridHours: 24 });
  });
});

describe('Office form: None generator and the optional site questions', { timeout: 40_000 }, () => {
  async function reachStep2(user: UserEvent) {
    for (const [label, value] of [
      ['Company Name', 'Kaduna Textiles Ltd'],
      ['Company Address', '12 Ahmadu Bello Way, Kaduna'],
    ] as const) {
      await typeInto(user, label, value);
    }
    await user.click(within(formPanel()).getByRole('button', { name: 'Next' }));
    await within(formPanel()).findByRole('heading', { name: 'Current Electricity Sources' });
  }

  it('with "None", generator size and fuel cost lose their star, say why, and may stay blank', async () => {
    const { user, audits } = await openAuditForm('Office');
    await reachStep2(user);
    expect(within(formPanel()).getByText('Generator size (KVA)').parentElement).toHaveTextContent('*');

    await user.selectOptions(field('Type of Generator'), 'None');
    expect(within(formPanel()).getAllByText('Not needed without a generator')).toHaveLength(2);
    expect(within(formPanel()).getByText('Generator size (KVA)').textContent).toBe('Generator size (KVA)');
    for (const [label, value] of [
      ['Grid (hours per day)', '10'],
      ['Estimated monthly grid cost (NGN)', '150000'],
      ['Inverter (capacity - KVA)', '0'],
      ['Estimated daytime peak load in kW', '20'],
      ['Estimated night-time peak load in kW', '8'],
      ['Estimated daily consumption in kWh', '180'],
      ['Number of rooms in the building', '14'],
      ['GPS coordinate for your office location', '10.5105, 7.4165'],
      ['Land or roof top space available for solar panels (sqm)', '250'],
    ] as const) {
      await typeInto(user, label, value);
    }
    expect(sectionToggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(sectionToggle());
    await user.selectOptions(field('Shade on the roof or land'), 'Some shade');
    await user.selectOptions(field('When does supply usually come?'), 'Mostly during the day');
    await submit(user);

    expect(await screen.findByText('Form Submitted Successfully')).toBeInTheDocument();
    expect(audits.submissions[0]?.body).toMatchObject({
      gen: 'none',
      shading: 'some',
      supplyPattern: 'day',
      email: 'halima.sani@example.com',
      contact_name: 'Halima Sani',
    });
    expect(audits.submissions[0]?.body).not.toHaveProperty('genSize');
    expect(audits.submissions[0]?.body).not.toHaveProperty('fuel');
  });

  it('with a real generator, a blank size is still required in form order', async () => {
    const { user } = await openAuditForm('Office');
    await reachStep2(user);
    await typeInto(user, 'Grid (hours per day)', '10');
    await typeInto(user, 'Estimated monthly grid cost (NGN)', '150000');
    await user.selectOptions(field('Type of Generator'), 'Diesel');

    await submit(user);

    await expectOnlyError('Generator size (KVA)', 'This field is required');
  });
});
