import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import {
  answerPurchasePage,
  buildTransaction,
  checkoutUrlFor,
  signInCustomer,
} from '../test/purchase-fixtures';

describe('Most Recent Transaction', () => {
  it('comes first for a signed-in customer; New Purchase opens the form', async () => {
    signInCustomer();
    answerPurchasePage({ recent: buildTransaction() });
    const { user } = renderApp('/buy-electricity');

    const recent = await screen.findByRole('region', { name: 'Most Recent Transaction' });
    const row = (label: string) => within(recent).getByText(label).nextElementSibling;
    expect(within(recent).getByText('Ikeja Electric (IE)')).toBeInTheDocument();
    expect(row('Meter Type')).toHaveTextContent('Prepaid');
    expect(row('Meter Number')).toHaveTextContent('45700112233');
    expect(row('Meter Name')).toHaveTextContent('ADEBAYO OLUWASEUN');
    expect(row('Phone Number')).toHaveTextContent('+234 803 123 4567');
    expect(row('Amount')).toHaveTextContent('NGN 5,000.00');

    await user.click(within(recent).getByRole('button', { name: 'New Purchase' }));
    expect(await screen.findByRole('form', { name: 'New Purchase' })).toBeInTheDocument();
  });

  it('Purchase Again posts the purchase-again payload, toasts Processing and goes to the checkout', async () => {
    signInCustomer();
    answerPurchasePage({ recent: buildTransaction({ amount: 7500.5, fee: 100, total: 7600.5 }) });
    let sent: unknown;
    server.use(
      http.post(apiUrl('/purchase'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ msg: 'Request successful', data: checkoutUrlFor('PP-AGAIN') });
      }),
    );
    const { user } = renderApp('/buy-electricity');
    const recent = await screen.findByRole('region', { name: 'Most Recent Transaction' });

    await user.click(within(recent).getByRole('button', { name: 'Purchase Again' }));
    const panel = await screen.findByRole('dialog', { name: 'Purchase Again' });
    expect(within(panel).getByText('NGN 7,600.50')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Proceed to Pay' }));

    expect(await screen.findByText('Processing')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#checkout-PP-AGAIN'));
    expect(sent).toEqual({
      beneficiary: false,
      meter_no: '45700112233',
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount: 7500.5,
      phone: '08031234567',
      meter_name: 'ADEBAYO OLUWASEUN',
      save_card: false,
    });
    window.history.replaceState(null, '', '/');
  });
});
