import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';

import {
  buildBeneficiary,
  emulateDesktopViewport,
  signInForTest,
  startFakeBeneficiaryApi,
} from '../test/fake-beneficiary-api';

const manyBeneficiaries = Array.from({ length: 12 }, (_, index) => buildBeneficiary(index + 1));

describe('Beneficiary page, signed out', () => {
  it('shows the sign-in prompt with Create an Account and Login', async () => {
    renderApp('/beneficiary');

    expect(await screen.findByRole('heading', { name: 'You have not signed in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('Login opens the Sign In dialog', async () => {
    const { user } = renderApp('/beneficiary');

    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('Beneficiary page on desktop', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = emulateDesktopViewport();
    signInForTest();
  });
  afterEach(() => restoreViewport());

  it('lists the beneficiaries in a table with Meter Number, Electricity Provider, Meter Type, Name and a row action', async () => {
    startFakeBeneficiaryApi([
      buildBeneficiary(1, { name: 'Chinedu Eze', provider: 'eko-electric', meter_type: 'postpaid' }),
    ]);
    renderApp('/beneficiary');

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Meter Number', 'Electricity Provider', 'Meter Type', 'Name', 'Actions']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('45000000001')).toBeInTheDocument();
    expect(await within(row).findByText('Eko Electric (EKEDC)')).toBeInTheDocument();
    expect(within(row).getByText('Postpaid')).toBeInTheDocument();
    expect(within(row).getByText('Chinedu Eze')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Actions for meter 45000000001' })).toBeInTheDocument();
  });

  it('pages through more than 10 with Previous / page / Next', async () => {
    const api = startFakeBeneficiaryApi(manyBeneficiaries);
    const { user } = renderApp('/beneficiary');

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(api.listRequests.at(-1)?.get('limit')).toBe('10');

    await user.click(next);

    expect(await screen.findByText('45000000011')).toBeInTheDocument();
    expect(screen.getByText('45000000012')).toBeInTheDocument();
    expect(screen.queryByText('45000000001')).not.toBeInTheDocument();
    expect(api.listRequests.at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('45000000001')).toBeInTheDocument();
  });

  it('Search by name sends the name to the server and shows what it answers', async () => {
    const api = startFakeBeneficiaryApi([
      buildBeneficiary(1, { name: 'Halima Yusuf' }),
      buildBeneficiary(2, { name: 'Musa Bello' }),
    ]);
    const { user } = renderApp('/beneficiary');
    await screen.findByText('Musa Bello');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'halima{Enter}');

    await waitFor(() => expect(screen.queryByText('Musa Bello')).not.toBeInTheDocument());
    expect(screen.getByText('Halima Yusuf')).toBeInTheDocument();
    expect(api.listRequests.at(-1)?.get('name')).toBe('halima');
    expect(api.listRequests.at(-1)?.get('page')).toBe('1');
  });

  it('shows the empty state when there are no beneficiaries yet', async () => {
    startFakeBeneficiaryApi([]);
    renderApp('/beneficiary');

    expect(await screen.findByText('You have no beneficiaries yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Beneficiary' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('Delete asks for confirmation, then removes the row in place', async () => {
    const api = startFakeBeneficiaryApi([
      buildBeneficiary(1, { name: 'Keep Me' }),
      buildBeneficiary(2, { name: 'Remove Me' }),
    ]);
    const { user } = renderApp('/beneficiary');
    await screen.findByText('Remove Me');

    await user.click(screen.getByRole('button', { name: 'Actions for meter 45000000002' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete beneficiary?' });
    expect(dialog).toHaveTextContent('45000000002');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Actions for meter 45000000002' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Remove Me')).not.toBeInTheDocument());
    expect(api.deleted).toEqual(['b-2']);
    expect(screen.getByText('Keep Me')).toBeInTheDocument();
    expect(await screen.findByText('Beneficiary deleted successfully')).toBeInTheDocument();
  });
});

describe('Beneficiary page on mobile', () => {
  beforeEach(() => signInForTest());

  it('shows cards under Select a beneficiary instead of the table', async () => {
    startFakeBeneficiaryApi([buildBeneficiary(1, { name: 'Ngozi Uche' })]);
    renderApp('/beneficiary');

    expect(await screen.findByText('Ngozi Uche')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select a beneficiary' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your beneficiaries' })).toHaveTextContent('45000000001');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
