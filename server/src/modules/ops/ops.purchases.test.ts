import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsPurchaseDetail, Reconciliation } from '@powerpay/shared/ops';
import { toLagosIsoDate } from '@powerpay/shared';
import { purchaseEvents, sandboxPayments } from '../../db/schema/index.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import type { TestApp } from '../../test/test-app.ts';
import { findPurchase } from '../purchases/purchases.test-support.ts';
import {
  auditRowsFor,
  createOpsTestApp,
  paidPurchase,
  staffRequests,
  workUntil,
} from './ops.test-support.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createOpsTestApp>>['staff'];

beforeAll(async () => {
  ({ testApp, staff } = await createOpsTestApp());
});
afterAll(() => testApp.close());

const { get, act } = staffRequests(() => ({ testApp, staff }));
const kinds = (detail: OpsPurchaseDetail) =>
  detail.events.map((event) => (event.kind === 'state_changed' ? `→${String(event.detail.to)}` : event.kind));

describe('a purchase that failed at the vending provider (…2222) and whose refund the provider first refused', () => {
  it('shows the whole timeline, and an operator retries the refund: refunded once, SMS sent, audited', async () => {
    const { ref, buyer } = await paidPurchase(testApp, { ending: SIMULATOR_METERS.failing });
    // The provider will refuse the refund (its ledger no longer holds a successful charge).
    await testApp.database.db
      .update(sandboxPayments)
      .set({ status: 'failed' })
      .where(eq(sandboxPayments.reference, ref));
    await workUntil(testApp, [{ ref, status: 'refund_failed' }]);

    const failed = (await get<OpsPurchaseDetail>(`/api/v1/ops/purchases/${ref}`)).data;
    expect(kinds(failed)).toEqual(
      expect.arrayContaining([
        'created',
        'webhook_received',
        'payment_checked',
        '→paid',
        '→vending',
        'provider_request',
        'provider_answer',
        '→vend_failed',
        'message_sent',
        '→refund_due',
        '→refund_pending',
        '→refund_failed',
      ]),
    );
    const answer = failed.events.find((event) => event.kind === 'provider_answer');
    expect(answer?.detail).toMatchObject({ status: 'failed', request_id: failed.purchase.vend_request_id });
    expect(failed.actions).toMatchObject({ refund: true, resend: false });
    expect(failed.purchase).toMatchObject({
      refund_reason: 'vend_failed',
      refund_requested_by: 'system',
      refund_error: 'Transaction not successful',
      refunded_at: null,
    });

    await testApp.database.db
      .update(sandboxPayments)
      .set({ status: 'success' })
      .where(eq(sandboxPayments.reference, ref));
    const refund = await act(ref, 'refund');
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<{ data: OpsPurchaseDetail }>().data.purchase.status).toBe('refund_due');
    await workUntil(testApp, [{ ref, status: 'refunded' }]);
    const refunded = (await get<OpsPurchaseDetail>(`/api/v1/ops/purchases/${ref}`)).data.purchase;
    expect(refunded).toMatchObject({
      refund_reason: 'Refund by an operator',
      refund_requested_by: staff.user.id,
      refund_error: null,
      refunded_at: expect.any(String),
      refund_confirmed_at: null,
    });

    const sms = await listOutboxMessages(testApp.database.db, { recipient: '08039998877', limit: 50 });
    expect(
      sms.filter((message) => message.body.includes(ref) && message.body.includes('we have refunded')),
    ).toHaveLength(1);
    const history = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/purchase',
      headers: buyer.headers,
    });
    expect(history.json<{ data: { ref: string; status: string }[] }>().data).toEqual([
      expect.objectContaining({ ref, status: 'refunded' }),
    ]);

    const audit = await auditRowsFor(testApp, ref);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: staff.user.id,
        action: 'purchase.refund',
        before: expect.objectContaining({ status: 'refund_failed' }),
        after: expect.objectContaining({ status: 'refund_due' }),
      }),
    ]);
    const again = await act(ref, 'refund');
    expect(again.statusCode).toBe(400);
  });
});

describe('a delivered purchase', () => {
  it('resends the token once per confirmed action, audited, and never stores the token in clear in its timeline', async () => {
    const { ref } = await paidPurchase(testApp);
    await workUntil(testApp, [{ ref, status: 'delivered' }]);
    const { token } = await findPurchase(testApp, ref);
    const before = await listOutboxMessages(testApp.database.db, { recipient: '08039998877', limit: 100 });

    const response = await act(ref, 'resend');
    expect(response.statusCode, response.body).toBe(200);
    const after = await listOutboxMessages(testApp.database.db, { recipient: '08039998877', limit: 100 });
    expect(after.length - before.length).toBe(1);
    expect(after[0]?.body).toContain(ref);

    const events = await testApp.database.db.select().from(purchaseEvents);
    expect(JSON.stringify(events)).not.toContain(token ?? 'no token');
    expect(await auditRowsFor(testApp, ref)).toEqual([
      expect.objectContaining({ action: 'purchase.resend' }),
    ]);
    expect((await act(ref, 'refund')).statusCode).toBe(400);
  });
});

describe('search and reconciliation', () => {
  it('finds purchases by reference, meter, phone (any form) and e-mail, filtered by status', async () => {
    const { ref, meterNo } = await paidPurchase(testApp);
    for (const q of [ref, meterNo, `+234${'08039998877'.slice(1)}`, 'BUYER@example.com']) {
      const found = await get<{ ref: string }[]>(`/api/v1/ops/purchases?q=${encodeURIComponent(q)}&limit=50`);
      expect(
        found.data.map((row) => row.ref),
        q,
      ).toContain(ref);
    }
    const byStatus = await get<{ status: string }[]>(`/api/v1/ops/purchases?status=paid&q=${meterNo}`);
    expect(byStatus.data).toHaveLength(1);
    expect((await get<unknown[]>(`/api/v1/ops/purchases?status=delivered&q=${meterNo}`)).data).toHaveLength(
      0,
    );
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/ops/purchases?status=nope',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it("answers a day's payments with meter, DisCo and refunds; refunded money is not counted as paid", async () => {
    // The day these purchases were paid on, not the clock's: a run across Lagos midnight asks for the right day.
    const { ref } = await paidPurchase(testApp);
    const failed = await paidPurchase(testApp, { ending: SIMULATOR_METERS.failing });
    await workUntil(testApp, [
      { ref, status: 'delivered' },
      { ref: failed.ref, status: 'refunded' },
    ]);
    const { paidAt } = await findPurchase(testApp, ref);
    if (!paidAt) throw new Error(`${ref} was not marked paid`);
    const refundedRow = await findPurchase(testApp, failed.ref);
    const date = toLagosIsoDate(paidAt);
    const { data } = await get<Reconciliation>(`/api/v1/ops/reconciliation?date=${date}`);
    const delivered = data.rows.find((row) => row.ref === ref);
    expect(delivered).toMatchObject({ provider: 'ikeja-electric', refund_amount: null, refunded_at: null });
    expect(delivered?.meter_no).toMatch(/^\d{11,20}$/);
    if (!refundedRow.paidAt) throw new Error(`${failed.ref} was not marked paid`);
    const ofRefund = await get<Reconciliation>(
      `/api/v1/ops/reconciliation?date=${toLagosIsoDate(refundedRow.paidAt)}`,
    );
    expect(ofRefund.data.rows.find((row) => row.ref === failed.ref)).toMatchObject({
      meter_no: failed.meterNo,
      status: 'refunded',
      paid_amount: 1100,
      refund_amount: 1100,
      refunded_at: refundedRow.refundedAt?.toISOString(),
    });
    expect(ofRefund.data.totals.refunded).toBeGreaterThanOrEqual(1100);
    const isRefunded = (row: Reconciliation['rows'][number]) => row.refund_amount !== null;
    const sum = (rows: Reconciliation['rows'], pick: (row: Reconciliation['rows'][number]) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    const kept = data.rows.filter((row) => !isRefunded(row));
    expect(data.totals.paid).toBeCloseTo(
      sum(kept, (row) => row.paid_amount ?? 0),
      2,
    );
    expect(data.totals.amount).toBeCloseTo(
      sum(kept, (row) => row.amount),
      2,
    );
    expect(data.totals.refunded).toBeCloseTo(
      sum(data.rows, (row) => row.refund_amount ?? 0),
      2,
    );

    const csv = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/ops/reconciliation.csv?date=${date}`,
      headers: staff.headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = csv.body.trim().split('\n');
    expect(header).toBe(
      'payment_ref,created_at,payment_provider,provider_request_id,status,amount,fee,total,paid,refund_amount,refunded_at,meter_no,disco',
    );
    expect(lines).toHaveLength(data.rows.length);
    const cells = lines.map((line) => line.split(','));
    const paidNotRefunded = cells
      .filter((cell) => cell[9] === '')
      .reduce((total, cell) => total + Number(cell[8] || 0), 0);
    expect(paidNotRefunded).toBeCloseTo(data.totals.paid, 2);
    const refunded = cells.reduce((total, cell) => total + Number(cell[9] || 0), 0);
    expect(refunded).toBeCloseTo(data.totals.refunded, 2);
    expect(cells.find((cell) => cell[0] === ref)?.slice(11)).toEqual([
      delivered?.meter_no,
      'Ikeja Electric (IE)',
    ]);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/ops/reconciliation?date=2026-13-45',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(422);
  });
});
