import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  paidSignedInPurchase,
  vendCallsFor,
  type TransactionBody,
} from './purchases.test-support.ts';

/**
 * The worker looks for work only when woken (decision 011): a payment confirmed in this process, a
 * purchase given back due at once, a requery asked for by a person. Its idle poll is set to an hour
 * here, so every step below happens only if the right wake (or the same claim) carries it.
 */
/** A `…1111` vend is pending when made and delivered to a requery this much later. */
const PENDING_DELAY_MS = 500;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp({
    env: { SIMULATOR_PENDING_DELAY_MS: String(PENDING_DELAY_MS) },
    jobs: { work: true, purchaseWorker: { idlePollMs: 60 * 60_000 } },
  });
});
afterAll(() => testApp.close());

vi.setConfig({ testTimeout: 60_000 });
const POLL = { timeout: 30_000, interval: 100 };

const paidPurchase = (ending: string) => paidSignedInPurchase(testApp, ending);

async function messagesAbout(ref: string, phone: string): Promise<string[]> {
  const sent = await listOutboxMessages(testApp.database.db, { recipient: phone, limit: 100 });
  return sent.filter((message) => message.body.includes(ref)).map((message) => message.body);
}

describe('a worker that never polls', () => {
  it('vends a paid purchase and sends its token in the same claim', async () => {
    const { ref, body } = await paidPurchase('5');

    await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
    expect(await messagesAbout(ref, body.phone)).toHaveLength(1);
  });

  it('refunds a failed vend and tells the customer twice, one step after another', async () => {
    const { ref, body } = await paidPurchase(SIMULATOR_METERS.failing);

    await expect.poll(async () => (await findPurchase(testApp, ref)).refundNoticeSentAt, POLL).not.toBeNull();
    expect((await findPurchase(testApp, ref)).status).toBe('refunded');
    const notices = await messagesAbout(ref, body.phone);
    expect(notices).toHaveLength(2);
    expect(notices.some((text) => text.includes('will be refunded'))).toBe(true);
    expect(notices.some((text) => text.includes('we have refunded'))).toBe(true);
  });

  it('sends the token at once when a Refresh finds a pending vend delivered', async () => {
    const { ref, body, headers } = await paidPurchase(SIMULATOR_METERS.pendingThenDelivered);
    // The vend came back pending: its requery is due after a back-off, and this worker would wait an hour.
    await expect.poll(async () => (await findPurchase(testApp, ref)).status, POLL).toBe('vending');

    await expect
      .poll(async () => {
        const refreshed = await testApp.app.inject({
          method: 'POST',
          url: `/api/v1/purchase/${ref}/requery`,
          headers,
        });
        return refreshed.json<TransactionBody>().data.status;
      }, POLL)
      .toBe('delivered');

    await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();
    expect(await messagesAbout(ref, body.phone)).toHaveLength(1);
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });
});
