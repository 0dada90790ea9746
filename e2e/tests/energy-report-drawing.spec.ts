import { expect, test } from '@playwright/test';

import { openPage } from './support';
import { customerWithReport, drawWholeReport } from './support/energy-audit';

// The report draws its sections as the reader comes near them (decision 063).

const SECTION_IDS = [
  'current-situation',
  'load-profile',
  'solar-resource',
  'recommended-system',
  'production',
  'hour-by-hour',
  'costs',
  'savings',
  'life-money',
  'environment',
  'how-sure',
  'assumptions',
  'proposal',
  'next-steps',
];

test('sections far below are titled but drawn only as the reader scrolls to them, in the report’s order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const reportPath = await customerWithReport(page, request);
  await openPage(page, reportPath);
  await expect(page.getByTestId('recommended-system')).toBeVisible({ timeout: 30_000 });

  // The last section is far below the first screen: its title holds its place, its content waits.
  await expect(page.getByRole('heading', { name: 'Next steps', level: 2 })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Next steps' })).toHaveCount(0);
  await expect(page.getByTestId('report-sections-to-draw')).toHaveCount(1);

  await drawWholeReport(page);
  await expect(page.getByRole('region', { name: 'Next steps' })).toBeVisible();
  const drawn = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map(({ id }) => id));
  expect(drawn.filter((id) => SECTION_IDS.includes(id))).toEqual(SECTION_IDS);
  // Each title once: no placeholder is left beside its drawn section.
  await expect(page.getByRole('heading', { name: 'Next steps', level: 2 })).toHaveCount(1);
});

test('printing the report draws every section first', async ({ page, request }) => {
  const reportPath = await customerWithReport(page, request);
  await openPage(page, reportPath);
  await expect(page.getByTestId('recommended-system')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Next steps' })).toHaveCount(0);

  // What the browser sends just before it lays the page out for print (Ctrl+P, Share → Print).
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(page.getByTestId('report-sections-to-draw')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Next steps' })).toBeAttached();
});
