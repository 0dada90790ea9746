import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsPurchaseDetail, Today } from '@powerpay/shared/ops';
import { purchases as purchasesTable } from '../../db/schema/index.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  backdatePurchase,
  findPurchase,
  postWebhook,
  signSandboxBody,
} from '../purchases/purchases.test-support.ts';
import { sendOpsAlerts } from './alerts.jobs.ts';
import {
  auditRowsFor,
  createOpsTestApp,
  paidPurchase,
  POLL,
  staffRequests,
  unpaidPurchase,
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

describe('needs a person, closing and alerts', () => {
  it('lists a purchase stuck in paid, e-mails support about it once, and drops it once closed with a note', async () => {
    const { ref } = await paidPurchase(testApp);
    await backdatePurchase(testApp, { ref, ms: 6 * 60_000 });

    const today = (await get<Today>('/api/v1/ops/today')).data;
    expect(today.needs_person).toEqual(
      expect.arrayContaining([expect.objectContaining({ ref, reason: 'stuck', status: 'paid' })]),
    );

    const ctx = testApp.app.ctx;
    expect(await sendOpsAlerts(ctx)).toBeGreaterThanOrEqual(1);
    expect(await sendOpsAlerts(ctx)).toBe(0);
    const mails = await listOutboxMessages(testApp.database.db, {
      recipient: ctx.env.SUPPORT_EMAIL,
      limit: 50,
    });
    expect(mails.filter((mail) => mail.body.includes(ref))).toHaveLength(1);

    expect((await act(ref, 'close', { note: '' })).statusCode).toBe(422);
    const closed = await act(ref, 'close', { note: 'Called the customer; vend retried by hand.' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ data: OpsPurchaseDetail }>().data.purchase.close_note).toBe(
      'Called the customer; vend retried by hand.',
    );
    expect((await act(ref, 'close', { note: 'again' })).statusCode).toBe(400);
    expect((await get<Today>('/api/v1/ops/today')).data.needs_person.map((item) => item.ref)).not.toContain(
      ref,
    );
    expect(await auditRowsFor(testApp, ref)).toEqual([expect.objectContaining({ action: 'purchase.close' })]);
  });

  it('lists a refund the provider has not confirmed after 14 days, counts it in /health, e-mails support once, and drops it once confirmed', async () => {
    const ctx = testApp.app.ctx;
    const mailsAbout = async (text: string) =>
      (
        await listOutboxMessages(testApp.database.db, { recipient: ctx.env.SUPPORT_EMAIL, limit: 100 })
      ).filter((mail) => mail.body.includes(text)).length;
    const { ref } = await paidPurchase(testApp, { ending: SIMULATOR_METERS.failing });
    // Stuck in paid first (no worker yet): support is told of that, once.
    await backdatePurchase(testApp, { ref, ms: 6 * 60_000 });
    await sendOpsAlerts(ctx);
    expect(await mailsAbout(`${ref}: paid, stuck for over 5 minutes`)).toBe(1);
    await workUntil(testApp, [{ ref, status: 'refunded' }]);
    expect(await findPurchase(testApp, ref)).toMatchObject({
      providerRefundId: `sandbox-refund-${ref}`,
      refundConfirmedAt: null,
    });
    const refundedDaysAgo = async (days: number) => {
      const refundedAt = new Date(Date.now() - days * 86_400_000);
      await testApp.database.db.update(purchasesTable).set({ refundedAt }).where(eq(purchasesTable.ref, ref));
      return refundedAt;
    };
    const listed = async () =>
      (await get<Today>('/api/v1/ops/today')).data.needs_person.filter((item) => item.ref === ref);

    await refundedDaysAgo(13);
    expect(await listed()).toEqual([]);

    const refundedAt = await refundedDaysAgo(15);
    expect(await listed()).toEqual([
      expect.objectContaining({
        reason: 'refund_unconfirmed',
        status: 'refunded',
        since: refundedAt.toISOString(),
      }),
    ]);
    // /health reuses a reading up to 5 s old: asked until a fresh one counts it.
    const unconfirmedCount = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/health' })).json<{
        data: { work: { refundsUnconfirmed: number } };
      }>().data.work.refundsUnconfirmed;
    await expect.poll(unconfirmedCount, POLL).toBeGreaterThanOrEqual(1);
    // Needing a person for another reason, it is told again, once.
    await sendOpsAlerts(ctx);
    expect(await sendOpsAlerts(ctx)).toBe(0);
    expect(
      await mailsAbout(`${ref}: refunded, refund not confirmed by the payment provider after 14 days`),
    ).toBe(1);
    expect(await mailsAbout(`${ref}: paid, stuck for over 5 minutes`)).toBe(1);

    const rawBody = JSON.stringify({
      event: 'refund.processed',
      data: { status: 'processed', transaction_reference: ref, amount: 110_000 },
    });
    expect((await postWebhook(testApp, { rawBody, signature: signSandboxBody(rawBody) })).statusCode).toBe(
      200,
    );
    expect(await listed()).toEqual([]);
    await expect.poll(unconfirmedCount, POLL).toBe(0);
  });

  it('requeries the payment provider for an unpaid purchase, audited', async () => {
    const { ref } = await unpaidPurchase(testApp);
    const response = await act(ref, 'requery');
    expect(response.statusCode, response.body).toBe(200);
    expect(await auditRowsFor(testApp, ref)).toEqual([
      expect.objectContaining({
        action: 'purchase.requery',
        before: expect.objectContaining({ status: 'awaiting_payment' }),
      }),
    ]);
    expect((await act('PP-NOPE', 'requery')).statusCode).toBe(404);
  });
});
