import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  expectNoSeriousAxeViolations,
  openPage,
  readOutbox,
  registerViaApi,
  signIn,
  uniqueEmail,
} from './support';
import { drawWholeReport, office } from './support/energy-audit';

const SUPPORT_EMAIL = 'support@powerpay.ng';
const REPORT_URL = /\/energy-audit\/([0-9a-f-]+)\/report/;
const CHARTS = [
  /^What one kWh costs you/,
  /^Sunshine per day by month/,
  /^Monthly solar production against your use/,
  /^10-year cumulative cash flow/,
  /^A typical dry-season day \(\d+ February\)/,
  /^A typical rainy-season day \(\d+ August\)/,
  /^Battery charge over a week/,
  /^Where each month's energy comes from/,
  /^20-year cash flow over the system’s life/,
];

async function fill(form: Locator, answers: readonly (readonly [string, string])[]) {
  for (const [label, value] of answers)
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
}

async function submitHome(page: Page, email: string) {
  await page.getByRole('button', { name: 'Home' }).click();
  const form = page.getByRole('dialog', { name: /Energy Audit Form/ });
  await fill(form, [
    ['Name', 'Chinedu Eze'],
    ['Phone Number', '8091234567'],
    ['Email Address', email],
    ['Home Address', '4 Admiralty Way, Lekki, Lagos'],
    ['Home Size (Number of Bedrooms)', '3'],
    ['How many ACs do you want to power during the day', '2'],
    ['GPS coordinate for your location', '6.4474, 3.4723'],
    ['Land or roof top space available for solar panels (sqm)', '40'],
  ]);
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('button', { name: /^Improve your report \(optional\)/ }).click();
  await fill(form, [
    ['Monthly grid electricity spend (NGN)', '40000'],
    ['Grid supply (hours per day)', '12'],
    ['Generator size (KVA)', '3.5'],
    ['Monthly generator fuel spend (NGN)', '60000'],
  ]);
  await form.getByLabel('Type of generator').selectOption({ label: 'PMS' });
  await form.getByRole('button', { name: 'Submit' }).click();
}

async function submitOffice(page: Page, email: string) {
  await page.getByRole('button', { name: 'Office' }).click();
  const form = page.getByRole('dialog', { name: /Energy Audit Form/ });
  await fill(
    form,
    office.contact.map(([label, value]) => [label, label === 'Company Email' ? email : value] as const),
  );
  await form.getByRole('button', { name: 'Next' }).click();
  await fill(form, office.electricity);
  await form.getByLabel('Type of Generator').selectOption({ label: 'Diesel' });
  await form.getByRole('button', { name: 'Submit' }).click();
}

for (const site of [
  { kind: 'home', submit: submitHome, person: 'Chinedu Eze' },
  { kind: 'office', submit: submitOffice, person: 'Halima Sani' },
] as const) {
  test(`a ${site.kind} audit lands on its report: system, charts, what-if, PDF and both e-mails`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, await registerViaApi(request));
    await openPage(page, '/energy-audit');
    const email = uniqueEmail(site.kind);

    await site.submit(page, email);

    await expect(page).toHaveURL(REPORT_URL, { timeout: 20_000 });
    const id = REPORT_URL.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { name: 'Your Solar Energy Report', level: 1 })).toBeVisible();
    await expect(page.getByTestId('recommended-system')).toHaveText(
      /^(Essentials|Comfort|Full backup): .+ kWp solar .+ kWh .+ battery .+ kVA inverters?( · .+ A charge controllers?)?$/,
    );
    await drawWholeReport(page);
    for (const chart of CHARTS) {
      const image = page.getByRole('img', { name: chart });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
    }
    // The cost tables need no sideways scroll, on a phone either: the total is in sight.
    for (const name of ['Bill of quantities', 'If prices change', 'P50 and P90']) {
      const region = page.getByRole('region', { name });
      await region.scrollIntoViewIfNeeded();
      expect(
        await region.evaluate((box) => box.scrollWidth <= box.clientWidth),
        `${name} fits its width`,
      ).toBe(true);
    }
    await expect(page.getByRole('row', { name: /^Total estimate/ })).toContainText(/₦\d[\d,]*$/);
    await expect(
      page
        .getByRole('region', { name: 'How sure are these figures' })
        .getByText(/for every hour of the year/),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // What if fuel costs more? The report recomputes in the browser and the link keeps the choice.
    const payback = page.getByTestId('payback');
    const before = await payback.textContent();
    await page.getByRole('textbox', { name: /^Fuel price \(/ }).fill('3000');
    await expect(payback).not.toHaveText(before ?? '');
    await expect(page).toHaveURL(/fuelPrice=3000/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Fuel price \(/ })).toHaveValue('3000');
    await drawWholeReport(page);
    await expect(payback).not.toHaveText(before ?? '');
    // What if money is cheaper? The life-cycle figures follow, and the link keeps the rate.
    const life = page.getByRole('region', { name: 'Over the system’s life' });
    // The first figure of the section is its net present value.
    const npv = life.getByRole('definition').first();
    const npvBefore = await npv.textContent();
    await page.getByRole('textbox', { name: 'Discount rate' }).fill('10');
    await expect(page).toHaveURL(/discountRate=10/);
    await expect(npv).not.toHaveText(npvBefore ?? '');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^powerpay-solar-report-${site.kind}-[a-z0-9-]+-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );

    await expect.poll(async () => (await readOutbox(request, email)).length, { timeout: 30_000 }).toBe(1);
    const [customerMail] = await readOutbox(request, email);
    expect(customerMail?.body).toContain(`/energy-audit/${id}/report`);
    expect(customerMail?.body).toMatch(/\[Attachment: powerpay-solar-report-.+\.pdf/);
    await expect
      .poll(
        async () =>
          (await readOutbox(request, SUPPORT_EMAIL)).filter((mail) => mail.body.includes(id)).length,
        { timeout: 30_000 },
      )
      .toBe(1);
    const [lead] = (await readOutbox(request, SUPPORT_EMAIL)).filter((mail) => mail.body.includes(id));
    expect(lead?.body).toContain(`Contact person: ${site.person}`);
  });
}

test('a report of absurd answers, an address typed as one long word included, stays inside a 360 px phone', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request);
  const response = await request.post('/api/v1/auditForm/home', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      name: 'Chinedu Eze',
      phone: '8091234567',
      email: session.email,
      address: `4 ${'AdmiraltyWayLekki'.repeat(8)}, Lagos`,
      rooms: '999999999',
      ac: '2',
      appliances: 'true',
      gps: '6.4474, 3.4723',
      land: '40',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = ((await response.json()) as { data: { id: string } }).data;
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, session);

  await openPage(page, `/energy-audit/${id}/report`);
  await drawWholeReport(page);
  await expect(page.getByRole('region', { name: 'Next steps' })).toBeVisible();
  const overflowing = await page
    .locator('dd')
    .evaluateAll((values) =>
      values
        .filter(
          (value) =>
            value.scrollWidth > value.clientWidth + 1 ||
            value.getBoundingClientRect().right >
              (value.parentElement?.getBoundingClientRect().right ?? 0) + 1,
        )
        .map((value) => value.textContent),
    );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The summary card clips what runs past it: the address line must wrap inside it instead.
  const siteLine = page.locator('#summary p', { hasText: 'AdmiraltyWayLekki' });
  expect(await siteLine.evaluate((line) => line.scrollWidth <= line.clientWidth + 1)).toBe(true);
});

test('the report of another account is not shown', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.goto('/energy-audit/6f1c1f9e-3a51-4c1b-9a55-1f0f2b7f0000/report');
  await expect(page.getByText('Report not found')).toBeVisible({ timeout: 30_000 });
});
