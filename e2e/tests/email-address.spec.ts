import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations, readOutbox, TEST_PASSWORD, uniqueEmail, uniquePhone } from './support';

/** The path of the link in the newest mail to `to` with `subject` (the job queue sends it a moment later). */
async function linkIn(request: APIRequestContext, to: string, subject: string): Promise<string> {
  const mailWith = async () => (await readOutbox(request, to)).find((mail) => mail.subject === subject);
  await expect.poll(mailWith, { timeout: 30_000 }).toBeTruthy();
  const link = (await mailWith())?.body.match(/https?:\/\/\S+\/confirm-email\?token=\S+/)?.[0];
  expect(link, 'the e-mail carries the confirmation link').toBeTruthy();
  const { pathname, search } = new URL(link ?? '');
  return `${pathname}${search}`;
}

async function subjectsTo(request: APIRequestContext, to: string): Promise<(string | null)[]> {
  return (await readOutbox(request, to)).map((mail) => mail.subject);
}

function emailCard(page: Page) {
  return page.getByRole('heading', { name: 'E-mail address' }).locator('..');
}

test.describe('the e-mail address: confirmed by its link, changed by a link to the new one (decision 061)', () => {
  test('sign up, confirm from the outbox, change the address, confirm the new one', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail('confirm');
    const newEmail = uniqueEmail('moved');

    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First Name').fill('Ngozi');
    await page.getByLabel('Last Name').fill('Eze');
    await page.getByLabel('Phone Number').fill(uniquePhone().replace(/^0/, ''));
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully')).toBeVisible();

    // Nothing waits for the link: My Account says so and offers it again.
    await page.goto('/my-account');
    await expect(emailCard(page).getByText('Not confirmed')).toBeVisible();
    await expect(emailCard(page).getByRole('button', { name: 'Resend link' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('my-account-not-confirmed.png'), fullPage: true });

    await page.goto(await linkIn(request, email, 'Confirm your PowerPay e-mail address'));
    await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('confirm-email.png'), fullPage: true });
    await page.getByRole('link', { name: 'Go to My Account' }).click();
    await expect(emailCard(page).getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(emailCard(page).getByRole('button', { name: 'Resend link' })).toHaveCount(0);

    await emailCard(page).getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByLabel('New e-mail address').fill(newEmail);
    await page.getByLabel(/^Current password/).fill(TEST_PASSWORD);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText(/We sent a confirmation link to your new e-mail address/)).toBeVisible();
    await expect(emailCard(page).getByRole('status')).toContainText(newEmail);
    await page.screenshot({ path: testInfo.outputPath('my-account-change-waiting.png'), fullPage: true });

    // The old address is told; the account keeps it until the new one's link is opened.
    await expect
      .poll(() => subjectsTo(request, email), { timeout: 30_000 })
      .toContain('A change of your PowerPay e-mail address was requested');
    await page.goto(await linkIn(request, newEmail, 'Confirm your new PowerPay e-mail address'));
    await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();

    await page.goto('/my-profile');
    await expect(page.getByLabel('Email')).toHaveValue(newEmail);
    await expect
      .poll(() => subjectsTo(request, email), { timeout: 30_000 })
      .toContain('Your PowerPay e-mail address was changed');
  });
});
