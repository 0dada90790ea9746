import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations, openPage, readOutbox, uniquePhone } from './support';
import { answerSandboxCheckout, continueToSummary, simulatorMeter, TOKEN_PATTERN } from './support/purchase';

/** Decision 020 for guests: pasted numbers, quick amounts, DisCo names, the estimate, the guest e-mail,
 * the receipt link in the SMS, Find my token, and what a declined purchase offers. */

test.describe.configure({ timeout: 90_000 });

/** A spaced, dashed number as people paste it: "4501 2345-678". */
function spaced(digits: string): string {
  return `${digits.slice(0, 4)} ${digits.slice(4, 8)}-${digits.slice(8)}`;
}

async function fillAsGuest(page: Page, { meter, phone }: { meter: string; phone: string }) {
  await openPage(page, '/buy-electricity');
  const form = page.getByRole('form', { name: 'New Purchase' });
  await form.getByLabel('Meter Number').fill(spaced(meter));
  await expect(
    form.getByLabel('Provider').locator('option', { hasText: 'Ikeja Electric (IE) · Lagos mainland' }),
  ).toHaveCount(1);
  await form.getByLabel('Provider').selectOption({ label: 'Ikeja Electric (IE) · Lagos mainland' });
  await form.getByLabel('Meter Type').selectOption('prepaid');
  await form.getByRole('button', { name: '₦5,000' }).click();
  await expect(form.getByLabel('Amount')).toHaveValue('5000');
  await form.getByLabel('Phone Number').fill(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  return form;
}

test('a guest pastes spaced numbers, picks ₦5,000, sees the estimate, pays, gets the link by SMS and finds the token again', async ({
  page,
  request,
}) => {
  const meter = simulatorMeter();
  const phone = uniquePhone();
  const form = await fillAsGuest(page, { meter, phone });
  await form.getByLabel('Email (optional)').fill('guest-buyer@example.com');
  await expectNoSeriousAxeViolations(page);

  const summary = await continueToSummary(page);
  await expect(summary.getByText('about 23.9 kWh at Band A, ₦209.50/kWh')).toBeVisible();
  await expect(summary.getByText(/Estimate only/)).toBeVisible();
  await expect(summary.getByText(meter)).toBeVisible();
  await expect(
    summary.getByText(`+234 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
  await page
    .getByRole('dialog', { name: 'Create an account to pay' })
    .getByRole('button', { name: 'Continue as a guest' })
    .click();
  const ref = await answerSandboxCheckout(page, 'Pay');
  await expect(page.getByTestId('meter-token')).toHaveText(TOKEN_PATTERN, { timeout: 40_000 });
  const receiptUrl = page.url();

  await expect
    .poll(
      async () =>
        (await readOutbox(request, phone)).find((message) => message.body.includes(ref))?.body ?? '',
      { timeout: 20_000 },
    )
    .toContain(`Receipt: ${receiptUrl}`);

  await page.goto('/landing-page');
  await page.getByRole('link', { name: 'Find my token' }).click();
  await expect(page.getByRole('heading', { name: 'Find my token' })).toBeVisible();
  const find = page.getByRole('form', { name: 'Find my token' });
  await find.getByLabel('Purchase reference').fill(ref);
  await find.getByLabel('Phone Number').fill(uniquePhone());
  await find.getByRole('button', { name: 'Find my token' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(
    'We could not find a purchase with this reference and phone number',
  );
  await expectNoSeriousAxeViolations(page);

  await find.getByLabel('Phone Number').fill(phone);
  await find.getByRole('button', { name: 'Find my token' }).click();
  await expect(page).toHaveURL(receiptUrl);
  await expect(page.getByTestId('meter-token')).toHaveText(TOKEN_PATTERN);
});

test('a declined purchase shows no payment time and no keep-this-link, and offers Try again and Report a problem', async ({
  page,
}) => {
  const meter = simulatorMeter();
  const phone = uniquePhone();
  await fillAsGuest(page, { meter, phone });
  const summary = await continueToSummary(page);
  await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
  await page
    .getByRole('dialog', { name: 'Create an account to pay' })
    .getByRole('button', { name: 'Continue as a guest' })
    .click();
  await expect(page.getByText(/@guest\.powerpay\.ng/)).toHaveCount(0);
  const ref = await answerSandboxCheckout(page, 'Decline');
  await expect(page).toHaveURL(new RegExp(`/receipt/${ref}\\?key=`));
  const receiptUrl = page.url();

  await expect(page.getByRole('heading', { name: 'This purchase did not go through' })).toBeVisible();
  await expect(page.getByText('Paid At')).toHaveCount(0);
  await expect(page.getByText('Not paid yet')).toHaveCount(0);
  await expect(page.getByText(/Keep this link/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Report a problem' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?ref=${ref}`));
  await expect(page.getByLabel(/^Message/)).toHaveValue(new RegExp(`Purchase reference: ${ref}`));
  await page.goto(receiptUrl);

  await page.getByRole('button', { name: 'Try again' }).click();
  const retried = await answerSandboxCheckout(page, 'Cancel');
  expect(retried).not.toBe(ref);
  await expect(page.getByRole('heading', { name: 'This purchase did not go through' })).toBeVisible();
  await expect(page.getByText(meter).first()).toBeVisible();
});
