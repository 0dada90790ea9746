import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { LANDING_METER_STORAGE_KEY } from '@/lib/landing-meter';
import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { answerPurchasePage, signInCustomer } from '../test/purchase-fixtures';
import {
  answerVerify,
  continueToSummary,
  fillForm,
  openForm,
  openSummary,
} from '../test/purchase-form-steps';

// The New Purchase form up to its summary; paying from it is in purchase-form-paying.test.tsx.

afterEach(() => {
  window.history.replaceState(null, '', '/');
  setBrowserOnline(true);
});

/** The browser's network state as a phone losing its signal reports it (navigator.onLine and the event). */
function setBrowserOnline(isOnline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => isOnline });
  // Offline, a request never reaches a server: fetch fails (what the handler answers while offline).
  server.use(
    http.post(apiUrl('/purchase/verify'), () => (navigator.onLine ? undefined : HttpResponse.error())),
  );
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
}

describe('New Purchase form rules (docs/product.md §5, in order)', () => {
  it('flags one field at a time, in form order, with its message', async () => {
    answerPurchasePage();
    let answer: (value?: unknown) => void = () => undefined;
    const bodies = answerVerify(undefined, new Promise((resolve) => (answer = resolve)));
    const { user } = await openForm();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    const expectOnlyError = async (field: RegExp, message: string) => {
      await user.click(continueButton);
      await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
      expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
      expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    };

    await expectOnlyError(/Meter Number/, 'This field is required');
    await user.type(screen.getByLabelText(/Meter Number/), '1234567890');
    await expectOnlyError(/Meter Number/, 'Please Enter a valid Meter Number');
    await user.type(screen.getByLabelText(/Meter Number/), '1');
    await expectOnlyError(/Provider/, 'This field is required');
    await user.selectOptions(screen.getByLabelText(/Provider/), 'ikeja-electric');
    await expectOnlyError(/Meter Type/, 'This field is required');
    await user.selectOptions(screen.getByLabelText(/Meter Type/), 'prepaid');
    await expectOnlyError(/Amount/, 'This field is required');
    await user.type(screen.getByLabelText(/Amount/), '0');
    await expectOnlyError(/Amount/, 'Please enter a valid amount');
    await user.clear(screen.getByLabelText(/Amount/));
    await user.type(screen.getByLabelText(/Amount/), '2500.50');
    await expectOnlyError(/Phone Number/, 'This field is required');
    await user.type(screen.getByLabelText(/Phone Number/), '0803123456');
    await expectOnlyError(/Phone Number/, 'Please Enter a valid Phone Number');
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText(/Phone Number/), '7');
    await user.click(continueButton);
    expect(await screen.findByRole('button', { name: /Verifying Details.../ })).toBeDisabled();
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(bodies).toEqual([{ meter_no: '12345678901', meter_type: 'prepaid', provider: 'ikeja-electric' }]);
  });

  it('keeps Continue disabled for a signed-in customer until every field is filled', async () => {
    signInCustomer();
    answerPurchasePage();
    const { user } = await openForm();
    const continueButton = screen.getByRole('button', { name: 'Continue' });

    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText(/Meter Number/), '45700112233');
    await user.selectOptions(screen.getByLabelText(/Provider/), 'ikeja-electric');
    await user.selectOptions(screen.getByLabelText(/Meter Type/), 'prepaid');
    // The phone starts as the profile's (decision 020): clearing it disables Continue again.
    await user.clear(screen.getByLabelText(/Phone Number/));
    await user.type(screen.getByLabelText(/Amount/), '5000');
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText(/Phone Number/), '08031234567');
    expect(continueButton).toBeEnabled();
  });

  it('starts with the meter number the landing page stored', async () => {
    window.localStorage.setItem(LANDING_METER_STORAGE_KEY, '45700998877');
    answerPurchasePage();
    await openForm();

    expect(screen.getByLabelText(/Meter Number/)).toHaveValue('45700998877');
  });

  it('starts with the number a landing-page box sent in the address before the app had started', async () => {
    window.localStorage.setItem(LANDING_METER_STORAGE_KEY, '45700998877');
    answerPurchasePage();
    renderApp('/buy-electricity?meter_no=45012345678');

    expect(await screen.findByLabelText(/Meter Number/)).toHaveValue('45012345678');
  });
});

describe('Verification and summary', () => {
  it('a verification error is toasted and marked on the meter number; the form keeps what was typed', async () => {
    answerPurchasePage();
    answerVerify({ error: 'Meter number not found for this provider' });
    const { user } = await openForm();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const meterNo = screen.getByLabelText(/Meter Number/);
    await waitFor(() => expect(meterNo).toHaveAttribute('aria-invalid', 'true'));
    expect(meterNo).toHaveAccessibleDescription('Meter number not found for this provider');
    expect(meterNo).toHaveFocus();
    expect(screen.getByRole('form', { name: 'New Purchase' })).toBeInTheDocument();
    expect(meterNo).toHaveValue('45700112233');
    expect(screen.getByLabelText(/Amount/)).toHaveValue('5000');
  });

  it('offline, Continue stops spinning at once and says so, with what was typed kept', async () => {
    answerPurchasePage();
    const bodies = answerVerify();
    const { user } = await openForm();
    await fillForm(user);
    setBrowserOnline(false);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('You appear to be offline. Check your internet connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Verifying Details/ })).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(screen.getByLabelText(/Meter Number/)).toHaveValue('45700112233');

    // Back online, the same tap goes through.
    setBrowserOnline(true);
    expect(await continueToSummary(user)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('an amount below the DisCo minimum verification reports is flagged under Amount, before any summary or payment', async () => {
    answerPurchasePage();
    answerVerify({ Customer_Name: 'ADEBAYO OLUWASEUN', Min_Purchase_Amount: 1500 });
    const { user } = await openForm();
    await fillForm(user, { amount: '1200' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Amount cannot be less than NGN 1,500\.00$/);
    expect(screen.getByLabelText(/Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Amount/));
    await user.type(screen.getByLabelText(/Amount/), '1500');
    expect(await continueToSummary(user)).toBeInTheDocument();
  });

  it('without a minimum from verification, the DisCo default (NGN 1,000) applies: 0.01 is refused', async () => {
    answerPurchasePage();
    answerVerify();
    const { user } = await openForm();
    await fillForm(user, { amount: '0.01' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Amount cannot be less than NGN 1,000\.00$/);
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('shows the summary, Verified beside the meter name (no toast over it), the NGN 100 fee and the total; Back keeps the values', async () => {
    const { user, summary } = await openSummary({ amount: '2500.5' });

    const row = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(row('Meter Name')).toHaveTextContent(/^ADEBAYO OLUWASEUNVerified$/);
    // The summary says it; a toast on a phone covered its Total (docs/product.md §12).
    expect(screen.getAllByText('Verified')).toHaveLength(1);
    expect(within(summary).getByText('Ikeja Electric (IE)')).toBeInTheDocument();
    // The area it serves, never the raw serviceID (decision 020).
    expect(within(summary).getByText('Lagos mainland')).toBeInTheDocument();
    expect(within(summary).queryByText('ikeja-electric')).not.toBeInTheDocument();
    expect(row('Meter Type')).toHaveTextContent('Prepaid');
    expect(row('Meter Number')).toHaveTextContent('45700112233');
    expect(row('Meter Name')).toHaveTextContent('ADEBAYO OLUWASEUN');
    expect(row('Phone Number')).toHaveTextContent('+234 803 123 4567');
    expect(row('Amount')).toHaveTextContent('NGN 2,500.50');
    expect(row('Fee')).toHaveTextContent('NGN 100.00');
    expect(row('Total')).toHaveTextContent('NGN 2,600.50');

    await user.click(within(summary).getByRole('button', { name: 'Back to the purchase form' }));
    expect(await screen.findByLabelText(/Amount/)).toHaveValue('2500.5');
    expect(screen.getByLabelText(/Meter Number/)).toHaveValue('45700112233');
  });

  it('shows the DisCo’s mark while the provider list has not arrived (a slow network), not its initials', async () => {
    answerPurchasePage();
    server.use(http.get(apiUrl('/purchase/provider'), () => delay('infinite')));
    answerVerify();
    const { user } = await openForm();
    await fillForm(user);
    const summary = await continueToSummary(user);

    const mark = summary.querySelector('img');
    expect(mark).toHaveAttribute('src', '/providers/ikeja-electric.svg');
    expect(within(summary).queryByText('IK')).not.toBeInTheDocument();
    expect(within(summary).getByText('Ikeja Electric (IE)')).toBeInTheDocument();
  });

  it('the browser’s Back (a phone’s Back button) on the summary returns to the form with the values, as the arrow does', async () => {
    const { user, goBack, summary } = await openSummary({ amount: '2500.5' });
    expect(summary).toBeInTheDocument();

    expect(within(summary).getByRole('heading', { name: 'Summary' })).toHaveFocus();
    await goBack();
    expect(await screen.findByRole('form', { name: 'New Purchase' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Purchase' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Amount/)).toHaveValue('2500.5');
    expect(screen.getByLabelText(/Meter Number/)).toHaveValue('45700112233');

    // Continue again, then the arrow: one step back each time, never off the page.
    const again = await continueToSummary(user);
    await user.click(within(again).getByRole('button', { name: 'Back to the purchase form' }));
    expect(await screen.findByLabelText(/Amount/)).toHaveValue('2500.5');
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('Cancel asks to confirm: No, Continue stays; Yes, Cancel goes to /buy-energy-app', async () => {
    const { user, summary } = await openSummary();

    await user.click(within(summary).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    expect(within(dialog).getByText('Are you sure you want to cancel this order?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No, Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument());
  });
});
