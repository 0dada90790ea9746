import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffAuditLog } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { postAudit, validHomeBody } from '../audits/audits.test-support.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  startWorker,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  uniqueMeter,
} from '../purchases/purchases.test-support.ts';

export const POLL = { timeout: 40_000, interval: 250 };

/**
 * The real app with a staff member and a customer signed in. It works no queue itself: tests start a
 * worker (`startWorker`) for the steps they want done, so states in between can be looked at.
 */
export async function createOpsTestApp() {
  const testApp = await createPurchaseTestApp();
  const staff = await createSignedInUser(testApp.database.db, {
    role: 'staff',
    email: `staff-${Date.now()}@powerpay.test`,
  });
  const customer = await createSignedInUser(testApp.database.db);
  return { testApp, staff, customer };
}

/** Waits until the job queue has moved a purchase to `status` (usable in hooks, where expect.poll is not). */
export async function waitForStatus(testApp: TestApp, { ref, status }: { ref: string; status: string }) {
  const deadline = Date.now() + POLL.timeout;
  let seen = '';
  while (Date.now() < deadline) {
    seen = (await findPurchase(testApp, ref)).status;
    if (seen === status) return;
    await new Promise((resolve) => setTimeout(resolve, POLL.interval));
  }
  throw new Error(`purchase ${ref} stayed ${seen}, expected ${status}`);
}

/** A customer's purchase paid through the sandbox checkout (no worker: it stays `paid`). */
export async function paidPurchase(testApp: TestApp, { ending = '5' }: { ending?: string } = {}) {
  const buyer = await createSignedInUser(testApp.database.db);
  const body = purchaseBody({
    meter_no: uniqueMeter(ending),
    phone: '08039998877',
    email: 'buyer@example.com',
  });
  const { ref } = await startPurchase(testApp, { headers: buyer.headers, body });
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  await waitForStatus(testApp, { ref, status: 'paid' });
  return { ref, meterNo: body.meter_no, buyer };
}

/** Runs a worker process on the test database until every purchase in `refs` reached its status. */
export async function workUntil(testApp: TestApp, targets: { ref: string; status: string }[]) {
  const worker = await startWorker(testApp);
  try {
    for (const target of targets) await waitForStatus(testApp, target);
  } finally {
    await worker.close();
  }
}

export async function unpaidPurchase(testApp: TestApp) {
  const buyer = await createSignedInUser(testApp.database.db);
  const body = purchaseBody();
  const { ref } = await startPurchase(testApp, { headers: buyer.headers, body });
  return { ref, meterNo: body.meter_no };
}

/** An energy audit response posted through its real route; answers its id. */
export async function postLead(testApp: TestApp): Promise<string> {
  const author = await createSignedInUser(testApp.database.db);
  const response = await postAudit(testApp, { kind: 'home', headers: author.headers, body: validHomeBody });
  expect(response.statusCode, response.body).toBe(200);
  const list = await testApp.app.inject({ method: 'GET', url: '/api/v1/auditForm', headers: author.headers });
  const id = list.json<{ data: { id: string }[] }>().data[0]?.id;
  if (!id) throw new Error('lead not stored');
  return id;
}

/** A Contact Us message posted through its real route; answers its id. */
export async function postContactMessage(testApp: TestApp): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload: {
      name: 'Bola Ade',
      email: 'bola@example.com',
      phone: '08031112222',
      subject: 'Token',
      message: 'I paid and got no token.',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
}

/** The staff audit log's rows about one target. */
export function auditRowsFor(testApp: TestApp, targetId: string) {
  return testApp.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.targetId, targetId))
    .orderBy(staffAuditLog.createdAt);
}

/** The console's requests as the staff member (read when a test runs, after beforeAll). */
export function staffRequests(
  context: () => { testApp: TestApp; staff: { headers: Record<string, string> } },
) {
  return {
    get: <T>(url: string) => {
      const { testApp, staff } = context();
      return testApp.app.inject({ method: 'GET', url, headers: staff.headers }).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: T; meta?: { total: number } }>();
      });
    },
    act: (ref: string, action: string, payload?: object) => {
      const { testApp, staff } = context();
      return testApp.app.inject({
        method: 'POST',
        url: `/api/v1/ops/purchases/${ref}/${action}`,
        headers: staff.headers,
        payload,
      });
    },
  };
}
