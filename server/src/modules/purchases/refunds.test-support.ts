import { listOutboxMessages } from '../../integrations/outbox.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  findPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  uniqueMeter,
} from './purchases.test-support.ts';
import { REFUND_RETRY_BACKOFF } from './work/due-at.ts';

export const OPERATOR = { reason: 'customer asked on the phone', actor: 'operator-1' };

/**
 * The refund is next tried after the refund back-off: both times are the database's (the state change,
 * then the worker's release), so nothing here depends on how long the test took.
 */
export function retriedAfterBackoff(purchase: { dueAt: Date | null; updatedAt: Date }): boolean {
  return (
    purchase.dueAt !== null &&
    purchase.dueAt.getTime() - purchase.updatedAt.getTime() >= REFUND_RETRY_BACKOFF.firstSeconds * 1000
  );
}

/** A signed-in customer's purchase, paid through the sandbox checkout. */
export async function paid(testApp: TestApp, ending = '5') {
  const { headers } = await createSignedInUser(testApp.database.db);
  const body = purchaseBody({ meter_no: uniqueMeter(ending) });
  const { ref } = await startPurchase(testApp, { headers, body });
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  return { ref, body, headers, row: await findPurchase(testApp, ref) };
}

/** The SMS bodies sent to `phone` that name the purchase. */
export async function messagesAbout(testApp: TestApp, phone: string, ref: string) {
  const sms = await listOutboxMessages(testApp.database.db, { recipient: phone, limit: 100 });
  return sms.filter((message) => message.body.includes(ref)).map((message) => message.body);
}
