import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import {
  VERIFIED_NAME,
  buildBeneficiary,
  signInForTest,
  startFakeBeneficiaryApi,
} from '../test/fake-beneficiary-api';

beforeEach(() => signInForTest());

async function openAddPanel() {
  const rendered = renderApp('/beneficiary');
  await rendered.user.click(await screen.findByRole('button', { name: 'Add New Beneficiary' }));
  const panel = await screen.findByRole('dialog', { name: 'Add New Beneficiaries' });
  return { ...rendered, panel };
}

/** Fills the Add panel with a valid prepaid entry for `meter_no` at `provider`. */
async function fillEntry(
  user: UserEvent,
  panel: HTMLElement,
  { provider, meter_no }: { provider: string; meter_no: string },
) {
  await user.selectOptions(within(panel).getByLabelText(/Provider/), provider);
  await user.selectOptions(within(panel).getByLabelText(/Meter Type/), 'prepaid');
  await user.type(within(panel).getByLabelText(/Meter Number/), meter_no);
  await user.type(within(panel).getByLabelText(/Phone Number/), '08031234567');
}

/** The only message shown in the panel, with the field it sits under. */
async function expectOnlyError(panel: HTMLElement, field: RegExp, message: string) {
  await waitFor(() =>
    expect(
      within(panel)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([message]),
  );
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
    expect(api.verifyRequests).toEqual([
      { meter_no: '45012345678', meter_type: 'postpaid', provider: 'ikeja-electric' },
    ]);
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
      'Phone Number': '+234 803 123 4567',
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
    const api = startFakeBeneficiaryApi([], {
      verifyError: 'Invalid meter number. Please check the meter number and provider.',
    });
    const { user, panel } = await openAddPanel();

    await user.selectOptions(within(panel).getByLabelText(/Provider/), 'eko-electric');
    await user.selectOptions(within(panel).getByLabelText(/Meter Type/), 'prepaid');
    await user.type(within(panel).getByLabelText(/Meter Number/), '45012345670');
    await user.type(within(panel).getByLabelText(/Phone Number/), '09012345678');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByText('Invalid meter number. Please check the meter number and provider.'),
    ).toBeInTheDocument();
    expect(api.verifyRequests).toHaveLength(1);
    expect(within(panel).queryByRole('region', { name: 'Verified Details' })).not.toBeInTheDocument();
    expect(within(panel).getByLabelText(/Meter Number/)).toHaveValue('45012345670');
    expect(api.saved).toEqual([]);
  });

  it('says before Save when the meter and DisCo are already saved, and Save updates that entry', async () => {
    const api = startFakeBeneficiaryApi([
      buildBeneficiary(1, { name: 'Mum Ikeja', meter_no: '45012345678', email: 'mum@example.com' }),
      buildBeneficiary(2, { name: 'Shop', meter_no: '45012345679' }),
    ]);
    const { user, panel } = await openAddPanel();
    await fillEntry(user, panel, { provider: 'ikeja-electric', meter_no: '45012345678' });
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));

    const notice = await within(panel).findByRole('status');
    expect(notice).toHaveTextContent(
      'You already saved this meter as Mum Ikeja. Saving updates that entry instead of adding a new one.',
    );
    const toastsBefore = screen.queryAllByText('Beneficiary updated').length;
    await user.click(within(panel).getByRole('button', { name: 'Save Beneficiary' }));

    await waitFor(() => expect(screen.queryAllByText('Beneficiary updated')).toHaveLength(toastsBefore + 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.rows.map((row) => [row.id, row.name, row.email])).toEqual([
      ['b-1', VERIFIED_NAME, 'mum@example.com'],
      ['b-2', 'Shop', null],
    ]);
  });

  it('says nothing of a saved entry for the same meter at another DisCo, or when the lookup fails', async () => {
    startFakeBeneficiaryApi([
      buildBeneficiary(1, { name: 'Mum Eko', meter_no: '45012345678', provider: 'eko-electric' }),
    ]);
    const { user, panel } = await openAddPanel();
    await fillEntry(user, panel, { provider: 'ikeja-electric', meter_no: '45012345678' });
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    await within(panel).findByRole('region', { name: 'Verified Details' });
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Back to meter details' }));
    server.use(
      http.get(apiUrl('/beneficiary'), () =>
        HttpResponse.json({ msg: 'Something went wrong' }, { status: 500 }),
      ),
    );
    await user.selectOptions(within(panel).getByLabelText(/Provider/), 'eko-electric');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    const details = await within(panel).findByRole('region', { name: 'Verified Details' });
    expect(within(details).getByText('Eko Electric (EKEDC)')).toBeInTheDocument();
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
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

    await waitFor(() =>
      expect(screen.queryAllByText('New Beneficiary Added')).toHaveLength(toastsBefore + 1),
    );
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
