import { createHmac } from 'node:crypto';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { E2E_SANDBOX_WEBHOOK_SECRET, type Session } from './api';
import { simulatorMeter } from './purchase';
import { signIn } from './session';

/** The operations console's journeys: the staff's requests and a customer's purchase up to its checkout. */

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

export async function opsStatus(request: APIRequestContext, staff: Session, ref: string): Promise<string> {
  const response = await request.get(`/api/v1/ops/purchases/${ref}`, { headers: bearer(staff) });
  return ((await response.json()) as { data: { purchase: { status: string } } }).data.purchase.status;
}

export async function openOps(page: Page, staff: Session, path: string) {
  await signIn(page, staff);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Operations' })).toBeVisible({ timeout: 30_000 });
}

/** A signed-in customer's purchase on a meter whose vend fails (…2222), up to its sandbox checkout. */
export async function startFailingPurchase(request: APIRequestContext, customer: Session) {
  return startPurchase(request, customer, { meter: simulatorMeter('2222'), amount: 1500 });
}

/** A signed-in customer's purchase, up to its sandbox checkout. */
export async function startPurchase(
  request: APIRequestContext,
  customer: Session,
  { meter, amount }: { meter: string; amount: number },
) {
  const started = await request.post('/api/v1/purchase', {
    headers: bearer(customer),
    data: {
      meter_no: meter,
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount,
      phone: customer.phone,
      meter_name: 'x',
      beneficiary: false,
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const checkout = new URL(((await started.json()) as { data: string }).data);
  return { meter, checkout, ref: decodeURIComponent(checkout.pathname.split('/').at(-1) ?? '') };
}

/** A payment event signed the way the sandbox (and Paystack) sign theirs. */
export async function postSignedWebhook(request: APIRequestContext, event: unknown) {
  const rawBody = JSON.stringify(event);
  const signature = createHmac('sha512', E2E_SANDBOX_WEBHOOK_SECRET).update(rawBody).digest('hex');
  const webhook = await request.post('/api/v1/payments/webhook', {
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    data: rawBody,
  });
  expect(webhook.ok(), await webhook.text()).toBe(true);
}
