import { randomInt } from 'node:crypto';

import { expect, type Page } from '@playwright/test';

/**
 * A simulator meter number (11 digits) ending in `suffix`: `0000` fails verification, `1111` is
 * pending then delivered, `2222` fails the vend, `3333` times out then delivers; anything else delivers.
 */
export function simulatorMeter(suffix = ''): string {
  const random = String(randomInt(10 ** 9, 10 ** 10));
  const base = `${random}5`;
  return suffix ? `${base.slice(0, 11 - suffix.length)}${suffix}` : base;
}

/** Fills New Purchase step 1/2 as a customer would. */
export async function fillPurchaseForm(
  page: Page,
  {
    meter,
    amount = '1500',
    phone,
    provider = 'ikeja-electric',
  }: { meter: string; amount?: string; phone: string; provider?: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'New Purchase' });
  await form.getByLabel('Meter Number').fill(meter);
  await form.getByLabel('Provider').selectOption(provider);
  await form.getByLabel('Meter Type').selectOption('prepaid');
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Phone Number').fill(phone);
}

/** Continue, then the verified Summary (2/2). */
export async function continueToSummary(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toBeVisible({ timeout: 10_000 });
  return summary;
}

/** On the sandbox checkout page: check it names our reference, then press Pay, Decline or Cancel. */
export async function answerSandboxCheckout(
  page: Page,
  button: 'Pay' | 'Pay with a card that declines later' | 'Decline' | 'Cancel',
): Promise<string> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//, { timeout: 15_000 });
  const ref = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  await expect(page.getByText('Sandbox checkout — no real money is charged')).toBeVisible();
  await page.getByRole('button', { name: button, exact: true }).click();
  return ref;
}

/** The 20-digit token in groups of four, as the details panel and the receipt show it. */
export const TOKEN_PATTERN = /^\d{4} \d{4} \d{4} \d{4} \d{4}$/;
