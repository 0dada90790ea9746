import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations, linesOfText, openPage, registerViaApi, signIn } from './support';

const HISTORY = 'View your response history';

/** Today as the app shows dates: `MMM D, YYYY` in Nigerian time. */
function today(): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Lagos', month: 'short', day: 'numeric', year: 'numeric' })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

const office = {
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

async function fill(form: Locator, answers: readonly (readonly [string, string])[]) {
  for (const [label, value] of answers) await form.getByLabel(label).fill(value);
}

async function expectDetails(panel: Locator, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    const term = panel.getByRole('term').filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) });
    await expect(term).toHaveCount(1);
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  }
}

/** After Submit the customer lands on the new report (issue 14); the history is one step back. */
async function backFromReport(page: Page) {
  await expect(page).toHaveURL(/\/energy-audit\/[0-9a-f-]+\/report$/);
  await page.getByRole('button', { name: 'Back to Energy Audit' }).click();
  await expect(page).toHaveURL(/\/energy-audit$/);
}

async function openHistoryRow(page: Page, rowName: RegExp) {
  const toggle = page.getByRole('button', { name: HISTORY });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('row', { name: rowName }).first().click();
}

test('signed out: the sign-in prompt with Create an Account and Login', async ({ page }) => {
  await openPage(page, '/energy-audit');

  await expect(page.getByRole('heading', { name: 'You have not signed in' })).toBeVisible();
  await expect(page.getByText('Please create an account or sign in to have access to your account settings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create an Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousAxeViolations(page);
});

test('an office response through both steps, then its read-only details', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, await registerViaApi(request));
  await openPage(page, '/track');
  await page.getByRole('link', { name: 'Fill in the energy audit questionnaire' }).click();
  await expect(page.getByRole('heading', { name: 'Energy Audit', level: 1 })).toBeVisible();
  await expect(page.getByText('Please proceed with an option below that best describes the location you want to power.')).toBeVisible();
  await expect(page.getByRole('button', { name: HISTORY })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Office' }).click();
  const form = page.getByRole('dialog', { name: /Energy Audit Form/ });
  await expect(form.getByText('Step 1/2')).toBeVisible();
  await fill(form, office.contact.slice(0, 3));
  // The contact person starts with the customer's own name (issue 16); cleared, it is required again.
  await form.getByLabel('Contact Person Name').fill('');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await expect(form.getByLabel('Contact Person Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  await fill(form, office.contact.slice(3));
  await form.getByRole('button', { name: 'Next' }).click();

  await expect(form.getByRole('heading', { name: 'Current Electricity Sources' })).toBeVisible();
  await fill(form, office.electricity);
  await form.getByLabel('Grid (hours per day)').fill('4.5');
  await form.getByLabel('Type of Generator').selectOption({ label: 'PMS' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter numbers only')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await form.getByRole('button', { name: 'Back to Contact Person Information' }).click();
  for (const [label, value] of office.contact) await expect(form.getByLabel(label)).toHaveValue(value);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByLabel('Generator size (KVA)')).toHaveValue('27.5');
  await expect(form.getByLabel('Type of Generator')).toHaveValue('pms');
  await form.getByLabel('Grid (hours per day)').fill('10');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Form Submitted Successfully')).toBeVisible();
  await backFromReport(page);
  await expect(form).toBeHidden();
  await openHistoryRow(page, new RegExp(`Office ${today()}`));
  const details = page.getByRole('dialog', { name: 'Office' });
  await expect(details.getByText(`Submitted on ${today()}`)).toBeVisible();
  await expectDetails(details, {
    'Company Name': 'Kaduna Textiles Ltd',
    'Contact Person Name': 'Halima Sani',
    'Contact Phone Number': '08031234567',
    'Company Email': 'facilities@kadunatextiles.ng',
    'Company Address': '12 Ahmadu Bello Way, Kaduna',
    'Grid (hours)': '10 hours',
    'Estimated monthly grid cost': 'NGN 150,000.00',
    'Generator (Fuel)': 'PMS',
    'Generator size': '27.5 KVA',
    'Estimated monthly fuel cost': 'NGN 300,000.00',
    'Number of rooms': '14',
    Inverter: '10 KVA',
    'Daytime peak load': '20 kW',
    'Night-time peak load': '8 kW',
    'Estimated Daily Consumption': '180 kWh',
    'GPS coordinate': '10.5105, 7.4165',
    'Land or roof top space (sqm)': '250 sqm',
  });
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/track$/);
});

test.describe('with the device location shared', () => {
  test.use({ geolocation: { latitude: 9.0765, longitude: 7.3986 }, permissions: ['geolocation'] });

  test('a home response using the current location, listed newest first with its details', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, await registerViaApi(request));
    await openPage(page, '/energy-audit');

    await page.getByRole('button', { name: 'Home' }).click();
    const form = page.getByRole('dialog', { name: /Energy Audit Form/ });
    await fill(form, [
      ['Name', 'Chinedu Eze'],
      ['Phone Number', '09091234567'],
      ['Email Address', 'chinedu.eze@example.com'],
      ['Home Address', '4 Admiralty Way, Lekki, Lagos'],
      ['Home Size (Number of Bedrooms)', '3'],
      ['How many ACs do you want to power during the day', 'two'],
      ['Land or roof top space available for solar panels (sqm)', '40'],
    ]);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please enter numbers only')).toBeVisible();
    await form.getByLabel('How many ACs do you want to power during the day').fill('2');
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('button', { name: 'Use my current location' }).click();
    await expect(form.getByLabel('GPS coordinate for your location')).toHaveValue('9.076500, 7.398600');
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Form Submitted Successfully')).toBeVisible();
  await backFromReport(page);
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: HISTORY }).click();
    await expect(page.getByRole('row', { name: new RegExp(`Home ${today()}`) })).toHaveCount(1);
    await openHistoryRow(page, new RegExp(`Home ${today()}`));
    const details = page.getByRole('dialog', { name: 'Home' });
    await expectDetails(details, {
      Name: 'Chinedu Eze',
      Address: '4 Admiralty Way, Lekki, Lagos',
      'Phone Number': '09091234567',
      Email: 'chinedu.eze@example.com',
      'Number of Rooms': '3',
      'ACs to power during the day': '2',
      'Home Appliances': 'Yes',
      'GPS coordinate': '9.076500, 7.398600',
      'Land or roof top space (sqm)': '40 sqm',
    });
    await expectNoSeriousAxeViolations(page);
  });
});

test('on a 360 px phone the response history keeps inside its card, each date on one line', async ({ page, request }) => {
  const session = await registerViaApi(request);
  const answers = {
    home: { name: 'Chinedu Eze', phone: '8091234567', rooms: '3', ac: '2', appliances: 'true' },
    office: { name: 'Kaduna Textiles Ltd', contact_name: 'Halima Sani', phone: '08031234567', gridHours: '10', gridCost: '150000', gen: 'diesel', genSize: '27.5', fuel: '300000', inverter: '10', nightPeakLoad: '8', dayPeakLoad: '20', dayConsumption: '180', rooms: '14' },
  };
  for (const [kind, body] of Object.entries(answers)) {
    const response = await request.post(`/api/v1/auditForm/${kind}`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { email: session.email, address: '4 Admiralty Way, Lekki, Lagos', gps: '6.4474, 3.4723', land: '40', ...body },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, session);
  await openPage(page, '/energy-audit');

  await page.getByRole('button', { name: HISTORY }).click();
  const table = page.getByRole('table', { name: 'Your energy audit responses' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const card = page.locator('section', { has: page.getByRole('button', { name: HISTORY }) });
  const [tableBox, cardBox] = await Promise.all([table.boundingBox(), card.boundingBox()]);
  expect(tableBox && cardBox && tableBox.x + tableBox.width <= cardBox.x + cardBox.width).toBe(true);
  const dates = await table.getByRole('cell', { name: today(), exact: true }).all();
  expect(dates).toHaveLength(2);
  for (const date of dates) expect(await linesOfText(date)).toBe(1);
});

const IMPROVE_REPORT = /^Improve your report \(optional\)/;

test('home: customer details prefilled; the optional questions stay collapsed, never block, are checked and shown back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await registerViaApi(request);
  await signIn(page, session);
  await openPage(page, '/energy-audit');

  await page.getByRole('button', { name: 'Home' }).click();
  const form = page.getByRole('dialog', { name: /Energy Audit Form/ });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${session.first_name} ${session.last_name}`);
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
  await openHistoryRow(page, new RegExp(`Home ${today()}`));
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

test('office: a "None" generator needs no size or fuel cost; the optional site questions are kept', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, await registerViaApi(request));
  await openPage(page, '/energy-audit');

  await page.getByRole('button', { name: 'Office' }).click();
  const form = page.getByRole('dialog', { name: /Energy Audit Form/ });
  await fill(form, office.contact);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Type of Generator').selectOption({ label: 'None' });
  await expect(form.getByText('Not needed without a generator')).toHaveCount(2);
  await fill(
    form,
    office.electricity.filter(([label]) => label !== 'Generator size (KVA)' && label !== 'Estimated monthly generator fuel cost (NGN)'),
  );
  await form.getByRole('button', { name: IMPROVE_REPORT }).click();
  await form.getByLabel('Shade on the roof or land').selectOption({ label: 'Heavy shade' });
  await form.getByLabel('Preferred battery').selectOption({ label: 'Lithium (LiFePO4)' });
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Form Submitted Successfully')).toBeVisible();
  await backFromReport(page);
  await openHistoryRow(page, new RegExp(`Office ${today()}`));
  const details = page.getByRole('dialog', { name: 'Office' });
  await expectDetails(details, { 'Generator (Fuel)': 'None', Shade: 'Heavy shade', 'Preferred battery': 'Lithium (LiFePO4)' });
  await expect(details.getByRole('term').filter({ hasText: /^Generator size$/ })).toHaveCount(0);
});
