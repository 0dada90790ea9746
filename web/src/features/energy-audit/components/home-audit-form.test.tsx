import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { expectOnlyError, field, formPanel, openAuditForm, typeInto } from '../test/form-helpers';

const APPLIANCES_QUESTION =
  'Do you want to power water heaters, irons, electric stoves, electric kettles etc';

const appliancesGroup = () =>
  within(formPanel()).getByRole('group', { name: new RegExp(`^${APPLIANCES_QUESTION}`) });

describe('Home form', { timeout: 40_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is labelled Home and flags one field at a time in form order: name, phone, email, address, rooms, ac, appliances, gps, land', async () => {
    const { user, audits } = await openAuditForm('Home');
    expect(formPanel()).toHaveAccessibleName(/Energy Audit Form\s*Home/);
    // Name, phone and e-mail start with the customer's own (prefill.test.tsx); cleared, the form's order shows.
    for (const label of ['Name', 'Phone Number', 'Email Address']) await typeInto(user, label, '');
    const submit = () => user.click(within(formPanel()).getByRole('button', { name: 'Submit' }));

    const steps = [
      ['Name', 'This field is required', 'Chinedu Eze'],
      ['Phone Number', 'This field is required', null],
      ['Email Address', 'This field is required', null],
      ['Home Address', 'This field is required', '4 Admiralty Way, Lekki, Lagos'],
      ['Home Size (Number of Bedrooms)', 'This field is required', null],
      ['How many ACs do you want to power during the day', 'This field is required', '2'],
    ] as const;
    for (const [label, message, value] of steps) {
      await submit();
      await expectOnlyError(label, message);
      if (label === 'Phone Number') {
        await typeInto(user, label, '1234');
        await submit();
        await expectOnlyError(label, 'Please Enter a valid Phone Number');
        await typeInto(user, label, '8091234567');
      } else if (label === 'Email Address') {
        await typeInto(user, label, 'chinedu@');
        await submit();
        await expectOnlyError(label, 'Invalid Email');
        await typeInto(user, label, 'chinedu.eze@example.com');
      } else if (label === 'Home Size (Number of Bedrooms)') {
        await typeInto(user, label, 'three');
        await submit();
        await expectOnlyError(label, 'Please enter numbers only');
        await typeInto(user, label, '3');
      } else if (value) {
        await typeInto(user, label, value);
      }
    }

    await submit();
    const alert = await within(formPanel()).findByRole('alert');
    expect(alert).toHaveTextContent('This field is required');
    expect(appliancesGroup()).toHaveAttribute('aria-describedby', alert.id);
    await user.click(within(appliancesGroup()).getByRole('radio', { name: 'No' }));

    await submit();
    await expectOnlyError('GPS coordinate for your location', 'This field is required');
    // Words that name no town cannot place the site (decision 037).
    await typeInto(user, 'GPS coordinate for your location', 'hello');
    await submit();
    await expectOnlyError(
      'GPS coordinate for your location',
      'Please enter coordinates as latitude, longitude (for example 6.4281, 3.4219), or the name of your town',
    );
    await typeInto(user, 'GPS coordinate for your location', 'Behind Lekki Phase 1 gate');
    await submit();
    await expectOnlyError(
      'Land or roof top space available for solar panels (sqm)',
      'This field is required',
    );
    await typeInto(user, 'Land or roof top space available for solar panels (sqm)', '40.5');
    await submit();
    await expectOnlyError(
      'Land or roof top space available for solar panels (sqm)',
      'Please enter numbers only',
    );
    expect(audits.submissions).toEqual([]);

    await typeInto(user, 'Land or roof top space available for solar panels (sqm)', '40');
    await submit();

    expect(await screen.findByText('Form Submitted Successfully')).toBeInTheDocument();
    expect(audits.submissions).toEqual([
      {
        kind: 'home',
        body: {
          name: 'Chinedu Eze',
          phone: '08091234567',
          email: 'chinedu.eze@example.com',
          address: '4 Admiralty Way, Lekki, Lagos',
          rooms: 3,
          ac: 2,
          appliances: 'false',
          gps: 'Behind Lekki Phase 1 gate',
          land: 40,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View your response history' })).toBeInTheDocument();
  });

  it('offers Yes and No for the appliances question, sent as "true" and "false"', async () => {
    await openAuditForm('Home');

    const radios = within(appliancesGroup()).getAllByRole('radio');
    expect(radios.map((radio) => [radio.getAttribute('value'), radio.closest('label')?.textContent])).toEqual(
      [
        ['true', 'Yes'],
        ['false', 'No'],
      ],
    );
  });

  it('"Use my current location" fills in latitude, longitude with 6 decimals', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 6.4474123456, longitude: 3.47 } } as GeolocationPosition),
      },
    });
    const { user } = await openAuditForm('Home');

    await user.click(within(formPanel()).getByRole('button', { name: 'Use my current location' }));

    expect(field('GPS coordinate for your location')).toHaveValue('6.447412, 3.470000');
  });

  it('explains what to type when location access is refused, and keeps the field editable', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
          failure({
            code: 1,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
            message: 'denied',
          } as GeolocationPositionError),
      },
    });
    const { user } = await openAuditForm('Home');

    await user.click(within(formPanel()).getByRole('button', { name: 'Use my current location' }));

    const hint = await within(formPanel()).findByText(/Location access was refused/);
    expect(hint).toHaveTextContent('Type it as latitude, longitude (for example 9.076500, 7.398600)');
    expect(field('GPS coordinate for your location')).toHaveValue('');
    await typeInto(user, 'GPS coordinate for your location', '9.076500, 7.398600');
    expect(field('GPS coordinate for your location')).toHaveValue('9.076500, 7.398600');
  });

  it('says location is unavailable when the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { user } = await openAuditForm('Home');

    await user.click(within(formPanel()).getByRole('button', { name: 'Use my current location' }));

    expect(
      await within(formPanel()).findByText(/This browser cannot share your location/),
    ).toBeInTheDocument();
  });
});
