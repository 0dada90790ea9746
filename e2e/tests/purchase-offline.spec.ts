import { expect, test } from '@playwright/test';

import { openPage, uniquePhone } from './support';
import { continueToSummary, fillPurchaseForm, simulatorMeter } from './support/purchase';

/** The API client's words for a request that got no answer, as the landing page's box says them (docs/product.md §8). */
const OFFLINE_MESSAGE = 'You appear to be offline. Check your internet connection and try again.';

test('offline, Continue says so at once and stops spinning; back online it verifies', async ({
  page,
  context,
}) => {
  await openPage(page, '/buy-electricity');
  const meter = simulatorMeter();
  await fillPurchaseForm(page, { meter, phone: uniquePhone() });
  const form = page.getByRole('form', { name: 'New Purchase' });

  await context.setOffline(true);
  await form.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expect(form.getByText('Verifying Details...')).toBeHidden();
  await expect(form.getByLabel('Meter Number')).toHaveValue(meter);

  await context.setOffline(false);
  const summary = await continueToSummary(page);
  await expect(summary.getByText(meter)).toBeVisible();
});
