import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';

import { VERIFIED_NAME, buildBeneficiary, signInForTest, startFakeBeneficiaryApi } from '../test/fake-beneficiary-api';

beforeEach(() => signInForTest());

async function openAddPanel() {
  const rendered = renderApp('/beneficiary');
  await rendered.user.click(await screen.findByRole('button', { name: 'Add New Beneficiary' }));
  const panel = await screen.findByRole('dialog', { name: 'Add New Beneficiaries' });
  return { ...rendered, panel };
}

/** The only message shown in the panel, with the field it sits under. */
async function expectOnlyError(panel: HTMLElement, field: RegExp, message: string) {
  await waitFor(() => expect(within(panel).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([message]));
  expect(within(panel).getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
}

describe('Add New Beneficiaries', () => {
  it('checks meter number, provider, meter type, phone, then email, one at a time, then verifies and saves', async () => {
    const api = startFakeBeneficiaryApi([]);
    const { user, panel } = await openAddPanel();
    const verify = within(panel).getByRole('button', { name: 'Verify' });

    await user.click(verify);
    await expectOnlyError(panel, /Meter Number/, 'This field is required');

    await user.type(within(panel).getByLabelText(/Meter Number/), '4501234567');
    await user.click(verify);
    await expectOnlyError(panel, /Meter Number/, 'Please Enter a valid Meter Number');

    await user.type(within(panel).getByLabelText(/Meter Number/), '8');
    await user.click(verify);
    await expectOnlyError(panel, /Provider/, 'This field is required');

    await user.selectOptions(within(panel).getByLabelText(/Provider/), 'ikeja-electric');
    await user.click(verify);
    await expectOnlyError(panel, /Meter Type/, 'This field is required');

    await user.selectOptions(within(panel).getByLabelText(/Meter Type/), 'postpaid');
    await user.click(verify);
    await expectOnlyError(panel, /Phone Number/, 'This field is required');

    await user.type(within(panel).getByLabelText(/Phone Number/), '8031234567');
    await user.click(verify);
    await expectOnlyError(panel, /Phone Number/, 'Please Enter a valid Phone Number');

    await user.clear(within(panel).getByLabelText(/Phone Number/));
    await user.type(within(panel).getByLabelText(/Phone Number/), '08031234567');
    await user.type(within(panel).getByLabelText(/Email/), 'ada@');
    await user.click(verify);
    await expectOnlyError(panel, /Email/, 'Invalid Email');
    expect(api.verifyRequests).toEqual([]);

    await user.type(within(panel).getByLabelText(/Email/), 'example.com');
    await user.click(verify);

    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(api.verifyRequests).toEqual([{ meter_no: '45012345678', meter_type: 'postpaid', provider: 'ikeja-electric' }]);
    const details = await within(panel).findByRole('region', { name: 'Verified Details' });
    const shown = Object.fromEntries(
      within(details)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Provider: 'Ikeja Electric (IE)',
      'Meter Type': 'Postpaid',
      'Meter Number': '45012345678',
      'Meter Name': VERIFIED_NAME,
      'Phone Number': '08031234567',
      Email: 'ada@example.com',
    });

    await user.click(within(panel).getByRole('button', { name: 'Save Beneficiary' }));

    expect(await screen.findByText('New Beneficiary Added')).toBeInTheDocument();
    expect(api.saved).toEqual([
      {
        provider: 'ikeja-electric',
        meter_type: 'postpaid',
        meter_no: '45012345678',
        phone: '08031234567',
        email: 'ada@example.com',
        name: VERIFIED_NAME,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(VERIFIED_NAME)).toBeInTheDocument();
  });

  it('keeps the form and toasts the error when the DisCo does not know the meter', async () => {
    const api = startFakeBeneficiaryApi([], { verifyError: 'Invalid meter number. Please check the meter number and provider.' });
    const { user, panel } = await openAddPanel();

    await user.selectOptions(within(panel).getByLabelText(/Provider/), 'eko-electric');
    await user.selectOptions(within(panel).getByLabelText(/Meter Type/), 'prepaid');
    await user.type(within(panel).getByLabelText(/Meter Number/), '45012345670');
    await user.type(within(panel).getByLabelText(/Phone Number/), '09012345678');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Invalid meter number. Please check the meter number and provider.')).toBeInTheDocument();
    expect(api.verifyRequests).toHaveLength(1);
    expect(within(panel).queryByRole('region', { name: 'Verified Details' })).not.toBeInTheDocument();
    expect(within(panel).getByLabelText(/Meter Number/)).toHaveValue('45012345670');
    expect(api.saved).toEqual([]);
  });

  it('the back arrow on Verified Details returns to the form with the values kept', async () => {
    startFakeBeneficiaryApi([]);
    const { user, panel } = await openAddPanel();

    await user.selectOptions(within(panel).getByLabelText(/Provider/), 'ikeja-electric');
    await user.selectOptions(within(panel).getByLabelText(/Meter Type/), 'prepaid');
    await user.type(within(panel).getByLabelText(/Meter Number/), '45012345678');
    await user.type(within(panel).getByLabelText(/Phone Number/), '08031234567');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    await within(panel).findByRole('region', { name: 'Verified Details' });

    await user.click(within(panel).getByRole('button', { name: 'Back to meter details' }));

    expect(within(panel).getByLabelText(/Meter Number/)).toHaveValue('45012345678');
    expect(within(panel).getByLabelText(/Phone Number/)).toHaveValue('08031234567');
    expect(within(panel).getByLabelText(/Provider/)).toHaveValue('ikeja-electric');
  });
});

describe('Edit Beneficiary', () => {
  it('edits the row whose action was clicked, verifying again, and refreshes the list in place', async () => {
    const api = startFakeBeneficiaryApi([
      buildBeneficiary(1, { name: 'First Meter' }),
      buildBeneficiary(2, { name: 'Second Meter', phone: '07012345678', email: 'old@example.com' }),
    ]);
    const { user } = renderApp('/beneficiary');
    await screen.findByText('Second Meter');

    await user.click(screen.getByRole('button', { name: 'Actions for meter 45000000002' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit Beneficiary' });
    expect(within(panel).getByLabelText(/Meter Number/)).toHaveValue('45000000002');
    expect(within(panel).getByLabelText(/Phone Number/)).toHaveValue('07012345678');
    expect(within(panel).getByLabelText(/Email/)).toHaveValue('old@example.com');

    await user.clear(within(panel).getByLabelText(/Phone Number/));
    await user.type(within(panel).getByLabelText(/Phone Number/), '09087654321');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    await within(panel).findByRole('region', { name: 'Verified Details' });
    // Toasts outlive a test (sonner keeps them in module state), so count the new one.
    const toastsBefore = screen.queryAllByText('New Beneficiary Added').length;
    await user.click(within(panel).getByRole('button', { name: 'Save Beneficiary' }));

    await waitFor(() => expect(screen.queryAllByText('New Beneficiary Added')).toHaveLength(toastsBefore + 1));
    expect(api.patched).toEqual([
      {
        id: 'b-2',
        body: {
          provider: 'ikeja-electric',
          meter_type: 'prepaid',
          meter_no: '45000000002',
          phone: '09087654321',
          email: 'old@example.com',
          name: VERIFIED_NAME,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(VERIFIED_NAME)).toBeInTheDocument();
    expect(screen.queryByText('Second Meter')).not.toBeInTheDocument();
    expect(screen.getByText('First Meter')).toBeInTheDocument();
  });
});
