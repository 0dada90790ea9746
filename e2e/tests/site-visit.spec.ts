import { randomUUID } from 'node:crypto';

import { expect, test, type APIRequestContext } from '@playwright/test';

import {
  homeAuditAnswers,
  isDesktop,
  readOutbox,
  registerStaff,
  registerViaApi,
  signIn,
  type Session,
} from './support';
import { drawWholeReport } from './support/energy-audit';

// A report, its engine and the message queue on a busy machine.
test.describe.configure({ timeout: 240_000 });

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** The day `days` after today in Lagos, as a date input takes it. */
function lagosDay(days: number): string {
  return new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function outboxText(request: APIRequestContext, to: string): Promise<string> {
  return (await readOutbox(request, to))
    .map((message) => `${message.subject ?? ''}\n${message.body}`)
    .join('\n');
}

test('a customer books a site visit from the report, is told, and staff schedule it in /ops/leads', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerViaApi(request);
  const name = `Visit ${randomUUID().slice(0, 8)}`;
  const audit = await request.post('/api/v1/auditForm/home', {
    headers: bearer(customer),
    data: homeAuditAnswers({
      name,
      phone: customer.phone,
      email: customer.email,
      gridCost: '40000',
      gridHours: '12',
      gen: 'pms',
      genSize: '3.5',
      fuel: '60000',
    }),
  });
  expect(audit.ok(), await audit.text()).toBe(true);
  const id = ((await audit.json()) as { data: { id: string } }).data.id;

  await signIn(page, customer);
  await page.goto(`/energy-audit/${id}/report`);
  await drawWholeReport(page);
  const proposal = page.getByRole('region', { name: 'Your options: backup, paying monthly, warranties' });
  await proposal.scrollIntoViewIfNeeded({ timeout: 60_000 });
  for (const tier of ['Essentials', 'Comfort', 'Full backup']) {
    const card = proposal.getByRole('listitem', { name: tier });
    await expect(card.getByTestId('backup-hours')).toHaveText(/from the battery alone/);
    await expect(card.getByRole('row', { name: /^12 months/ })).toContainText(/₦[\d,]+₦[\d,]+/);
    await expect(card).toContainText(/Today you spend about ₦[\d,]+ a month on the grid and the generator/);
  }
  // Nothing on the report is wider than the screen, on a phone either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await proposal.screenshot({ path: testInfo.outputPath('report-proposal.png') });

  const form = page.getByRole('form', { name: 'Book a site visit' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel(/Contact phone/)).toHaveValue(customer.phone);
  await form.getByLabel('Preferred date').fill(lagosDay(-1));
  await form.getByRole('button', { name: 'Book a site visit' }).click();
  await expect(form.getByText('Please choose today or a later date')).toBeVisible();
  await form.getByLabel('Preferred date').fill(lagosDay(7));
  await form.getByRole('radio', { name: /Afternoon/ }).check();
  await form.getByLabel(/Note for the engineer/).fill('The gate is blue.');
  await form.screenshot({ path: testInfo.outputPath('report-visit-form.png') });
  await form.getByRole('button', { name: 'Book a site visit' }).click();
  const status = page.getByRole('region', { name: 'Book a site visit' }).getByRole('status');
  await expect(status).toHaveText(/^Site visit requested for .+, afternoon\./);
  await page.screenshot({ path: testInfo.outputPath('report-visit-requested.png') });
  await expect
    .poll(() => outboxText(request, customer.email), { timeout: 60_000 })
    .toContain('We have your site visit request');
  await expect
    .poll(() => outboxText(request, customer.phone), { timeout: 60_000 })
    .toMatch(/PowerPay: we have your site visit request for .+, afternoon\./);

  const staff = await registerStaff(request);
  await signIn(page, staff);
  await page.goto('/ops/leads');
  await expect(page.getByRole('navigation', { name: 'Operations' })).toBeVisible({ timeout: 30_000 });
  const visit = page
    .getByRole('listitem', { name: `Lead ${name}` })
    .getByRole('group', { name: 'Site visit' });
  await expect(visit).toContainText('Visit requested');
  await expect(visit).toContainText('Note: The gate is blue.');
  await visit.getByLabel('Visit date').fill(lagosDay(9));
  await visit.getByLabel('Visit time').selectOption('morning');
  await visit.getByRole('button', { name: 'Schedule visit' }).click();
  await expect(page.getByText('Visit scheduled: the customer is told')).toBeVisible();
  await expect(visit).toContainText(/Visit scheduled for .+, morning/);
  if (isDesktop(page)) await page.screenshot({ path: testInfo.outputPath('ops-lead-visit.png') });
  await expect
    .poll(() => outboxText(request, customer.phone), { timeout: 60_000 })
    .toMatch(/PowerPay: your site visit is booked for .+, morning\./);
  await expect
    .poll(() => outboxText(request, customer.email), { timeout: 60_000 })
    .toContain('Your site visit is booked');
});
