import { randomInt } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import {
  expectNoSeriousAxeViolations,
  openPage,
  readOutbox,
  registerViaApi,
  signIn,
  TEST_PASSWORD,
  type Session,
  uniqueEmail,
  uniquePhone,
} from './support';

const NEW_PASSWORD = 'Moonlight#2025';

/** The phone beside the +234 prefix, as a customer types it. */
function localNumber(phone: string): string {
  return phone.replace(/^0/, '');
}

async function logInThroughApi(page: Page, email: string, password: string): Promise<Session> {
  const response = await page.request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Session }).data;
}

async function logOut(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.goto('/my-account');
    await page.getByRole('button', { name: 'Log Out' }).click();
  } else {
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
  }
  await expect(page).toHaveURL(/\/buy-electricity$/);
}

test.describe('accounts', () => {
  // Whole journeys with several page loads and axe runs: more than the default 30 s on a loaded machine.
  test.slow();

  test('register through Create an account to pay, then the purchase continues signed in', async ({
    page,
  }) => {
    const email = uniqueEmail('pay');
    const phone = uniquePhone();
    await openPage(page, '/buy-electricity');

    await page.getByLabel('Meter Number').fill(`${randomInt(10 ** 9, 10 ** 10)}5`);
    await page.getByLabel('Provider').selectOption('ikeja-electric');
    await page.getByLabel('Meter Type').selectOption('prepaid');
    await page.getByLabel('Amount').fill('2500');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();

    const payDialog = page.getByRole('dialog', { name: 'Create an account to pay' });
    await expect(payDialog.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
    await expect(payDialog.getByRole('button', { name: 'Continue as a guest' })).toBeVisible();
    // Axe judges colours mid-animation: let the Verified toast leave first.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousAxeViolations(page);
    await payDialog.getByLabel('Email').fill(email);
    await payDialog.getByRole('button', { name: 'Continue', exact: true }).click();

    const registration = page.getByRole('dialog', { name: 'Create an account' });
    await expect(registration.getByLabel('Email')).toHaveValue(email);
    await expect(
      registration.getByText(
        'Password must contain 8-20 characters, including numbers, letters and special character (!&*/?..)',
      ),
    ).toBeVisible();
    const createAccount = registration.getByRole('button', { name: 'Create Account' });
    await registration.getByLabel('First Name').fill('Chiamaka');
    await registration.getByLabel('Last Name').fill('Nwosu');
    await registration.getByLabel('Phone Number').fill(localNumber(phone));
    await expect(createAccount).toBeDisabled();
    await registration.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await createAccount.click();

    await expect(page.getByText('Account created successfully')).toBeVisible();
    await expect(registration).toBeHidden();
    // Signed in, the purchase goes on to its signed-in Proceed to Pay step; behind it, the top bar shows the phone.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: `Account menu for ${phone}` })).toBeVisible();
  });

  test('log out, then sign in through the Sign In dialog', async ({ page, request, isMobile }) => {
    const session = await registerViaApi(request);
    await signIn(page, session);
    await page.goto('/my-account');
    await expect(page.getByText(`${session.first_name} ${session.last_name}`).first()).toBeVisible();

    await logOut(page, isMobile);
    const revoked = await request.get('/api/v1/user', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(revoked.status()).toBe(403);

    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { name: 'You have not signed in' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog.getByText('Enter your registered details to continue.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Click here' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await dialog.getByLabel('Email').fill(session.email);
    await dialog.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue(session.first_name);
    await expect(page.getByRole('button', { name: `Account menu for ${session.phone}` })).toBeVisible();
  });

  test('edit the profile; the change stays after a reload', async ({ page, request }) => {
    const session = await registerViaApi(request);
    const newPhone = uniquePhone();
    await signIn(page, session);
    await page.goto('/my-profile');

    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await page.getByLabel('First Name').fill('Oluwaseun');
    await page.getByLabel('Phone Number').fill(localNumber(newPhone));
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByText(`Oluwaseun ${session.last_name}`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu for ${newPhone}` })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Oluwaseun');
    await expect(page.getByLabel('Phone Number')).toHaveValue(localNumber(newPhone));
  });

  test('change the password: other sessions are signed out and the old password fails', async ({
    page,
    request,
    isMobile,
  }) => {
    const otherDevice = await registerViaApi(request);
    const thisDevice = await logInThroughApi(page, otherDevice.email, TEST_PASSWORD);
    await signIn(page, thisDevice);
    await page.goto('/update-password');

    await page.getByLabel('Old Password').fill(TEST_PASSWORD);
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Password does not match')).toBeVisible();

    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Password Updated successfully')).toBeVisible();

    const otherDeviceNow = await request.get('/api/v1/user', {
      headers: { authorization: `Bearer ${otherDevice.token}` },
    });
    expect(otherDeviceNow.status()).toBe(403);
    const thisDeviceNow = await request.get('/api/v1/user', {
      headers: { authorization: `Bearer ${thisDevice.token}` },
    });
    expect(thisDeviceNow.status()).toBe(200);

    await logOut(page, isMobile);
    await page.goto('/login');
    await page.getByLabel('Email').fill(otherDevice.email);
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/buy-electricity$/);
  });

  test('save reminder settings and see them after a reload', async ({ page, request }) => {
    const session = await registerViaApi(request);
    await signIn(page, session);
    await page.goto('/notifications');

    const reminder = page.getByRole('switch', {
      name: 'Enable notifications for electricity purchase reminders',
    });
    await page.getByRole('button', { name: 'Save Update' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();

    await reminder.click();
    await page.getByLabel('Frequency').selectOption({ label: 'Weekly' });
    await page.getByLabel('What day of the week').selectOption('Wednesday');
    await page.getByRole('button', { name: 'Save Update' }).click();
    await expect(page.getByText('Reminder settings updated successfully')).toBeVisible();

    await page.reload();
    await expect(reminder).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Frequency')).toHaveValue('Weekely');
    await expect(page.getByLabel('What day of the week')).toHaveValue('Wednesday');
  });

  test('reset a forgotten password through the link in the outbox', async ({ page, request }) => {
    const session = await registerViaApi(request);
    await page.goto('/forgot-password');
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('Email').fill(session.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    // The mail leaves through the job queue, a moment after the answer.
    // The address's confirmation link (decision 061) is in the outbox too: look for the reset link.
    const resetLinkIn = async () =>
      (await readOutbox(request, session.email))
        .map((mail) => mail.body.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0])
        .find(Boolean);
    await expect.poll(resetLinkIn).toBeTruthy();
    const link = await resetLinkIn();
    expect(link, 'the e-mail carries the reset link').toBeTruthy();
    const { pathname, search } = new URL(link ?? '');
    await page.goto(`${pathname}${search}`);
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const revoked = await request.get('/api/v1/user', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(revoked.status()).toBe(403);

    await page.getByLabel('Email').fill(session.email);
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();

    await page.goto(`${pathname}${search}`);
    await page.getByLabel(/^New Password/).fill('Another#2026');
    await page.getByLabel('Confirm New Password').fill('Another#2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('This password reset link is invalid or has expired')).toBeVisible();
  });

  test('every account page shows the signed-out prompt to a guest, accessibly', async ({ page }) => {
    for (const path of ['/my-account', '/my-profile', '/notifications', '/update-password']) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { name: 'You have not signed in' })).toBeVisible();
      await expect(
        page.getByText('Please create an account or sign in to have access to your account'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create an Account' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }

    await page.getByRole('button', { name: 'Create an Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('account and auth pages are accessible', async ({ page, request }) => {
    for (const path of ['/login', '/register', '/reset-password?token=x']) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }

    const session = await registerViaApi(request);
    await signIn(page, session);
    for (const path of ['/my-account', '/my-profile', '/notifications', '/update-password']) {
      await openPage(page, path);
      await expect(page.getByRole('button', { name: `Account menu for ${session.phone}` })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
  });
});
