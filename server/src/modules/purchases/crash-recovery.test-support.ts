import { expect } from 'vitest';
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

export const statusOf = async (testApp: TestApp, ref: string) => (await findPurchase(testApp, ref)).status;

/** A signed-in customer's purchase, paid; the app under test works no queue, so it stays `paid`. */
export async function paidButNotVended(testApp: TestApp, meterNo = uniqueMeter()) {
  const { headers } = await createSignedInUser(testApp.database.db);
  const body = purchaseBody({ meter_no: meterNo });
  const { ref } = await startPurchase(testApp, { headers, body });
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  expect(await statusOf(testApp, ref)).toBe('paid');
  return { ref, body, headers };
}
