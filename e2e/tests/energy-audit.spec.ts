import { expect, test } from '@playwright/test';

import { expectNoSeriousAxeViolations, linesOfText, openPage, registerViaApi, signIn } from './support';
import {
  backFromReport,
  expectDetails,
  fill,
  HISTORY,
  office,
  openAuditFormAsNewCustomer,
  openHistoryRow,
  today,
} from './support/energy-audit';

test('signed out: the sign-in prompt with Create an Account and Login', async ({ page }) => {
  await openPage(page, '/energy-audit');

  await expect(page.getByRole('heading', { name: 'You have not signed in' })).toBeVisible();
  await expect(
    page.getByText('Please create an account or sign in to have access to your account settings'),
  ).toBeVisible();
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
  await expect(
    page.getByText('Please proceed with an option below that best describes the location you want to power.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: HISTORY })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Office' }).click();
  const form = page.getByRole('dialog', { name: /Energy Audit Form/ });
  await expect(form.getByText('Step 1/2')).toBeVisible();
  await fill(form, office.contact.slice(0, 3));
  // The contact person starts with the customer's own name (docs/product.md §2); cleared, it is required again.
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
  await openHistoryRow(page, new RegExp(`Office.*${today()}`));
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
  // The row that was clicked is not focusable: focus comes back to its View button, not the page's body.
  await expect(
    page.getByRole('button', { name: new RegExp(`^View Office response of ${today()}`) }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/track$/);
});

test.describe('with the device location shared', () => {
  test.use({ geolocation: { latitude: 9.0765, longitude: 7.3986 }, permissions: ['geolocation'] });

  test('a home response using the current location, listed newest first with its details', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const form = await openAuditFormAsNewCustomer(page, request, 'Home');
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
    await expect(page.getByRole('row', { name: new RegExp(`Home.*${today()}`) })).toHaveCount(1);
    await openHistoryRow(page, new RegExp(`Home.*${today()}`));
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

test('a phone’s Back closes the audit form on its page and keeps the answers; Forward opens it again', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  await openPage(page, '/track');
  await page.getByRole('link', { name: 'Fill in the energy audit questionnaire' }).click();
  await page.getByRole('button', { name: 'Office' }).click();
  const form = page.getByRole('dialog', { name: /Energy Audit Form/ });
  await fill(form, office.contact.slice(0, 2));

  await page.goBack();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/energy-audit$/);
  await expect(page.getByRole('heading', { name: 'Energy Audit', level: 1 })).toBeVisible();

  await page.goForward();
  await expect(form.getByRole('textbox', { name: office.contact[0][0], exact: true })).toHaveValue(
    office.contact[0][1],
  );
  await expect(form.getByRole('textbox', { name: office.contact[1][0], exact: true })).toHaveValue(
    office.contact[1][1],
  );
});

test('a reload, or a phone dropping the tab, keeps the open form and its answers', async ({
  page,
  request,
}) => {
  const form = await openAuditFormAsNewCustomer(page, request, 'Office');
  await fill(form, office.contact.slice(0, 2));

  await page.reload();

  await expect(form.getByRole('textbox', { name: office.contact[0][0], exact: true })).toHaveValue(
    office.contact[0][1],
  );
  await expect(form.getByRole('textbox', { name: office.contact[1][0], exact: true })).toHaveValue(
    office.contact[1][1],
  );
});

test('on a 360 px phone the response history keeps inside its card, each date on one line', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request);
  const answers = {
    home: { name: 'Chinedu Eze', phone: '8091234567', rooms: '3', ac: '2', appliances: 'true' },
    office: {
      name: 'Kaduna Textiles Ltd',
      contact_name: 'Halima Sani',
      phone: '08031234567',
      gridHours: '10',
      gridCost: '150000',
      gen: 'diesel',
      genSize: '27.5',
      fuel: '300000',
      inverter: '10',
      nightPeakLoad: '8',
      dayPeakLoad: '20',
      dayConsumption: '180',
      rooms: '14',
    },
  };
  for (const [kind, body] of Object.entries(answers)) {
    const response = await request.post(`/api/v1/auditForm/${kind}`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: {
        email: session.email,
        address: '4 Admiralty Way, Lekki, Lagos',
        gps: '6.4474, 3.4723',
        land: '40',
        ...body,
      },
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
  // Each date on one line, its time under it.
  const dates = await table.getByText(today(), { exact: true }).all();
  expect(dates).toHaveLength(2);
  for (const date of dates) expect(await linesOfText(date)).toBe(1);
});
