import { expect, test } from '@playwright/test';

import { expectNoSeriousAxeViolations } from './support';
import { fill, office, openAuditFormAsNewCustomer } from './support/energy-audit';

const LOAD_FIELDS = [
  'Estimated daytime peak load in kW',
  'Estimated night-time peak load in kW',
  'Estimated daily consumption in kWh',
];

// A manager who does not know the office's peak kW or daily kWh lists the appliances instead
// (docs/product.md §2, decision 056); the figures fill the form's fields, and the report opens.
test('Help me estimate fills the office form’s peak loads and daily use from a list of appliances', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const form = await openAuditFormAsNewCustomer(page, request, 'Office');
  await fill(form, office.contact);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Current Electricity Sources' })).toBeVisible();
  await fill(
    form,
    office.electricity.filter(([label]) => !LOAD_FIELDS.includes(label)),
  );
  await form.getByLabel('Type of Generator').selectOption({ label: 'Diesel' });

  await form.getByRole('button', { name: 'Help me estimate' }).click();
  const estimator = form.getByRole('group', { name: 'Help me estimate' });
  await estimator.getByLabel('Appliance').selectOption({ label: 'Desktop computer with monitor' });
  await estimator.getByRole('button', { name: 'Add appliance' }).click();
  await estimator.getByLabel('Appliance').selectOption({ label: 'Refrigerator' });
  await estimator.getByRole('button', { name: 'Add appliance' }).click();
  const computers = estimator.getByRole('group', { name: 'Desktop computer with monitor' });
  await expect(computers.getByLabel('Watts each')).toHaveValue('270');
  await computers.getByLabel('How many').fill('6');
  await expectNoSeriousAxeViolations(page);

  // Day: 6 × 270 W + 725 W = 2.345 kW → 3; night: the fridge, 0.725 kW → 1;
  // 6 × 270 × 8 + 725 × 8 Wh = 18.76 kWh → 19.
  await expect(estimator.getByRole('status')).toHaveText(
    'Daytime peak about 3 kW, night-time peak about 1 kW, about 19 kWh a day.',
  );
  await estimator.getByRole('button', { name: 'Use these figures' }).click();
  await expect(form.getByLabel(LOAD_FIELDS[0] ?? '')).toHaveValue('3');
  await expect(form.getByLabel(LOAD_FIELDS[1] ?? '')).toHaveValue('1');
  await expect(form.getByLabel(LOAD_FIELDS[2] ?? '')).toHaveValue('19');

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form Submitted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/energy-audit\/[^/]+\/report/, { timeout: 30_000 });
});
