import { expect, test } from '@playwright/test';

import { expectNoSeriousAxeViolations, openPage, registerViaApi, signIn } from './support';
import {
  backFromReport,
  expectDetails,
  fill,
  office,
  openAuditFormAsNewCustomer,
  openHistoryRow,
  today,
} from './support/energy-audit';

// The energy audit's optional questions (Improve your report), on the home and the office form.

const IMPROVE_REPORT = /^Improve your report \(optional\)/;

test('home: customer details prefilled; the optional questions stay collapsed, never block, are checked and shown back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await registerViaApi(request);
  await signIn(page, session);
  await openPage(page, '/energy-audit');

  await page.getByRole('button', { name: 'Home' }).click();
  const form = page.getByRole('dialog', { name: /Energy Audit Form/ });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    `${session.first_name} ${session.last_name}`,
  );
  await expect(form.getByLabel('Phone Number')).toHaveValue(session.phone.replace(/^0/, ''));
  await expect(form.getByLabel('Email Address')).toHaveValue(session.email);
  const toggle = form.getByRole('button', { name: IMPROVE_REPORT });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(form.getByLabel('Monthly grid electricity spend (NGN)')).toBeHidden();

  await fill(form, [
    ['Home Address', '4 Admiralty Way, Lekki, Lagos'],
    ['Home Size (Number of Bedrooms)', '3'],
    ['How many ACs do you want to power during the day', '2'],
    ['GPS coordinate for your location', '6.4474, 3.4723'],
    ['Land or roof top space available for solar panels (sqm)', '40'],
  ]);
  await form.getByRole('radio', { name: 'No' }).check();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await fill(form, [
    ['Monthly grid electricity spend (NGN)', '30000'],
    ['Grid supply (hours per day)', '30'],
    ['Generator size (KVA)', '3.5'],
    ['Monthly generator fuel spend (NGN)', '40000'],
  ]);
  await form.getByLabel('Type of generator').selectOption({ label: 'PMS' });
  await form.getByLabel('Which system would you choose?').selectOption('full');
  await form.getByLabel('Where would the panels go?').selectOption({ label: 'Flat concrete roof' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter hours between 0 and 24')).toBeVisible();
  await expect(form.getByLabel('Grid supply (hours per day)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);

  await form.getByLabel('Grid supply (hours per day)').fill('12');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form Submitted Successfully')).toBeVisible();
  await backFromReport(page);
  await expect(form).toBeHidden();
  await openHistoryRow(page, new RegExp(`Home.*${today()}`));
  const details = page.getByRole('dialog', { name: 'Home' });
  await expectDetails(details.getByRole('region', { name: 'Improve your report' }), {
    'Monthly grid spend': 'NGN 30,000.00',
    'Grid supply': '12 hours a day',
    'Type of generator': 'PMS',
    'Generator size': '3.5 KVA',
    'Monthly fuel spend': 'NGN 40,000.00',
    'Budget preference': 'Full backup',
    'Where the panels would go': 'Flat concrete roof',
  });
  await expectNoSeriousAxeViolations(page);
});

test('office: a "None" generator needs no size or fuel cost; the optional site questions are kept', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const form = await openAuditFormAsNewCustomer(page, request, 'Office');
  await fill(form, office.contact);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Type of Generator').selectOption({ label: 'None' });
  await expect(form.getByText('Not needed without a generator')).toHaveCount(2);
  await fill(
    form,
    office.electricity.filter(
      ([label]) =>
        label !== 'Generator size (KVA)' && label !== 'Estimated monthly generator fuel cost (NGN)',
    ),
  );
  await form.getByRole('button', { name: IMPROVE_REPORT }).click();
  await form.getByLabel('Shade on the roof or land').selectOption({ label: 'Heavy shade' });
  await form.getByLabel('Preferred battery').selectOption({ label: 'Lithium (LiFePO4)' });
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Form Submitted Successfully')).toBeVisible();
  await backFromReport(page);
  await openHistoryRow(page, new RegExp(`Office.*${today()}`));
  const details = page.getByRole('dialog', { name: 'Office' });
  await expectDetails(details, {
    'Generator (Fuel)': 'None',
    Shade: 'Heavy shade',
    'Preferred battery': 'Lithium (LiFePO4)',
  });
  await expect(details.getByRole('term').filter({ hasText: /^Generator size$/ })).toHaveCount(0);
});
