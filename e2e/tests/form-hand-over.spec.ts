import { expect, test, type Page } from '@playwright/test';

/**
 * A prerendered form works the same whether it is sent before, while or after the app starts
 * (decision 047): the landing page's meter box, the first thing most visitors use, never loses the
 * number sent. Each round is a fresh page whose code is held back, and the test waits for states
 * (the form held, a chunk requested, the app ready), never for a length of time.
 */
const HERO_FORM = 'Start a purchase';
const HERO_INPUT = 'Enter your meter number';
const ROUNDS = 20;

/** Where in the app's start the number is sent. */
const MOMENTS = [
  'before the code arrives',
  'while the page is being adopted',
  'as the code arrives',
] as const;

/** A gate that holds back every request for a URL matching `pattern` until it is opened. */
async function holdRequests(page: Page, pattern: RegExp) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let requested: () => void = () => undefined;
  const isRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(pattern, async (route) => {
    requested();
    await opened;
    await route.continue();
  });
  return { open, isRequested };
}

test('the landing box never loses a number sent while the app starts (20 fresh pages)', async ({
  context,
}) => {
  test.setTimeout(ROUNDS * 20_000);
  for (let round = 0; round < ROUNDS; round++) {
    const moment = MOMENTS[round % MOMENTS.length]!;
    const meterNo = `450${String(10_000_000 + round * 7919).padStart(8, '0')}`;
    // A new tab each round; the number differs each round, so one kept from an earlier round cannot pass.
    const page = await context.newPage();
    const entry = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    const landingChunk = await holdRequests(page, /\/assets\/landing-page-[\w-]+\.js$/);
    await page.goto('/landing-page', { waitUntil: 'domcontentloaded' });
    const hero = page.getByRole('form', { name: HERO_FORM });
    const meterBox = hero.getByRole('textbox', { name: HERO_INPUT });

    await test.step(`round ${round + 1}: ${meterNo} sent ${moment}`, async () => {
      if (moment === 'before the code arrives') {
        landingChunk.open();
        await meterBox.fill(meterNo);
        await meterBox.press('Enter');
        await expect(hero).toHaveAttribute('data-submit-held', '');
        await expect(hero.getByRole('button', { name: 'Loading...' })).toBeVisible();
        entry.open();
      } else if (moment === 'while the page is being adopted') {
        // The entry runs and asks for the page's own chunk; the page is adopted once that arrives.
        entry.open();
        await landingChunk.isRequested;
        await meterBox.fill(meterNo);
        await meterBox.press('Enter');
        landingChunk.open();
      } else {
        await meterBox.fill(meterNo);
        entry.open();
        landingChunk.open();
        await meterBox.press('Enter');
      }

      await expect(page).toHaveURL(/\/buy-electricity$/);
      await expect(page.getByRole('textbox', { name: 'Meter Number', exact: true })).toHaveValue(meterNo);
    });
    await page.close();
  }
});
