import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations, readOutbox, uniqueEmail, uniquePhone } from './support';

const SUPPORT_EMAIL = 'support@powerpay.ng';
const LANDING_METER_KEY = 'powerpay.landing-meter';
const HERO_FORM = 'Start a purchase';
const FOOTER_FORM = 'Top up your meter';

const LANDING_SECTIONS = [
  { anchor: 'Home', hash: '#home', heading: 'Top up your prepaid meter in under a minute' },
  { anchor: 'About', hash: '#about', heading: 'Reliable power, paid for the easy way' },
  { anchor: 'What We Offer', hash: '#what-we-offer', heading: 'Everything between you and steady power' },
  { anchor: 'Why Choose Us', hash: '#why-choose-us', heading: 'Built for how Nigerians buy power' },
] as const;

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

function isDesktop(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 1024;
}

async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

/** The section anchors: the top navigation on desktop, the compact menu on a phone. */
async function openSectionNavigation(page: Page): Promise<Locator> {
  if (isDesktop(page)) return page.getByRole('navigation', { name: 'Main' });

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  return menu;
}

async function readLandingMeter(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), LANDING_METER_KEY);
}

test.describe('landing page', () => {
  test('every section, the footer details, its title and description; axe clean', async ({ page }) => {
    await page.goto('/landing-page');

    for (const section of LANDING_SECTIONS) {
      await expect(page.getByRole('heading', { name: section.heading })).toBeVisible();
    }
    for (const offer of [
      'Energy data',
      'Smart devices',
      'Solar and storage installation',
      'Electric vehicles',
      'Advisory',
    ]) {
      await expect(page.getByRole('heading', { name: offer, level: 3 })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Built for how Nigerians buy power' }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(page.getByRole('form', { name: HERO_FORM })).toBeVisible();
    await expect(page.getByRole('form', { name: FOOTER_FORM })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Abuja, FCT 900211')).toBeVisible();
    await expect(footer.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await expect(footer.getByRole('link', { name: /^0[789]0\d \d{3} \d{4}$/ })).toHaveCount(2);
    await expect(footer.getByText('© 2024 PowerPay. All rights reserved.')).toBeVisible();

    await expect(page).toHaveTitle('PowerPay: Buy electricity in Nigeria');
    expect(await metaDescription(page)).toContain('NGN 100');
    await expectNoSeriousAxeViolations(page);

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/policy$/);
    await page.goBack();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('each anchor scrolls to its section', async ({ page }) => {
    await page.goto('/landing-page');

    for (const section of [...LANDING_SECTIONS.slice(1), LANDING_SECTIONS[0]]) {
      const navigation = await openSectionNavigation(page);
      await navigation.getByRole('link', { name: section.anchor, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/landing-page${section.hash}$`));
      await expect(page.getByRole('heading', { name: section.heading })).toBeInViewport();
      if (!isDesktop(page)) await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    }
  });

  test('Buy Solar and Buy Electricity buttons lead to their apps', async ({ page }) => {
    await page.goto('/landing-page');

    const navigation = await openSectionNavigation(page);
    const actions = isDesktop(page) ? page.getByRole('banner') : navigation;
    await expect(actions.getByRole('link', { name: 'Buy Solar' })).toHaveAttribute('href', '/buy-solar-app');
    await actions.getByRole('link', { name: 'Buy Electricity' }).click();
    await expect(page).toHaveURL(/\/buy-electricity$/, { timeout: 10_000 });
  });

  test('the hero meter box validates, then carries its number into Buy Electricity', async ({ page }) => {
    await page.goto('/landing-page');
    const hero = page.getByRole('form', { name: HERO_FORM });
    const input = hero.getByLabel('Enter your meter number');

    await hero.getByRole('button', { name: 'Buy Electricity' }).click();
    await expect(hero.getByText('Please enter your meter number')).toBeVisible();

    await input.fill('4501234');
    await hero.getByRole('button', { name: 'Buy Electricity' }).click();
    await expect(hero.getByText('Invalid Meter Number')).toBeVisible();
    await expect(page).toHaveURL(/\/landing-page$/);
    expect(await readLandingMeter(page)).toBeNull();

    await input.fill('45012345678');
    await hero.getByRole('button', { name: 'Buy Electricity' }).click();

    await expect(page).toHaveURL(/\/buy-electricity$/);
    expect(await readLandingMeter(page)).toBe('45012345678');
    await expect(page.getByRole('textbox', { name: 'Meter Number', exact: true })).toHaveValue('45012345678');
  });

  test('the box near the footer validates and carries its own number, not the hero box', async ({ page }) => {
    await page.goto('/landing-page');
    await page
      .getByRole('form', { name: HERO_FORM })
      .getByLabel('Enter your meter number')
      .fill('11111111111');
    const footerBox = page.getByRole('form', { name: FOOTER_FORM });
    const input = footerBox.getByLabel('Your meter number');
    await input.scrollIntoViewIfNeeded();

    await footerBox.getByRole('button', { name: 'Top Up Now' }).click();
    await expect(footerBox.getByText('Please enter your meter number')).toBeVisible();
    await input.fill('620123456789');
    await expect(footerBox.getByText('Invalid Meter Number')).toBeVisible();

    await input.fill('62012345678');
    await expect(footerBox.getByText('Invalid Meter Number')).toBeHidden();
    await footerBox.getByRole('button', { name: 'Top Up Now' }).click();

    await expect(page).toHaveURL(/\/buy-electricity$/);
    expect(await readLandingMeter(page)).toBe('62012345678');
    await expect(page.getByRole('textbox', { name: 'Meter Number', exact: true })).toHaveValue('62012345678');
  });
});

test.describe('privacy policy', () => {
  test('12 sections, a table of contents (desktop) or an accordion (mobile), Back to the landing page; axe clean', async ({
    page,
  }) => {
    await page.goto('/policy');
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
    await page.goto('/contact');
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
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('maxlength', '11');
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
    await send.click();

    await expect(form.getByRole('button', { name: 'Loading...' })).toBeVisible();
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
  test('explains solar tracking and links to the energy audit; axe clean', async ({ page }) => {
    await page.goto('/track');

    await expect(page.getByRole('heading', { name: 'Buy Solar', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'See the sun at work in your home' })).toBeVisible();
    await expect(page).toHaveTitle('Buy Solar | PowerPay');
    expect(await metaDescription(page)).toContain('energy audit');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Fill in the energy audit questionnaire' }).click();
    await expect(page).toHaveURL(/\/energy-audit$/);
  });

  test("the app footer's Why Choose Us link lands on that landing-page section", async ({ page }) => {
    await page.goto('/track');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Why Choose Us' }).click();

    await expect(page).toHaveURL(/\/landing-page#why-choose-us$/);
    await expect(page.getByRole('heading', { name: 'Built for how Nigerians buy power' })).toBeInViewport();
  });
});
