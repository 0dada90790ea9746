import type { Transaction } from '@powerpay/shared';
import { CHECKOUT_REOPEN_WINDOW_MS } from '@powerpay/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import {
  answerPurchasePage,
  buildTransaction,
  checkoutUrlFor,
  signInCustomer,
} from '../test/purchase-fixtures';
import { readPendingCheckout, rememberPendingCheckout } from '../utils/pending-checkout';

// Back from the payment page: the order this tab sent there (decision 030).

const REF = 'PP-20261128-WAIT7Q2M9X';
const KEY = 'guest-receipt-key-0123456789abcdef0123456789';

const waiting = (overrides: Partial<Transaction> = {}) =>
  buildTransaction({
    ref: REF,
    status: 'awaiting_payment',
    token: null,
    units: null,
    receipt_no: null,
    paid_at: null,
    can_complete_payment: true,
    amount: 7500,
    fee: 100,
    total: 7600,
    meter_no: '45031122334',
    provider: 'eko-electric',
    phone: '08025550123',
    ...overrides,
  });

/** Answers GET /purchase/REF with `transaction` (or `status` alone), recording the keys it was asked with. */
function answerOrder(transaction: Transaction | { status: number }) {
  const keys: (string | null)[] = [];
  server.use(
    http.get(apiUrl(`/purchase/${REF}`), ({ request }) => {
      keys.push(new URL(request.url).searchParams.get('key'));
      if ('ref' in transaction) return HttpResponse.json({ msg: 'Request successful', data: transaction });
      return HttpResponse.json({ msg: 'Request not found' }, { status: transaction.status });
    }),
  );
  return keys;
}

const notice = () =>
  screen.findByRole('region', { name: /waiting for payment|token is ready|received your payment/ });

beforeEach(() => answerPurchasePage());
afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('an order this tab sent to a payment page', () => {
  it('shows a guest the order still waiting, read with its receipt key, and Complete payment reopens its page', async () => {
    rememberPendingCheckout({ ref: REF, receipt_key: KEY });
    const keys = answerOrder(waiting());
    const reopened: (string | null)[] = [];
    server.use(
      http.post(apiUrl(`/purchase/${REF}/checkout`), ({ request }) => {
        reopened.push(new URL(request.url).searchParams.get('key'));
        return HttpResponse.json({
          msg: 'Processing',
          data: checkoutUrlFor(REF),
          order: { ref: REF, receipt_key: KEY },
        });
      }),
    );
    const { user } = renderApp('/buy-electricity');

    const card = await notice();
    expect(
      within(card).getByRole('heading', { name: 'Your order is waiting for payment' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'NGN 7,600.00 for meter 45031122334, Eko Electric (EKEDC). We have not received a payment for it yet.',
    );
    expect(card).toHaveTextContent(`Reference ${REF}`);
    expect(keys[0]).toBe(KEY);
    // The form is still there below it, for a different purchase.
    expect(screen.getByRole('form', { name: 'New Purchase' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(window.location.hash).toBe(`#checkout-${REF}`));
    expect(reopened).toEqual([KEY]);
    expect(readPendingCheckout()?.ref).toBe(REF);
  });

  it('Change details puts the order’s meter, DisCo, amount and phone in the form and the notice goes', async () => {
    rememberPendingCheckout({ ref: REF, receipt_key: KEY });
    answerOrder(waiting());
    const { user } = renderApp('/buy-electricity');

    await user.click(within(await notice()).getByRole('button', { name: 'Change details' }));

    const form = await screen.findByRole('form', { name: 'New Purchase' });
    await waitFor(() => expect(within(form).getByLabelText(/Meter Number/)).toHaveValue('45031122334'));
    expect(within(form).getByLabelText(/Provider/)).toHaveValue('eko-electric');
    expect(within(form).getByLabelText(/Meter Type/)).toHaveValue('prepaid');
    expect(within(form).getByLabelText(/Amount/)).toHaveValue('7500');
    expect(within(form).getByLabelText(/Phone Number/)).toHaveValue('08025550123');
    expect(
      screen.queryByRole('region', { name: 'Your order is waiting for payment' }),
    ).not.toBeInTheDocument();
    expect(readPendingCheckout()).toBeNull();
  });

  it('shows a signed-in customer their order paid meanwhile, with the way to its token in their history', async () => {
    signInCustomer();
    answerPurchasePage({ recent: buildTransaction() });
    rememberPendingCheckout({ ref: REF, receipt_key: null });
    const keys = answerOrder(
      waiting({ status: 'delivered', token: '12345678901234567890', can_complete_payment: false }),
    );
    renderApp('/buy-electricity');

    const card = await notice();
    expect(within(card).getByRole('heading', { name: 'Your token is ready' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View token' })).toHaveAttribute(
      'href',
      `/buy-electricity?ref=${REF}`,
    );
    expect(keys).toEqual([null]);
    // Most Recent Transaction still shows below it.
    expect(await screen.findByRole('heading', { name: 'Most Recent Transaction' })).toBeInTheDocument();
  });

  it('sends a guest whose payment arrived but whose token is still coming to the receipt link', async () => {
    rememberPendingCheckout({ ref: REF, receipt_key: KEY });
    answerOrder(waiting({ status: 'vending', can_complete_payment: false }));
    renderApp('/buy-electricity');

    const card = await notice();
    expect(within(card).getByRole('heading', { name: 'We received your payment' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View purchase' })).toHaveAttribute(
      'href',
      `/receipt/${REF}?key=${KEY}`,
    );
  });

  it.each([
    ['a declined payment', waiting({ status: 'payment_failed', can_complete_payment: false })],
    ['a cancelled order', waiting({ status: 'abandoned', can_complete_payment: false })],
    ['an order whose payment page has closed', waiting({ can_complete_payment: false })],
    ['an order this browser may no longer read', { status: 404 }],
  ])('shows nothing for %s, says nothing, and forgets it', async (_case, answer) => {
    rememberPendingCheckout({ ref: REF, receipt_key: KEY });
    const keys = answerOrder(answer);
    renderApp('/buy-electricity');

    await screen.findByRole('form', { name: 'New Purchase' });
    await waitFor(() => expect(readPendingCheckout()).toBeNull());
    expect(keys).toHaveLength(1);
    expect(
      screen.queryByRole('region', { name: /waiting for payment|received your payment/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Request not found')).not.toBeInTheDocument();
  });

  it('is forgotten once the customer sees the order’s receipt, where the checkout sends them back', async () => {
    rememberPendingCheckout({ ref: REF, receipt_key: KEY });
    answerOrder(waiting({ status: 'delivered', token: '12345678901234567890', can_complete_payment: false }));
    renderApp(`/receipt/${REF}?key=${KEY}`);

    expect(await screen.findByRole('heading', { name: 'Your meter token is ready' })).toBeInTheDocument();
    await waitFor(() => expect(readPendingCheckout()).toBeNull());
  });

  it('Dismiss hides the notice for good', async () => {
    rememberPendingCheckout({ ref: REF, receipt_key: KEY });
    answerOrder(waiting());
    const { user } = renderApp('/buy-electricity');

    await user.click(within(await notice()).getByRole('button', { name: 'Dismiss' }));

    expect(
      screen.queryByRole('region', { name: 'Your order is waiting for payment' }),
    ).not.toBeInTheDocument();
    expect(readPendingCheckout()).toBeNull();
  });
});

describe('what the tab keeps', () => {
  it('keeps an order for as long as its payment page can be reopened, and refuses what the API did not write', () => {
    const placedAt = Date.parse('2026-11-28T10:00:00Z');
    rememberPendingCheckout({ ref: REF, receipt_key: KEY }, placedAt);

    expect(readPendingCheckout(placedAt + CHECKOUT_REOPEN_WINDOW_MS - 1)).toEqual({
      ref: REF,
      receiptKey: KEY,
      placedAt,
    });
    expect(readPendingCheckout(placedAt + CHECKOUT_REOPEN_WINDOW_MS)).toBeNull();
    expect(readPendingCheckout(placedAt - 1)).toBeNull();

    for (const stored of [
      '{"ref":"","receiptKey":null,"placedAt":1}',
      `{"ref":"${'A'.repeat(201)}","receiptKey":null,"placedAt":1}`,
      '{"ref":1}',
      'not json',
    ]) {
      window.sessionStorage.setItem('powerpay.pending-checkout', stored);
      expect(readPendingCheckout(2), stored).toBeNull();
    }
  });
});
