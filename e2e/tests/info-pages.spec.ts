import { expect, test } from '@playwright/test';

import {
  expectNoSeriousAxeViolations,
  isDesktop,
  metaDescription,
  openPage,
  readOutbox,
  uniqueEmail,
  uniquePhone,
} from './support';

const SUPPORT_EMAIL = 'support@powerpay.ng';

const POLICY_SECTIONS = [
  'Privacy policy',
  'Registration and subscription',
  'Personal data we collect',
  'How we use personal data',
  'Sharing of personal data',
  'Security',
  'Storage and retention',
  'Links to other websites',
  'Surveys and contests',
  'Notification of changes',
  'Cookies and browser storage',
  'Contact details',
];

test.describe('privacy policy', () => {
  test('12 sections, a table of contents (desktop) or an accordion (mobile), Back to the landing page; axe clean', async ({
    page,
  }) => {
    await openPage(page, '/policy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy | PowerPay');
    expect(await metaDescription(page)).toContain('Nigeria Data Protection Act 2023');

    if (isDesktop(page)) {
      const toc = page.getByRole('navigation', { name: 'Table of contents' });
      await expect(toc.getByRole('link')).toHaveText(
        POLICY_SECTIONS.map((title, index) => `${index + 1}.${title}`),
      );
      for (const title of POLICY_SECTIONS)
        await expect(page.getByRole('heading', { name: title, level: 2 })).toBeAttached();
      await expect(toc.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('aria-current', 'true');

      await toc.getByRole('link', { name: 'Cookies and browser storage' }).click();
      await expect(page).toHaveURL(/\/policy#cookies$/);
      await expect(
        page.getByRole('heading', { name: 'Cookies and browser storage', level: 2 }),
      ).toBeInViewport();
      await expect(toc.getByRole('link', { name: 'Cookies and browser storage' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(toc.locator('[aria-current="true"]')).toHaveCount(1);

      // The highlight follows the reader's own scrolling too.
      await page
        .getByRole('heading', { name: 'Security', level: 2 })
        .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await expect(toc.getByRole('link', { name: /Security$/ })).toHaveAttribute('aria-current', 'true');
    } else {
      await expect(page.getByRole('navigation', { name: 'Table of contents' })).toHaveCount(0);
      const toggles = page.getByRole('button', { name: /^\d+\./ });
      await expect(toggles).toHaveText(POLICY_SECTIONS.map((title, index) => `${index + 1}.${title}`));
      await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: 'Privacy policy' })).toBeVisible();

      const security = page.getByRole('button', { name: /^6\.\s?Security$/ });
      await expect(security).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('region', { name: 'Security' })).toBeHidden();
      await security.click();
      await expect(security).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: 'Security' }).getByText(/within 72 hours/)).toBeVisible();
      await security.click();
      await expect(page.getByRole('region', { name: 'Security' })).toBeHidden();
    }

    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/landing-page$/);
  });
});

test.describe('contact', () => {
  test('shows each message in order, sends, clears the form, and support gets the e-mail; axe clean', async ({
    page,
    request,
  }) => {
    await openPage(page, '/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Contact Us | PowerPay');
    expect(await metaDescription(page)).toContain('Abuja');
    await expect(page.getByRole('main').getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'PowerPay on Facebook' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const form = page.getByRole('form', { name: 'Send us a message' });
    const send = form.getByRole('button', { name: 'Send Message' });
    const alerts = form.getByRole('alert');
    const email = uniqueEmail('contact');
    const phone = uniquePhone();

    await send.click();
    await expect(alerts).toHaveText(['Please enter your email']);
    await form.getByLabel('Email').fill('ada@');
    await send.click();
    await expect(alerts).toHaveText(['Invalid Email']);
    await form.getByLabel('Email').fill(email);
    await send.click();
    await expect(alerts).toHaveText(['This field is required']);
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    // Room for a pasted "+234 803 123 4567" (decision 020); the schema keeps only the 11 digits.
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('maxlength', '17');
    await form.getByLabel('Phone Number').fill('0601234567');
    await send.click();
    await expect(alerts).toHaveText(['Please Enter a valid Phone Number']);
    await form.getByLabel('Phone Number').fill(phone);
    await send.click();
    await expect(alerts).toHaveText(['This field is required']);
    await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousAxeViolations(page);

    const message = `My token for meter 45012345678 has not arrived (${email}).`;
    await form.getByLabel('Name').fill('Ada Obi');
    await form.getByLabel('Subject').fill('Token not received');
    await form.getByLabel('Message').fill(message);
    // Hold the request until the sending state has been seen, so the check never races the server.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/contact', async (route) => {
      await released;
      await route.continue();
    });
    await send.click();

    await expect(form.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await expect(page.getByText('message sent successfully')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await expect
      .poll(
        async () => (await readOutbox(request, SUPPORT_EMAIL)).find((mail) => mail.body.includes(message)),
        { timeout: 15_000 },
      )
      .toBeDefined();
    const mail = (await readOutbox(request, SUPPORT_EMAIL)).find((candidate) =>
      candidate.body.includes(message),
    );
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: SUPPORT_EMAIL,
      subject: 'Contact form: Token not received (from Ada Obi)',
    });
    expect(mail?.body).toContain(phone);
    expect(mail?.body).toContain(email);
  });
});

test.describe('Buy Solar', () => {
  test('promises the instant estimate and the engineer’s follow-up, and links to the energy audit; axe clean', async ({
    page,
  }) => {
    await openPage(page, '/track');

    await expect(page.getByRole('heading', { name: 'Buy Solar', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find out what solar would do for you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'See your instant estimate' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Talk to our engineer' })).toBeVisible();
    await expect(page).toHaveTitle('Buy Solar | PowerPay');
    expect(await metaDescription(page)).toContain('energy audit');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Fill in the energy audit questionnaire' }).click();
    await expect(page).toHaveURL(/\/energy-audit$/);
  });

  test("the app footer's Why Choose Us link lands on that landing-page section", async ({ page }) => {
    await openPage(page, '/track');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Why Choose Us' }).click();

    await expect(page).toHaveURL(/\/landing-page#why-choose-us$/);
    await expect(page.getByRole('heading', { name: 'Built for how Nigerians buy power' })).toBeInViewport();
  });
});
