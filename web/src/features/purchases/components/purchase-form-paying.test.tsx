import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { apiUrl, server } from '@/test/server';

import { checkoutUrlFor, signInCustomer } from '../test/purchase-fixtures';
import { openSummary } from '../test/purchase-form-steps';
import { readPendingCheckout } from '../utils/pending-checkout';

// Paying from the New Purchase summary, as a guest and signed in.

afterEach(() => window.history.replaceState(null, '', '/'));

/** The key a guest order is answered with (a signed-in one has none). */
const receiptKeyFor = (ref: string) => (ref.includes('GUEST') ? `key-of-${ref}` : null);

/** Records what is POSTed to `path` and answers with the checkout page of `ref` and the order it is for. */
function answerPurchase(path: string, ref: string): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      sent.push(await request.json());
      await delay(30);
      return HttpResponse.json({
        msg: 'Request successful',
        data: checkoutUrlFor(ref),
        order: { ref, receipt_key: receiptKeyFor(ref) },
      });
    }),
  );
  return sent;
}

/** Fills the form (with `fill`), continues to the summary and presses its Proceed to Pay. */
async function proceedToPay(fill: Parameters<typeof openSummary>[0] = {}) {
  const { user, summary } = await openSummary(fill);
  await user.click(within(summary).getByRole('button', { name: 'Proceed to Pay' }));
  return { user, summary };
}

/** What the form sends for fillForm's values and the verified name. */
const FILLED_PURCHASE = {
  meter_no: '45700112233',
  provider: 'ikeja-electric',
  meter_type: 'prepaid',
  amount: 5000,
  phone: '08031234567',
  meter_name: 'ADEBAYO OLUWASEUN',
};

describe('Paying', () => {
  it('a guest continues as a guest: POST /purchase/guest with beneficiary false, Processing, then the checkout page', async () => {
    const sent = answerPurchase('/purchase/guest', 'PP-GUEST-1');
    const { user } = await proceedToPay();
    const dialog = await screen.findByRole('dialog', { name: 'Create an account to pay' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue as a guest' }));

    expect(await screen.findByText('Processing')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#checkout-PP-GUEST-1'));
    expect(sent).toEqual([{ ...FILLED_PURCHASE, email: null, beneficiary: false }]);
    // Back from the payment page shows this order waiting (decision 030).
    expect(readPendingCheckout()).toMatchObject({ ref: 'PP-GUEST-1', receiptKey: 'key-of-PP-GUEST-1' });
  });

  it('an amount pasted as a bank SMS writes it ("₦5,000.00") is the amount sent and shown (decision 020)', async () => {
    const sent = answerPurchase('/purchase/guest', 'PP-GUEST-2');
    const { user, summary } = await proceedToPay({ amount: '₦5,000.00' });
    expect(summary).toHaveTextContent('NGN 5,000.00');
    const dialog = await screen.findByRole('dialog', { name: 'Create an account to pay' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue as a guest' }));

    await waitFor(() => expect(window.location.hash).toBe('#checkout-PP-GUEST-2'));
    expect(sent).toEqual([{ ...FILLED_PURCHASE, email: null, beneficiary: false }]);
  });

  it('a refused purchase shows the server message and keeps the summary to try again', async () => {
    server.use(
      http.post(apiUrl('/purchase/guest'), () =>
        HttpResponse.json(
          { msg: 'Payment is not available right now. Please try again shortly.' },
          { status: 400 },
        ),
      ),
    );
    const { user, summary } = await proceedToPay();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Create an account to pay' })).getByRole('button', {
        name: 'Continue as a guest',
      }),
    );

    expect(
      await screen.findByText('Payment is not available right now. Please try again shortly.'),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Proceed to Pay' })).toBeEnabled();
    expect(within(summary).getByText('45700112233')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('a session ended elsewhere closes the signed-in dialog, and Proceed to Pay then offers sign-in or a guest payment', async () => {
    signInCustomer();
    const sentSignedIn: unknown[] = [];
    server.use(
      http.post(apiUrl('/purchase'), async ({ request }) => {
        sentSignedIn.push(await request.json());
        return HttpResponse.json({ msg: 'Your session has expired. Please sign in again.' }, { status: 403 });
      }),
    );
    const sentAsGuest = answerPurchase('/purchase/guest', 'PP-GUEST-3');
    const { user, summary } = await proceedToPay();
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Summary' });
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Pay' }));

    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Purchase Summary' })).not.toBeInTheDocument(),
    );
    await user.click(within(summary).getByRole('button', { name: 'Proceed to Pay' }));
    const payer = await screen.findByRole('dialog', { name: 'Create an account to pay' });
    await user.click(within(payer).getByRole('button', { name: 'Continue as a guest' }));

    await waitFor(() => expect(window.location.hash).toBe('#checkout-PP-GUEST-3'));
    expect(sentSignedIn).toHaveLength(1);
    // The signed-in form asks no e-mail (the account has one), so the guest order carries none.
    expect(sentAsGuest).toEqual([{ ...FILLED_PURCHASE, beneficiary: false }]);
  });

  it('a signed-in customer sees the Purchase Summary, saves the meter as a beneficiary and pays', async () => {
    signInCustomer();
    const sent = answerPurchase('/purchase', 'PP-USER-1');
    const { user } = await proceedToPay();
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Summary' });
    await user.click(within(dialog).getByRole('switch', { name: 'Save meter details as a beneficiary' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Pay' }));

    expect(await within(dialog).findByRole('button', { name: /Loading.../ })).toBeDisabled();
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#checkout-PP-USER-1'));
    expect(sent).toEqual([{ ...FILLED_PURCHASE, beneficiary: true, save_card: false }]);
    expect(readPendingCheckout()).toMatchObject({ ref: 'PP-USER-1', receiptKey: null });
  });
});
