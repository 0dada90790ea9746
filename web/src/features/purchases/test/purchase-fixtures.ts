import type { Provider, Transaction, UsualAmounts, User } from '@powerpay/shared';
import { DISCOS } from '@powerpay/shared/constants';
import { http, HttpResponse } from 'msw';

import { setSession } from '@/lib/session';
import { noSavedCards } from '@/test/saved-cards';
import { apiUrl, server } from '@/test/server';

/** The DisCos as GET /purchase/provider presents them. */
export const PROVIDERS: Provider[] = DISCOS.map(({ name, serviceID }) => ({
  name,
  serviceID,
  image: `/providers/${serviceID}.svg`,
}));

/** A delivered purchase as the API presents it. */
export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    ref: 'PP-20260110-K7Q2M9XD4T',
    created_at: '2026-01-10T09:15:30.000Z',
    provider: 'ikeja-electric',
    meter_type: 'prepaid',
    meter_no: '45700112233',
    meter_name: 'ADEBAYO OLUWASEUN',
    phone: '08031234567',
    amount: 5000,
    fee: 100,
    total: 5100,
    status: 'delivered',
    token: '12345678901234567890',
    units: '61.2',
    receipt_no: 'RCPT-99812',
    paid_at: '2026-01-10T09:16:05.000Z',
    ...overrides,
  };
}

/**
 * Answers the calls every Buy Electricity visit makes: the providers and (signed in) the recent purchase
 * and the amounts the customer usually buys.
 */
export function answerPurchasePage({
  recent = null,
  usual = { overall: null, meters: [] },
}: { recent?: Transaction | null; usual?: UsualAmounts } = {}) {
  server.use(
    http.get(apiUrl('/purchase/usual-amounts'), () =>
      HttpResponse.json({ msg: 'Request successful', data: usual }),
    ),
    http.get(apiUrl('/purchase/provider'), () =>
      HttpResponse.json({ msg: 'Request successful', data: PROVIDERS }),
    ),
    http.get(apiUrl('/purchase/recent'), () =>
      HttpResponse.json({ msg: 'Request successful', data: recent }),
    ),
  );
}

/** Signs the browser in (a stored session) and answers GET /user, which the layout loads on open, and GET /cards. */
export function signInCustomer(): User {
  const user: User = {
    email: 'adaeze.okafor@example.com',
    first_name: 'Adaeze',
    last_name: 'Okafor',
    phone: '08031234567',
    created_at: '2026-01-10T09:00:00.000Z',
    last_updated: '2026-01-10T09:00:00.000Z',
    reminder: false,
    reminder_frequency: null,
    reminder_day: null,
    email_confirmed: true,
    pending_email: null,
  };
  setSession({ ...user, token: 'session-token-1' });
  server.use(
    http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'Request successful', data: user })),
    // Purchase Again offers a saved card: none unless a test answers with one.
    noSavedCards(),
  );
  return user;
}

/** The checkout URL the purchase calls answer in tests: same document, so jsdom can follow it. */
export function checkoutUrlFor(ref: string): string {
  return `${window.location.origin}/#checkout-${ref}`;
}
