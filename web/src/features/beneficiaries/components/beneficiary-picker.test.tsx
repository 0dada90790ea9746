import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';

import { buildBeneficiary, signInForTest, startFakeBeneficiaryApi } from '../test/fake-beneficiary-api';
import { BeneficiaryPicker, type PickedBeneficiary } from './beneficiary-picker';

beforeEach(() => signInForTest());

function renderPicker() {
  const onSelect = vi.fn<(beneficiary: PickedBeneficiary) => void>();
  const user = userEvent.setup();
  render(
    <AppProvider>
      <BeneficiaryPicker onSelect={onSelect} />
    </AppProvider>,
  );
  return { user, onSelect };
}

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Select from Beneficiaries' }));
  return screen.findByRole('dialog', { name: 'Beneficiaries' });
}

describe('Select from Beneficiaries', () => {
  it('shows the empty state when nothing is saved yet', async () => {
    startFakeBeneficiaryApi([]);
    const { user } = renderPicker();

    const panel = await openPicker(user);

    expect(within(panel).getByPlaceholderText('Search history')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Select a beneficiary' })).toBeInTheDocument();
    expect(await within(panel).findByText('You have no Beneficiaries yet')).toBeInTheDocument();
  });

  it('lists meter number, provider, name and meter type; choosing one hands it over and closes', async () => {
    startFakeBeneficiaryApi([
      buildBeneficiary(1, {
        name: 'Funmilayo Adeyemi',
        provider: 'eko-electric',
        meter_type: 'prepaid',
        phone: '08111111111',
      }),
      buildBeneficiary(2, { name: 'Garba Ibrahim', meter_type: 'postpaid' }),
    ]);
    const { user, onSelect } = renderPicker();
    const panel = await openPicker(user);

    const choice = await within(panel).findByRole('button', { name: /45000000001/ });
    expect(choice).toHaveTextContent('Funmilayo Adeyemi');
    expect(choice).toHaveTextContent('Prepaid');
    await waitFor(() => expect(choice).toHaveTextContent('Eko Electric (EKEDC)'));
    expect(within(panel).getByRole('button', { name: /45000000002/ })).toHaveTextContent('Postpaid');

    await user.click(choice);

    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({
      meter_no: '45000000001',
      provider: 'eko-electric',
      meter_type: 'prepaid',
      phone: '08111111111',
      name: 'Funmilayo Adeyemi',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches the saved meters by name on the server', async () => {
    const api = startFakeBeneficiaryApi([
      buildBeneficiary(1, { name: 'Halima Yusuf' }),
      buildBeneficiary(2, { name: 'Musa Bello' }),
    ]);
    const { user } = renderPicker();
    const panel = await openPicker(user);
    await within(panel).findByText('Musa Bello');

    await user.type(within(panel).getByPlaceholderText('Search history'), 'musa{Enter}');

    await waitFor(() => expect(within(panel).queryByText('Halima Yusuf')).not.toBeInTheDocument());
    expect(within(panel).getByText('Musa Bello')).toBeInTheDocument();
    expect(api.listRequests.at(-1)?.get('name')).toBe('musa');
  });
});
