import { randomInt } from 'node:crypto';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations, uniqueEmail, uniquePhone } from './support';

/** Starts a guest purchase through the API: NGN 5,000 plus the NGN 100 fee, an ordinary simulator meter. */
async function startGuestPurchase(
  request: APIRequestContext,
): Promise<{ ref: string; checkoutUrl: string; email: string }> {
  const email = uniqueEmail('sandbox');
  const response = await request.post('/api/v1/purchase/guest', {
    data: {
      meter_no: `${randomInt(10 ** 9, 10 ** 10)}5`,
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount: 5000,
      phone: uniquePhone(),
      meter_name: 'Guest customer',
      email,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const checkoutUrl = ((await response.json()) as { data: string }).data;
  return {
    checkoutUrl,
    email,
    ref: decodeURIComponent(new URL(checkoutUrl).pathname.split('/').at(-1) ?? ''),
  };
}

/** The browser lands on the guest receipt; answers the purchase's status as the server reports it. */
async function expectBackOnPowerPay(page: Page, request: APIRequestContext, ref: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/receipt/${ref}\\?key=`));
  const key = new URL(page.url()).searchParams.get('key') ?? '';
  const response = await request.get(
    `/api/v1/purchase/${encodeURIComponent(ref)}?key=${encodeURIComponent(key)}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { status: string } }).data.status;
}

test.describe('sandbox checkout', () => {
  test('shows the amount, the reference, the sandbox notice and the four buttons, accessibly', async ({
    page,
    request,
  }) => {
    const { ref, checkoutUrl, email } = await startGuestPurchase(request);

    await page.goto(checkoutUrl);

    await expect(page.getByText('Sandbox checkout — no real money is charged')).toBeVisible();
    expect(await page.content()).not.toContain(email);
    await expect(page.getByRole('heading', { name: 'NGN 5,100.00' })).toBeVisible();
    await expect(page.getByText(ref, { exact: true })).toBeVisible();
    await expect(page.getByText('PowerPay', { exact: true })).toBeVisible();
    for (const name of ['Pay', 'Pay with a card that declines later', 'Decline', 'Cancel']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);
  });

  test('Pay returns the browser to PowerPay, and the checkout cannot be used again', async ({
    page,
    request,
  }) => {
    const { ref, checkoutUrl } = await startGuestPurchase(request);
    await page.goto(checkoutUrl);

    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    expect(['paid', 'vending', 'delivered']).toContain(await expectBackOnPowerPay(page, request, ref));
    await page.goto(checkoutUrl);
    await expect(page.getByRole('heading', { name: 'This checkout is already complete' })).toBeVisible();
    await expect(page.getByText('It was paid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    // The way back is a redirect: the page itself never prints the guest's receipt key.
    expect(await page.content()).not.toContain('key=');
    await page.getByRole('link', { name: 'Return to PowerPay' }).click();
    await expect(page).toHaveURL(new RegExp(`/receipt/${ref}\\?key=`));
  });

  test('the reference alone, without the secret of the checkout link, opens nothing', async ({
    page,
    request,
  }) => {
    const { ref, checkoutUrl } = await startGuestPurchase(request);
    await page.goto(`/sandbox/checkout/${encodeURIComponent(ref)}`);
    await expect(page.getByRole('heading', { name: 'Checkout not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    expect(new URL(checkoutUrl).searchParams.get('access')).toMatch(/^\d+\.[\w-]{43}$/);
  });

  for (const [button, outcome, status] of [
    ['Decline', 'The payment was declined', 'payment_failed'],
    ['Cancel', 'The payment was cancelled', 'abandoned'],
  ] as const) {
    test(`${button} returns the browser to PowerPay without paying`, async ({ page, request }) => {
      const { ref, checkoutUrl } = await startGuestPurchase(request);
      await page.goto(checkoutUrl);

      await page.getByRole('button', { name: button, exact: true }).click();

      expect(await expectBackOnPowerPay(page, request, ref)).toBe(status);
      await page.goto(checkoutUrl);
      await expect(page.getByText(outcome)).toBeVisible();
    });
  }

  test('an unknown reference shows a clear page', async ({ page }) => {
    await page.goto('/sandbox/checkout/PP-DOES-NOT-EXIST');
    await expect(page.getByRole('heading', { name: 'Checkout not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to PowerPay' })).toBeVisible();
  });
});
