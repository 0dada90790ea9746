import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations, uniquePhone } from './support';
import { answerSandboxCheckout, simulatorMeter, TOKEN_PATTERN } from './support/purchase';

// Real journeys through checkout, vend jobs and polling: slower than a page check on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A guest purchase started through the API, paid at the sandbox checkout; ends on its receipt with the token. */
async function openPaidGuestReceipt(page: Page): Promise<{ ref: string; token: string; meter: string }> {
  const meter = simulatorMeter();
  const response = await page.request.post('/api/v1/purchase/guest', {
    data: {
      meter_no: meter,
      provider: 'abuja-electric',
      meter_type: 'prepaid',
      amount: 3000,
      phone: uniquePhone(),
      meter_name: 'typed',
      beneficiary: false,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(((await response.json()) as { data: string }).data);
  const ref = await answerSandboxCheckout(page, 'Pay');
  await expect(page).toHaveURL(new RegExp(`/receipt/${ref}\\?key=`));
  await expect(page.getByRole('heading', { name: 'Your meter token is ready' })).toBeVisible({
    timeout: 40_000,
  });
  const token = (await page.getByTestId('meter-token').textContent()) ?? '';
  expect(token).toMatch(TOKEN_PATTERN);
  return { ref, token, meter };
}

test.describe('share and keep the receipt', () => {
  test('WhatsApp first, Print shows a one-page bill, and Download PDF saves the server’s receipt', async ({
    page,
  }) => {
    const { ref, token, meter } = await openPaidGuestReceipt(page);
    const actions = page.getByRole('group', { name: 'Share and keep this receipt' });

    const whatsApp = actions.getByRole('link', { name: 'WhatsApp' });
    await expect(actions.locator(':scope > *').first()).toHaveText('WhatsApp');
    const shareUrl = new URL((await whatsApp.getAttribute('href')) ?? '');
    expect(shareUrl.origin).toBe('https://wa.me');
    expect(shareUrl.searchParams.get('text')).toContain(`Token: ${token}`);
    await expectNoSeriousAxeViolations(page);

    await page.emulateMedia({ media: 'print' });
    const bill = page.locator('body > [data-print-receipt]');
    await expect(bill).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your meter token is ready' })).toBeHidden();
    for (const text of [token, meter, 'Abuja Electric (AEDC)', ref, 'NGN 3,100.00'])
      await expect(bill).toContainText(text);
    const printed = await page.pdf({ format: 'A4', printBackground: true });
    expect(printed.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    await expect(bill).toBeHidden();

    const download = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`powerpay-receipt-${ref}.pdf`);
    const pdf = readFileSync(await file.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

test.describe('installable app', () => {
  // The rest of the suite blocks service workers (playwright.config.ts); these journeys need one.
  test.use({ serviceWorkers: 'allow' });

  test('has a manifest Android can install from', async ({ page }) => {
    await page.goto('/landing-page');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href ?? '')).json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: expect.stringContaining('PowerPay'),
      display: 'standalone',
      start_url: '/buy-electricity',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === size);
      expect((await page.request.get(icon?.src ?? '')).headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  test('opens offline to “You are offline” with the last token seen, labelled with its time', async ({
    page,
    context,
  }) => {
    const { token, meter } = await openPaidGuestReceipt(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A page opened under the worker's control from now on.
    await page.reload();
    await expect(page.getByTestId('meter-token')).toHaveText(token, { timeout: 20_000 });

    await context.setOffline(true);
    await page.goto('/buy-electricity');

    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    const tokens = page.getByRole('region', { name: 'Your last tokens on this phone' });
    const saved = tokens.getByRole('listitem').first();
    await expect(saved).toContainText(token);
    await expect(saved).toContainText(`meter ${meter}`);
    await expect(saved).toContainText(
      /Bought \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M · saved \w{3} \d{1,2}, \d{4}/,
    );
    await expect(tokens).toContainText('They are not your meter');
    await expectNoSeriousAxeViolations(page);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    await expect(page.getByRole('form', { name: 'New Purchase' })).toBeVisible({ timeout: 20_000 });
  });
});
