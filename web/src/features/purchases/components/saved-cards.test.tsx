import type { CardPaymentAnswer, SavedCard } from '@powerpay/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import {
  answerPurchasePage,
  buildTransaction,
  checkoutUrlFor,
  signInCustomer,
} from '../test/purchase-fixtures';
import { openSummary } from '../test/purchase-form-steps';

afterEach(() => window.history.replaceState(null, '', '/'));

const CARD: SavedCard = {
  id: '0b4f4d3e-57f5-4c55-9d0e-7f3f7a1d2c11',
  brand: 'visa',
  bank: 'TEST BANK',
  last4: '4081',
  exp_month: 12,
  exp_year: 2030,
  is_expired: false,
};

function answerCards(cards: SavedCard[]) {
  server.use(http.get(apiUrl('/cards'), () => HttpResponse.json({ msg: 'Request successful', data: cards })));
}

/** Records what POST /purchase/saved-card is sent and answers `data` for the order `ref`. */
function answerCardPayment(data: CardPaymentAnswer['data'], ref: string) {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/purchase/saved-card'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({
        msg: data.paid
          ? 'Payment successful'
          : data.checkout_url
            ? 'Processing'
            : 'We are confirming your payment. Please do not pay again.',
        data,
        order: { ref, receipt_key: null },
      });
    }),
  );
  return sent;
}

async function openPurchaseAgain() {
  const { user } = renderApp('/buy-electricity');
  const recent = await screen.findByRole('region', { name: 'Most Recent Transaction' });
  await user.click(within(recent).getByRole('button', { name: 'Purchase Again' }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Purchase Again' }) };
}

describe('Save this card for faster top-ups (decision 060)', () => {
  it('the Purchase Summary sends the opt-in with the purchase', async () => {
    signInCustomer();
    let sent: unknown;
    server.use(
      http.post(apiUrl('/purchase'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          msg: 'Processing',
          data: checkoutUrlFor('PP-SAVE'),
          order: { ref: 'PP-SAVE', receipt_key: null },
        });
      }),
    );
    const { user, summary } = await openSummary();
    await user.click(within(summary).getByRole('button', { name: 'Proceed to Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Summary' });
    await user.click(within(dialog).getByRole('switch', { name: /Save this card for faster top-ups/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Pay' }));

    await waitFor(() => expect(window.location.hash).toBe('#checkout-PP-SAVE'));
    expect(sent).toMatchObject({ save_card: true, beneficiary: false, amount: 5000 });
  });

  it('Pay with card ending 4081 charges the card and shows the purchase, never the payment page', async () => {
    signInCustomer();
    answerPurchasePage({ recent: buildTransaction() });
    answerCards([CARD]);
    const sent = answerCardPayment({ paid: true, checkout_url: null, card_not_charged: null }, 'PP-CARD-1');
    server.use(
      http.get(apiUrl('/purchase/PP-CARD-1'), () =>
        HttpResponse.json({
          msg: 'Request successful',
          data: buildTransaction({ ref: 'PP-CARD-1', token: '11112222333344445555' }),
        }),
      ),
    );
    const { user, panel } = await openPurchaseAgain();

    expect(await within(panel).findByText(/Visa ending 4081 \(expires 12\/30\)/)).toBeInTheDocument();
    expect(within(panel).queryByRole('switch', { name: /Save this card/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Pay with card ending 4081' }));

    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    const details = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(await within(details).findByTestId('meter-token')).toHaveTextContent('1111 2222 3333 4444 5555');
    expect(screen.queryByRole('dialog', { name: 'Purchase Again' })).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(sent).toEqual([
      {
        beneficiary: false,
        meter_no: '45700112233',
        provider: 'ikeja-electric',
        meter_type: 'prepaid',
        amount: 5000,
        phone: '08031234567',
        meter_name: 'ADEBAYO OLUWASEUN',
        card_id: CARD.id,
      },
    ]);
  });

  it.each([
    ['declined', 'Your card ending 4081 was declined'],
    ['not_charged', 'We could not charge your card ending 4081'],
  ] as const)(
    'a card %s is said so, nothing charged, before Pay on the payment page goes to the new order',
    async (reason, title) => {
      signInCustomer();
      answerPurchasePage({ recent: buildTransaction() });
      answerCards([CARD]);
      answerCardPayment(
        {
          paid: false,
          checkout_url: checkoutUrlFor('PP-RETRY'),
          card_not_charged: { last4: '4081', reason },
        },
        'PP-RETRY',
      );
      const { user, panel } = await openPurchaseAgain();
      expect(within(panel).getByRole('textbox', { name: /Amount/ })).toBeInTheDocument();

      await user.click(await within(panel).findByRole('button', { name: 'Pay with card ending 4081' }));
      const notice = await within(panel).findByRole('alert');
      expect(notice).toHaveTextContent(title);
      expect(notice).toHaveTextContent(
        'You have not been charged. Pay for the same meter and amount on the payment page, with another card or another way.',
      );
      const payOnPage = within(panel).getByRole('button', { name: 'Pay on the payment page' });
      await waitFor(() => expect(payOnPage).toHaveFocus());
      // The amount charged is not changed here: the new order is for it.
      expect(within(panel).queryByRole('textbox', { name: /Amount/ })).not.toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: /Pay with card/ })).not.toBeInTheDocument();
      expect(within(panel).getByText('NGN 5,100.00')).toBeInTheDocument();
      expect(window.location.hash).toBe('');

      await user.click(payOnPage);
      expect(await screen.findByText('Processing')).toBeInTheDocument();
      await waitFor(() => expect(window.location.hash).toBe('#checkout-PP-RETRY'));
    },
  );

  it('a charge not confirmed yet shows the purchase being confirmed, says not to pay again, opens no payment page', async () => {
    signInCustomer();
    answerPurchasePage({ recent: buildTransaction() });
    answerCards([CARD]);
    answerCardPayment({ paid: false, checkout_url: null, card_not_charged: null }, 'PP-WAIT');
    server.use(
      http.get(apiUrl('/purchase/PP-WAIT'), () =>
        HttpResponse.json({
          msg: 'Request successful',
          data: buildTransaction({
            ref: 'PP-WAIT',
            status: 'awaiting_payment',
            token: null,
            units: null,
            receipt_no: null,
            paid_at: null,
            can_complete_payment: false,
            is_confirming_payment: true,
          }),
        }),
      ),
    );
    const { user, panel } = await openPurchaseAgain();

    await user.click(within(panel).getByRole('button', { name: 'Pay with card ending 4081' }));
    expect(
      await screen.findByText('We are confirming your payment. Please do not pay again.'),
    ).toBeInTheDocument();
    const details = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(await within(details).findByText('Confirming your payment')).toBeInTheDocument();
    expect(within(details).getByText(/Please do not pay again/)).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Complete payment' })).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('an expired card is not offered; Purchase Again asks to save the next one instead', async () => {
    signInCustomer();
    answerPurchasePage({ recent: buildTransaction() });
    answerCards([{ ...CARD, exp_year: 2024, is_expired: true }]);
    const { panel } = await openPurchaseAgain();

    expect(await within(panel).findByRole('switch', { name: /Save this card/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Pay with card/ })).not.toBeInTheDocument();
  });

  it('My Account lists the saved cards and removes one', async () => {
    signInCustomer();
    answerCards([
      CARD,
      { ...CARD, id: 'c2', last4: '1234', brand: 'mastercard', exp_year: 2024, is_expired: true },
    ]);
    let removed: string | undefined;
    server.use(
      http.delete(apiUrl('/cards/:id'), ({ params }) => {
        removed = String(params.id);
        answerCards([
          { ...CARD, id: 'c2', last4: '1234', brand: 'mastercard', exp_year: 2024, is_expired: true },
        ]);
        return HttpResponse.json({ msg: 'Card removed', data: null });
      }),
    );
    const { user } = renderApp('/my-account');
    const saved = await screen.findByRole('region', { name: 'Saved cards' });

    expect(await within(saved).findByText('Visa ending 4081')).toBeInTheDocument();
    expect(within(saved).getByText(/Expires 12\/30/)).toBeInTheDocument();
    expect(within(saved).getByText(/Expired 12\/24/)).toBeInTheDocument();
    await user.click(within(saved).getByRole('button', { name: 'Remove Visa ending 4081' }));

    expect(await screen.findByText('Card removed')).toBeInTheDocument();
    await waitFor(() => expect(within(saved).queryByText('Visa ending 4081')).not.toBeInTheDocument());
    expect(removed).toBe(CARD.id);
  });
});
