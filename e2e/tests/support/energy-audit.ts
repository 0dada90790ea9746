import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { homeAuditAnswers, registerViaApi } from './api';
import { openPage } from './page';
import { signIn } from './session';

/** The energy audit's journeys: an office's answers and the steps its specs share. */

export const HISTORY = 'View your response history';

/** Today as the app shows dates: `MMM D, YYYY` in Nigerian time. */
export function today(): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Africa/Lagos',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

export const office = {
  contact: [
    ['Company Name', 'Kaduna Textiles Ltd'],
    ['Company Address', '12 Ahmadu Bello Way, Kaduna'],
    ['Company Email', 'facilities@kadunatextiles.ng'],
    ['Contact Person Name', 'Halima Sani'],
    ['Contact Phone Number', '8031234567'],
  ],
  electricity: [
    ['Grid (hours per day)', '10'],
    ['Estimated monthly grid cost (NGN)', '150000'],
    ['Generator size (KVA)', '27.5'],
    ['Estimated monthly generator fuel cost (NGN)', '300000'],
    ['Inverter (capacity - KVA)', '10'],
    ['Estimated daytime peak load in kW', '20'],
    ['Estimated night-time peak load in kW', '8'],
    ['Estimated daily consumption in kWh', '180'],
    ['Number of rooms in the building', '14'],
    ['GPS coordinate for your office location', '10.5105, 7.4165'],
    ['Land or roof top space available for solar panels (sqm)', '250'],
  ],
} as const;

/** Fills each labelled field of `form` with its answer. */
export async function fill(form: Locator, answers: readonly (readonly [string, string])[]) {
  for (const [label, value] of answers) await form.getByLabel(label).fill(value);
}

/** Each label of the read-only details shows its value. */
export async function expectDetails(panel: Locator, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    const term = panel
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) });
    await expect(term).toHaveCount(1);
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  }
}

/** After Submit the customer lands on the new report (decision 018); the history is one step back. */
export async function backFromReport(page: Page) {
  await expect(page).toHaveURL(/\/energy-audit\/[0-9a-f-]+\/report$/);
  await page.getByRole('button', { name: 'Back to Energy Audit' }).click();
  await expect(page).toHaveURL(/\/energy-audit$/);
}

/** Opens the response history (if closed) and the first row named `rowName`. */
export async function openHistoryRow(page: Page, rowName: RegExp) {
  const toggle = page.getByRole('button', { name: HISTORY });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('row', { name: rowName }).first().click();
}

/** Signs a new customer in, opens Energy Audit and its `kind` form; answers the form's dialog. */
export async function openAuditFormAsNewCustomer(
  page: Page,
  request: APIRequestContext,
  kind: 'Home' | 'Office',
): Promise<Locator> {
  await signIn(page, await registerViaApi(request));
  await openPage(page, '/energy-audit');
  await page.getByRole('button', { name: kind }).click();
  return page.getByRole('dialog', { name: /Energy Audit Form/ });
}

/** A signed-in customer with a home audit submitted through the API; answers the report's path. */
export async function customerWithReport(page: Page, request: APIRequestContext): Promise<string> {
  const session = await registerViaApi(request);
  const response = await request.post('/api/v1/auditForm/home', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: homeAuditAnswers({ email: session.email, gridHours: '12', gridCost: '30000', fuel: '40000' }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = ((await response.json()) as { data: { id: string } }).data;
  await signIn(page, session);
  return `/energy-audit/${id}/report`;
}

/**
 * Scrolls to the report's end until every section is drawn: the page draws its sections as the reader
 * comes near them (decision 063), so a journey reading a lower section scrolls there as a person does.
 */
export async function drawWholeReport(page: Page) {
  await expect(page.getByTestId('recommended-system')).toBeVisible({ timeout: 30_000 });
  // The sections come a frame after the summary and the what-if box (decision 069): until then no
  // section waits to be drawn because none is on the page. The last one's title, drawn or not, says
  // they are.
  await expect(page.getByRole('heading', { name: 'Next steps', level: 2 })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('region', { name: 'Next steps' })).toBeAttached({ timeout: 2_000 });
    await expect(page.getByTestId('report-sections-to-draw')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
