import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_ONLY_MESSAGE } from '@powerpay/shared/ops';
import { SIGN_IN_MESSAGE } from '../../lib/auth/plugin.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createOpsTestApp,
  paidPurchase,
  postContactMessage,
  postLead,
  unpaidPurchase,
  workUntil,
} from './ops.test-support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let testApp: TestApp;
let staffHeaders: Record<string, string>;
let customerHeaders: Record<string, string>;
const fixtures = {
  unpaid: '',
  delivered: '',
  paid: '',
  lead: '',
  message: '',
  otherStaff: '',
  grantee: '',
  dataSubject: '',
};

beforeAll(async () => {
  const ops = await createOpsTestApp();
  testApp = ops.testApp;
  staffHeaders = ops.staff.headers;
  customerHeaders = ops.customer.headers;
  fixtures.unpaid = (await unpaidPurchase(testApp)).ref;
  fixtures.delivered = (await paidPurchase(testApp)).ref;
  await workUntil(testApp, [{ ref: fixtures.delivered, status: 'delivered' }]);
  // Paid with no worker running: not claimed for its vend yet, so an operator may still refund it.
  fixtures.paid = (await paidPurchase(testApp)).ref;
  fixtures.lead = await postLead(testApp);
  fixtures.message = await postContactMessage(testApp);
  fixtures.otherStaff = (await createSignedInUser(testApp.database.db, { role: 'staff' })).user.id;
  fixtures.grantee = (await createSignedInUser(testApp.database.db)).user.email;
  fixtures.dataSubject = (await createSignedInUser(testApp.database.db)).user.email;
});
afterAll(() => testApp.close());

type Route = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: () => string; body?: () => object };

/** Every route of the operations console's API. */
const routes: Route[] = [
  { method: 'GET', url: () => '/api/v1/ops/me' },
  { method: 'GET', url: () => '/api/v1/ops/today' },
  { method: 'GET', url: () => '/api/v1/ops/purchases?q=08039998877' },
  { method: 'GET', url: () => `/api/v1/ops/purchases/${fixtures.unpaid}` },
  { method: 'POST', url: () => `/api/v1/ops/purchases/${fixtures.unpaid}/requery` },
  { method: 'POST', url: () => `/api/v1/ops/purchases/${fixtures.delivered}/resend` },
  { method: 'POST', url: () => `/api/v1/ops/purchases/${fixtures.paid}/refund` },
  {
    method: 'POST',
    url: () => `/api/v1/ops/purchases/${fixtures.unpaid}/close`,
    body: () => ({ note: 'Customer gave up, called them.' }),
  },
  { method: 'GET', url: () => '/api/v1/ops/reconciliation?date=2026-01-15' },
  { method: 'GET', url: () => '/api/v1/ops/reconciliation.csv?date=2026-01-15' },
  { method: 'GET', url: () => '/api/v1/ops/leads' },
  {
    method: 'PATCH',
    url: () => `/api/v1/ops/leads/${fixtures.lead}`,
    body: () => ({ status: 'contacted', notes: 'Called' }),
  },
  { method: 'GET', url: () => '/api/v1/ops/messages' },
  { method: 'PATCH', url: () => `/api/v1/ops/messages/${fixtures.message}`, body: () => ({ handled: true }) },
  { method: 'GET', url: () => '/api/v1/ops/staff' },
  { method: 'POST', url: () => '/api/v1/ops/staff', body: () => ({ email: fixtures.grantee }) },
  { method: 'DELETE', url: () => `/api/v1/ops/staff/${fixtures.otherStaff}` },
  { method: 'GET', url: () => '/api/v1/ops/audit-log' },
  { method: 'POST', url: () => '/api/v1/ops/customers/data', body: () => ({ email: fixtures.dataSubject }) },
];

function call(route: Route, headers?: Record<string, string>) {
  return testApp.app.inject({ method: route.method, url: route.url(), headers, payload: route.body?.() });
}

describe.each(routes)('$method $url', (route) => {
  it('answers 403 with the sign-in message without a session (docs/product.md §7), and 403 staff-only for a customer', async () => {
    const anonymous = await call(route);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ msg: SIGN_IN_MESSAGE });

    const expired = await call(route, { authorization: 'Bearer not-a-live-session' });
    expect(expired.statusCode).toBe(403);

    const customer = await call(route, customerHeaders);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ msg: STAFF_ONLY_MESSAGE });
  });

  it('answers a staff member', async () => {
    const response = await call(route, staffHeaders);
    expect(response.statusCode, response.body).toBe(200);
  });
});

it('a customer who tried every route changed nothing: no staff action was logged for them', async () => {
  const log = await testApp.app.inject({
    method: 'GET',
    url: '/api/v1/ops/audit-log?limit=50',
    headers: staffHeaders,
  });
  const entries = log.json<{ data: { actor_email: string }[] }>().data;
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.every((entry) => entry.actor_email.startsWith('staff-'))).toBe(true);
});
