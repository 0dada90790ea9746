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
import { readPendingCheckout, rememberPendingCheckout } from '../utils/pending-checkout';

// A purchase part-way through survives a reload of its tab (decision 020): a phone discards a background
// tab while the customer is in their bank's app, and the page loads again from nothing.

afterEach(() => window.history.replaceState(null, '', '/'));

/** The form as a reloaded tab shows it: the app rendered again from nothing. */
async function reloadForm(unmount: () => void) {
  unmount();
  const reloaded = renderApp('/buy-electricity');
  await screen.findByRole('form', { name: 'New Purchase' });
  return reloaded;
}

function expectFormValues(values: {
  meter: string;
  provider: string;
  type: string;
  amount: string;
  phone: string;
}) {
  expect(screen.getByLabelText(/Meter Number/)).toHaveValue(values.meter);
  expect(screen.getByLabelText(/Provider/)).toHaveValue(values.provider);
  expect(screen.getByLabelText(/Meter Type/)).toHaveValue(values.type);
  expect(screen.getByLabelText(/Amount/)).toHaveValue(values.amount);
  expect(screen.getByLabelText(/Phone Number/)).toHaveValue(values.phone);
}

const FILLED = {
  meter: '45700112233',
  provider: 'ikeja-electric',
  type: 'prepaid',
  amount: '5000',
  phone: '08031234567',
};
const EMPTY = { meter: '', provider: '', type: '', amount: '', phone: '' };

describe('A purchase part-way through', () => {
  it('comes back after a reload, from the form or from the summary, and not once the form is emptied', async () => {
    answerPurchasePage();
    const typing = renderApp('/buy-electricity');
    await screen.findByRole('form', { name: 'New Purchase' });
    await typing.user.type(screen.getByLabelText(/Meter Number/), '4570011');
    await typing.user.type(screen.getByLabelText(/Amount/), '25');

    const cleared = await reloadForm(typing.unmount);
    expectFormValues({ ...EMPTY, meter: '4570011', amount: '25' });

    await cleared.user.clear(screen.getByLabelText(/Meter Number/));
    await cleared.user.clear(screen.getByLabelText(/Amount/));
    await reloadForm(cleared.unmount);
    expectFormValues(EMPTY);
  });

  it('comes back after a reload on the summary, as the form with what was verified', async () => {
    const { unmount } = await openSummary();

    await reloadForm(unmount);
    expectFormValues(FILLED);
  });

  it("comes back whole while the page's prerendered form, untouched, is still there as the app starts", async () => {
    const { unmount } = await openSummary();
    unmount();
    // The server's HTML, as a reloaded tab has it before the app replaces it: the selects mark no option
    // selected, so each shows its first, the placeholder. That is no choice of "" to put over the draft.
    const prerendered = document.createElement('div');
    prerendered.innerHTML = `<form aria-label="New Purchase">
      <input name="meter_no" value="" /><input name="amount" value="" />
      <select name="provider"><option value="">Select provider</option><option value="ikeja-electric">Ikeja</option></select>
      <select name="meter_type"><option value="">Select meter type</option><option value="prepaid">Prepaid</option></select>
    </form>`;
    document.body.append(prerendered);
    // What a visitor did choose in it before the app ran still counts.
    prerendered.querySelector<HTMLInputElement>('input[name=amount]')!.value = '7000';

    renderApp('/buy-electricity');
    await waitFor(() => expect(screen.getAllByRole('form', { name: 'New Purchase' })).toHaveLength(2));
    prerendered.remove();
    expectFormValues({ ...FILLED, amount: '7000' });
  });

  it('a signed-in customer gets the form back rather than Most Recent Transaction', async () => {
    signInCustomer();
    answerPurchasePage({ recent: buildTransaction() });
    const { user, unmount } = renderApp('/buy-electricity');
    const recent = await screen.findByRole('region', { name: 'Most Recent Transaction' });
    await user.click(within(recent).getByRole('button', { name: 'New Purchase' }));
    await user.type(await screen.findByLabelText(/Meter Number/), '45700112233');

    await reloadForm(unmount);
    expectFormValues({ ...EMPTY, meter: '45700112233', phone: '08031234567' });
    expect(screen.queryByRole('region', { name: 'Most Recent Transaction' })).not.toBeInTheDocument();
  });

  it('is forgotten once the order leaves for the checkout', async () => {
    server.use(
      http.post(apiUrl('/purchase/guest'), () =>
        HttpResponse.json({ msg: 'Request successful', data: checkoutUrlFor('PP-DRAFT-1') }),
      ),
    );
    const { user, unmount, summary } = await openSummary();
    await user.click(within(summary).getByRole('button', { name: 'Proceed to Pay' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Create an account to pay' })).getByRole('button', {
        name: 'Continue as a guest',
      }),
    );
    await waitFor(() => expect(window.location.hash).toBe('#checkout-PP-DRAFT-1'));

    await reloadForm(unmount);
    expectFormValues(EMPTY);
  });

  it('is forgotten on Yes, Cancel', async () => {
    const { user, unmount, summary } = await openSummary();
    await user.click(within(summary).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Order' })).getByRole('button', {
        name: 'Yes, Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument());

    await reloadForm(unmount);
    expectFormValues(EMPTY);
  });

  it('gives way to a meter sent from the landing page, which starts a new purchase', async () => {
    answerPurchasePage();
    const typing = renderApp('/buy-electricity');
    await screen.findByRole('form', { name: 'New Purchase' });
    await typing.user.type(screen.getByLabelText(/Meter Number/), '45700112233');
    await typing.user.type(screen.getByLabelText(/Amount/), '5000');
    typing.unmount();

    const { user } = renderApp('/landing-page');
    const footer = await screen.findByRole('form', { name: 'Top up your meter' });
    await user.type(within(footer).getByLabelText('Your meter number'), '62012345678');
    await user.click(within(footer).getByRole('button', { name: 'Top Up Now' }));

    await screen.findByRole('form', { name: 'New Purchase' });
    expectFormValues({ ...EMPTY, meter: '62012345678' });
  });

  it('is forgotten when the customer logs out, with the order the tab last sent to a payment page', async () => {
    signInCustomer();
    answerPurchasePage();
    server.use(
      http.post(apiUrl('/auth/logout'), () =>
        HttpResponse.json({ msg: 'Logged out successfully', data: null }),
      ),
    );
    const typing = renderApp('/buy-electricity');
    await typing.user.type(await screen.findByLabelText(/Meter Number/), '45700112233');
    typing.unmount();
    rememberPendingCheckout({ ref: 'PP-20261128-SIGNEDIN01', receipt_key: null });
    const account = renderApp('/my-account');
    await account.user.click(await screen.findByRole('button', { name: 'Log Out' }));
    await screen.findByRole('img', { name: 'PowerPay' });

    expect(readPendingCheckout()).toBeNull();
    await reloadForm(account.unmount);
    expectFormValues(EMPTY);
  });
});
