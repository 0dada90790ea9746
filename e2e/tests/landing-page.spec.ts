import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  expectNoSeriousAxeViolations,
  isDesktop,
  metaDescription,
  openPage,
  thisYearInLagos,
} from './support';

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
    await openPage(page, '/landing-page');

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
    await expect(footer.getByText(`© ${thisYearInLagos()} PowerPay. All rights reserved.`)).toBeVisible();

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
    await openPage(page, '/landing-page');

    for (const section of [...LANDING_SECTIONS.slice(1), LANDING_SECTIONS[0]]) {
      const navigation = await openSectionNavigation(page);
      await navigation.getByRole('link', { name: section.anchor, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/landing-page${section.hash}$`));
      await expect(page.getByRole('heading', { name: section.heading })).toBeInViewport();
      if (!isDesktop(page)) await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    }
  });

  test('Buy Solar and Buy Electricity buttons lead to their apps', async ({ page }) => {
    await openPage(page, '/landing-page');

    const navigation = await openSectionNavigation(page);
    const actions = isDesktop(page) ? page.getByRole('banner') : navigation;
    await expect(actions.getByRole('link', { name: 'Buy Solar' })).toHaveAttribute('href', '/buy-solar-app');
    await actions.getByRole('link', { name: 'Buy Electricity' }).click();
    await expect(page).toHaveURL(/\/buy-electricity$/, { timeout: 10_000 });
  });

  test('the hero meter box validates, then carries its number into Buy Electricity', async ({ page }) => {
    await openPage(page, '/landing-page');
    const hero = page.getByRole('form', { name: HERO_FORM });
    const input = hero.getByLabel('Enter your meter number');

    await hero.getByRole('button', { name: 'Buy Electricity' }).click();
    await expect(hero.getByText('Please enter your meter number')).toBeVisible();

    await input.fill('4501234');
    await hero.getByRole('button', { name: 'Buy Electricity' }).click();
    await expect(hero.getByText('Invalid Meter Number')).toBeVisible();
    await expect(page).toHaveURL(/\/landing-page$/);
    expect(await readLandingMeter(page)).toBeNull();

    // A 13-digit meter, which the purchase form takes, is taken here too (docs/product.md §12).
    await input.fill('4501234567890');
    await hero.getByRole('button', { name: 'Buy Electricity' }).click();

    await expect(page).toHaveURL(/\/buy-electricity$/);
    expect(await readLandingMeter(page)).toBe('4501234567890');
    await expect(page.getByRole('textbox', { name: 'Meter Number', exact: true })).toHaveValue(
      '4501234567890',
    );
  });

  test('the box near the footer validates and carries its own number, not the hero box', async ({ page }) => {
    await openPage(page, '/landing-page');
    await page
      .getByRole('form', { name: HERO_FORM })
      .getByLabel('Enter your meter number')
      .fill('11111111111');
    const footerBox = page.getByRole('form', { name: FOOTER_FORM });
    const input = footerBox.getByLabel('Your meter number');
    await input.scrollIntoViewIfNeeded();

    await footerBox.getByRole('button', { name: 'Top Up Now' }).click();
    await expect(footerBox.getByText('Please enter your meter number')).toBeVisible();
    // Meters run 11 to 20 digits (docs/product.md §12): seven digits are too few.
    await input.fill('6201234');
    await expect(footerBox.getByText('Invalid Meter Number')).toBeVisible();

    await input.fill('62012345678');
    await expect(footerBox.getByText('Invalid Meter Number')).toBeHidden();
    await footerBox.getByRole('button', { name: 'Top Up Now' }).click();

    await expect(page).toHaveURL(/\/buy-electricity$/);
    expect(await readLandingMeter(page)).toBe('62012345678');
    await expect(page.getByRole('textbox', { name: 'Meter Number', exact: true })).toHaveValue('62012345678');
  });
});
