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

const REF = 'PP-20260110-K7Q2M9XD4T';
const pending = buildTransaction({ status: 'vending', token: null, units: null, receipt_no: null });

/** GET /purchase/:ref answers `transaction`; the requery answers `afterRequery`. Records what was asked. */
function answerPurchase({ transaction = buildTransaction(), afterRequery = buildTransaction() } = {}) {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl(`/purchase/${REF}`), ({ request }) => {
      calls.push(`GET ${new URL(request.url).search}`);
      return HttpResponse.json({ msg: 'Request successful', data: transaction });
    }),
    http.post(apiUrl(`/purchase/${REF}/requery`), ({ request }) => {
      calls.push(`REQUERY ${new URL(request.url).search}`);
      return HttpResponse.json({ msg: 'Request successful', data: afterRequery });
    }),
  );
  return calls;
}

describe('Transaction details panel', () => {
  it('opens from a history row: reference, paid at, the token in groups of 4, amounts and fee', async () => {
    signInCustomer();
    answerPurchasePage();
    answerPurchase();
    server.use(
      http.get(apiUrl('/purchase'), () =>
        HttpResponse.json({ msg: 'ok', data: [buildTransaction()], meta: { page: 1, limit: 10, total: 1 } }),
      ),
    );
    const { user } = renderApp('/buy-electricity?tab=history');

    await user.click(await screen.findByRole('button', { name: /ADEBAYO OLUWASEUN/ }));

    const panel = await screen.findByRole('dialog', { name: 'Transaction Details' });
    const row = (label: string) => within(panel).getByText(label).nextElementSibling;
    expect(row('Reference')).toHaveTextContent(REF);
    expect(row('Paid At')).toHaveTextContent('Jan 10, 2026, 10:16:05 AM');
    expect(within(panel).getByTestId('meter-token')).toHaveTextContent('1234 5678 9012 3456 7890');
    expect(within(panel).getByText('Units: 61.2 kWh')).toBeInTheDocument();
    expect(row('Meter Name')).toHaveTextContent('ADEBAYO OLUWASEUN');
    expect(row('Amount')).toHaveTextContent('NGN 5,000.00');
    expect(row('Fee')).toHaveTextContent('NGN 100.00');
    expect(row('Total')).toHaveTextContent('NGN 5,100.00');
    expect(within(panel).queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });

  it('closes back through the entry opening it added: Back then does not open it again', async () => {
    signInCustomer();
    answerPurchasePage();
    answerPurchase();
    server.use(
      http.get(apiUrl('/purchase'), () =>
        HttpResponse.json({ msg: 'ok', data: [buildTransaction()], meta: { page: 1, limit: 10, total: 1 } }),
      ),
    );
    const { user, currentPath, goBack } = renderApp('/buy-electricity?tab=history');

    await user.click(await screen.findByRole('button', { name: /ADEBAYO OLUWASEUN/ }));
    const panel = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(currentPath()).toBe(`/buy-electricity?tab=history&ref=${REF}`);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentPath()).toBe('/buy-electricity?tab=history'));

    await goBack();
    expect(currentPath()).toBe('/buy-electricity?tab=history');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Transaction Details' })).not.toBeInTheDocument(),
    );
  });

  it('opened by its address, it closes in place', async () => {
    signInCustomer();
    answerPurchasePage();
    answerPurchase();
    const { user, currentPath, goBack } = renderApp(`/buy-electricity?ref=${REF}`);

    const panel = await screen.findByRole('dialog', { name: 'Transaction Details' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentPath()).toBe('/buy-electricity'));
    await goBack();
    expect(currentPath()).toBe('/buy-electricity');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Transaction Details' })).not.toBeInTheDocument(),
    );
  });

  it('opens from ?ref= after checkout; a missing token shows Refresh, which requeries and shows the token', async () => {
    signInCustomer();
    answerPurchasePage();
    const calls = answerPurchase({ transaction: pending, afterRequery: buildTransaction() });
    const { user } = renderApp(`/buy-electricity?ref=${REF}`);

    const panel = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(await within(panel).findByText('Your token is on its way')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Refresh' }));

    expect(within(panel).getByRole('button', { name: /Refreshing.../ })).toBeDisabled();
    expect(await within(panel).findByTestId('meter-token', {})).toHaveTextContent('1234 5678 9012 3456 7890');
    expect(calls).toContain('REQUERY ');
  });

  it('a declined payment says so and offers no Refresh', async () => {
    signInCustomer();
    answerPurchasePage();
    answerPurchase({
      transaction: buildTransaction({ status: 'payment_failed', token: null, units: null, paid_at: null }),
    });
    renderApp(`/buy-electricity?ref=${REF}`);

    const panel = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(await within(panel).findByText('Payment failed', { selector: 'p' })).toBeInTheDocument();
    // Never paid: no payment time at all, not even "Not paid yet" (decision 020).
    expect(within(panel).queryByText('Paid At')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Not paid yet')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });

  it('Purchase Again in the panel posts the same order and goes to the checkout', async () => {
    signInCustomer();
    answerPurchasePage();
    answerPurchase();
    let sent: unknown;
    server.use(
      http.post(apiUrl('/purchase'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ msg: 'Request successful', data: checkoutUrlFor('PP-PANEL-AGAIN') });
      }),
    );
    const { user } = renderApp(`/buy-electricity?ref=${REF}`);

    const panel = await screen.findByRole('dialog', { name: 'Transaction Details' });
    await user.click(await within(panel).findByRole('button', { name: 'Purchase Again' }));

    await waitFor(() => expect(window.location.hash).toBe('#checkout-PP-PANEL-AGAIN'));
    expect(sent).toMatchObject({
      beneficiary: false,
      meter_no: '45700112233',
      amount: 5000,
      meter_name: 'ADEBAYO OLUWASEUN',
    });
    window.history.replaceState(null, '', '/');
  });
});

describe('Guest receipt page', () => {
  it('reads the purchase with the receipt key and shows the token', async () => {
    answerPurchasePage();
    const calls = answerPurchase();
    const { user } = renderApp(`/receipt/${REF}?key=secret-key-1`);

    expect(await screen.findByRole('heading', { name: 'Your meter token is ready' })).toBeInTheDocument();
    expect(screen.getByTestId('meter-token')).toHaveTextContent('1234 5678 9012 3456 7890');
    expect(calls[0]).toBe('GET ?key=secret-key-1');

    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(await screen.findByText('Token copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('12345678901234567890');
  });

  it('while pending, Refresh requeries with the key', async () => {
    answerPurchasePage();
    const calls = answerPurchase({ transaction: pending, afterRequery: buildTransaction() });
    const { user } = renderApp(`/receipt/${REF}?key=secret-key-1`);

    expect(
      await screen.findByRole('heading', { name: 'Your purchase is being processed' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('heading', { name: 'Your meter token is ready' })).toBeInTheDocument();
    expect(calls).toContain('REQUERY ?key=secret-key-1');
  });

  it('without its key the receipt is not shown', async () => {
    answerPurchasePage();
    renderApp(`/receipt/${REF}`);

    expect(
      await screen.findByRole('heading', { name: 'We could not find this receipt' }),
    ).toBeInTheDocument();
  });
});
