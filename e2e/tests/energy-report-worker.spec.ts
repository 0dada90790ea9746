import { expect, test, type Worker } from '@playwright/test';

import { linesOfText, openPage } from './support';
import { customerWithReport, drawWholeReport } from './support/energy-audit';

/** The report worker's script as the build names it (web/src/features/energy-report/utils/report-worker.ts). */
const REPORT_WORKER_SCRIPT = /\/assets\/compose-report\.worker-[\w-]+\.js$/;
const RECOMMENDED_SYSTEM =
  /^(Essentials|Comfort|Full backup): .+ kWp solar .+ kWh .+ battery .+ kVA inverters?/;

test('the report is composed in its own worker, started from the report worker script, and its figures appear', async ({
  page,
  request,
}) => {
  const reportPath = await customerWithReport(page, request);
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));

  await openPage(page, reportPath);

  await expect(page.getByTestId('recommended-system')).toHaveText(RECOMMENDED_SYSTEM, { timeout: 30_000 });
  await drawWholeReport(page);
  await expect(page.getByTestId('payback')).toHaveText(/\S/);
  // One dedicated worker for the report, and it is the report worker's script: the engine runs there.
  expect(workers.map((worker) => new URL(worker.url()).pathname)).toEqual([
    expect.stringMatching(REPORT_WORKER_SCRIPT),
  ]);
  // A what-if is composed by the same worker: none other is started.
  await page.getByLabel('System option', { exact: true }).selectOption('essentials');
  await expect(page.getByTestId('recommended-system')).toHaveText(/^Essentials: /);
  expect(workers).toHaveLength(1);
});

test('where the browser has no Worker, the report is composed on the page with the same figures', async ({
  page,
  request,
}) => {
  const reportPath = await customerWithReport(page, request);
  await openPage(page, reportPath);
  const withWorker = await page.getByTestId('recommended-system').textContent({ timeout: 30_000 });
  await expect(page.getByTestId('recommended-system')).toHaveText(RECOMMENDED_SYSTEM);

  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  await page.addInitScript(() => {
    // An old browser's page: no Worker at all.
    Reflect.deleteProperty(globalThis, 'Worker');
  });
  await page.reload();

  await expect(page.getByTestId('recommended-system')).toHaveText(withWorker ?? '', { timeout: 30_000 });
  await drawWholeReport(page);
  await expect(page.getByTestId('payback')).toHaveText(/\S/);
  expect(workers).toEqual([]);
});

test('on a 360 px phone each instalment term ("6 months") stays on one line', async ({ page, request }) => {
  const reportPath = await customerWithReport(page, request);
  await page.setViewportSize({ width: 360, height: 740 });

  await openPage(page, reportPath);
  await drawWholeReport(page);

  const proposal = page.getByRole('region', { name: /^Your options/ });
  await proposal.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const terms = proposal.getByRole('rowheader', { name: /^\d+ months$/ });
  await expect(terms.first()).toBeVisible();
  expect(await terms.count()).toBeGreaterThanOrEqual(3);
  for (const term of await terms.all())
    expect(await linesOfText(term), (await term.textContent()) ?? '').toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
