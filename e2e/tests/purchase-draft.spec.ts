import { expect, test, type Page } from '@playwright/test';

import { openPage, uniquePhone } from './support';
import { continueToSummary, fillPurchaseForm, simulatorMeter } from './support/purchase';

// A phone discards a background tab while the customer is in their bank's app; the page then loads again
// from nothing. A purchase part-way through comes back as it was typed (decision 020).

async function reloadPage(page: Page) {
  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

test('a reload keeps a purchase part-way through, on the form and on the summary, and Back still steps back', async ({
  page,
}) => {
  const meter = simulatorMeter();
  const phone = uniquePhone();
  await openPage(page, '/buy-electricity');
  const form = page.getByRole('form', { name: 'New Purchase' });
  await form.getByLabel('Meter Number').fill(meter);
  await form.getByLabel('Provider').selectOption('ikeja-electric');
  await form.getByLabel('Amount').fill('2500');

  await reloadPage(page);
  await expect(form.getByLabel('Meter Number')).toHaveValue(meter);
  await expect(form.getByLabel('Provider')).toHaveValue('ikeja-electric');
  await expect(form.getByLabel('Amount')).toHaveValue('2500');
  await expect(form.getByLabel('Meter Type')).toHaveValue('');

  await fillPurchaseForm(page, { meter, amount: '2500', phone });
  await continueToSummary(page);
  await reloadPage(page);
  await expect(form.getByLabel('Meter Number')).toHaveValue(meter);
  await expect(form.getByLabel('Meter Type')).toHaveValue('prepaid');
  await expect(form.getByLabel('Phone Number')).toHaveValue(phone);

  // The summary's entry the reload found is a plain one now: Continue adds one, and Back leaves it.
  const summary = await continueToSummary(page);
  await expect(summary.getByText(meter)).toBeVisible();
  await page.goBack();
  await expect(form.getByLabel('Amount')).toHaveValue('2500');
  await expect(page.getByRole('region', { name: 'Summary' })).toHaveCount(0);
});
