import { randomInt } from 'node:crypto';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  expectNoSeriousAxeViolations,
  openPage,
  registerViaApi,
  signIn,
  type Session,
  uniquePhone,
} from './support';

/** An ordinary simulator meter (not one of its special endings such as …0000 for "invalid"). */
function uniqueMeterNumber(): string {
  return `45${String(randomInt(0, 10 ** 8)).padStart(8, '0')}5`;
}

async function openBeneficiaryPage(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
  await page.goto('/beneficiary');
  // The first visit downloads the page's chunks: allow for a slow machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficiary' })).toBeVisible({ timeout: 15_000 });
}

/** Opens Add New Beneficiaries, fills a prepaid meter at `provider` and presses Verify: answers the panel. */
async function verifyInAddPanel(
  page: Page,
  { meterNo, provider, phone }: { meterNo: string; provider: string; phone: string },
) {
  await page.getByRole('button', { name: 'Add New Beneficiary' }).click();
  const panel = page.getByRole('dialog', { name: 'Add New Beneficiaries' });
  await panel.getByLabel(/Meter Number/).fill(meterNo);
  await panel.getByLabel(/Provider/).selectOption(provider);
  await panel.getByLabel(/Meter Type/).selectOption('prepaid');
  await panel.getByLabel(/Phone Number/).fill(phone);
  await panel.getByRole('button', { name: 'Verify' }).click();
  return panel;
}

async function saveViaApi(
  request: APIRequestContext,
  session: Session,
  meterNo: string,
  fields: { provider?: string; phone?: string } = {},
): Promise<{ name: string }> {
  const response = await request.post('/api/v1/beneficiary', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      meter_no: meterNo,
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      phone: uniquePhone(),
      email: '',
      name: 'x',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { name: string } }).data;
}

async function openNewPurchase(page: Page, session: Session): Promise<void> {
  await signIn(page, session);
  await openPage(page, '/buy-electricity');
  await expect(page.getByRole('heading', { name: 'New Purchase' })).toBeVisible({ timeout: 15_000 });
}

test.describe('beneficiaries', () => {
  test('add through Verify, edit, then delete a beneficiary', async ({ page, request }) => {
    // A whole journey with four axe scans: more than the default 30 s on a shared machine.
    test.slow();
    const session = await registerViaApi(request);
    const meterNo = uniqueMeterNumber();
    await openBeneficiaryPage(page, session);
    await expect(page.getByText('You have no beneficiaries yet')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Add: the entry form, checked in the form's order, then Verify.
    await page.getByRole('button', { name: 'Add New Beneficiary' }).click();
    const addPanel = page.getByRole('dialog', { name: 'Add New Beneficiaries' });
    await addPanel.getByRole('button', { name: 'Verify' }).click();
    await expect(addPanel.getByText('This field is required')).toBeVisible();
    await addPanel.getByLabel(/Meter Number/).fill('4501234');
    await addPanel.getByRole('button', { name: 'Verify' }).click();
    await expect(addPanel.getByText('Please Enter a valid Meter Number')).toBeVisible();
    await addPanel.getByLabel(/Meter Number/).fill(meterNo);
    await addPanel.getByLabel(/Provider/).selectOption('ikeja-electric');
    await addPanel.getByLabel(/Meter Type/).selectOption('prepaid');
    await addPanel.getByLabel(/Phone Number/).fill('08031234567');
    await addPanel.getByLabel(/Email/).fill('home@example.com');
    await expectNoSeriousAxeViolations(page);
    await addPanel.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    const details = addPanel.getByRole('region', { name: 'Verified Details' });
    await expect(details).toContainText(meterNo);
    await expect(details).toContainText('Ikeja Electric');
    await expect(details).toContainText('home@example.com');
    const meterName =
      (
        await details
          .locator('dt', { hasText: 'Meter Name' })
          .locator('xpath=following-sibling::dd')
          .textContent()
      )?.trim() ?? '';
    expect(meterName).not.toBe('');
    await addPanel.getByRole('button', { name: 'Save Beneficiary' }).click();

    await expect(page.getByText('New Beneficiary Added')).toBeVisible();
    await expect(addPanel).toBeHidden();
    await expect(page.getByText(meterNo)).toBeVisible();
    await expect(page.getByText(meterName)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Edit the row whose action was clicked: switch it to postpaid.
    await page.getByRole('button', { name: `Actions for meter ${meterNo}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editPanel = page.getByRole('dialog', { name: 'Edit Beneficiary' });
    await expect(editPanel.getByLabel(/Meter Number/)).toHaveValue(meterNo);
    await editPanel.getByLabel(/Meter Type/).selectOption('postpaid');
    await editPanel.getByRole('button', { name: 'Verify' }).click();
    await expect(editPanel.getByRole('region', { name: 'Verified Details' })).toContainText('Postpaid');
    await editPanel.getByRole('button', { name: 'Save Beneficiary' }).click();
    await expect(editPanel).toBeHidden();
    await expect(page.getByText('Postpaid', { exact: true })).toBeVisible();

    // Delete asks first.
    await page.getByRole('button', { name: `Actions for meter ${meterNo}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete beneficiary?' });
    await expect(confirm).toContainText(meterNo);
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByText('Beneficiary deleted successfully')).toBeVisible();
    await expect(page.getByText('You have no beneficiaries yet')).toBeVisible();
  });

  test('adding a meter already saved says so before Save, and Save updates that entry', async ({
    page,
    request,
  }) => {
    const session = await registerViaApi(request);
    const meterNo = uniqueMeterNumber();
    const saved = await saveViaApi(request, session, meterNo);
    await saveViaApi(request, session, uniqueMeterNumber());
    await openBeneficiaryPage(page, session);
    const panel = await verifyInAddPanel(page, { meterNo, provider: 'ikeja-electric', phone: '08031234567' });

    await expect(panel.getByRole('status')).toHaveText(
      `You already saved this meter as ${saved.name}. Saving updates that entry instead of adding a new one.`,
    );
    await panel.getByRole('button', { name: 'Save Beneficiary' }).click();
    await expect(page.getByText('Beneficiary updated')).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: /^Actions for meter / })).toHaveCount(2);
  });

  test('a meter the DisCo does not know is refused with a toast and the form is kept', async ({
    page,
    request,
  }) => {
    const session = await registerViaApi(request);
    const unknownMeter = `4512345${'0000'}`;
    await openBeneficiaryPage(page, session);
    const panel = await verifyInAddPanel(page, {
      meterNo: unknownMeter,
      provider: 'eko-electric',
      phone: '09012345678',
    });

    await expect(page.getByText(/invalid meter number/i)).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Verified Details' })).toHaveCount(0);
    await expect(panel.getByLabel(/Meter Number/)).toHaveValue(unknownMeter);
  });

  test('pages past 10 and searches by meter number', async ({ page, request }) => {
    const session = await registerViaApi(request);
    const meters = Array.from({ length: 12 }, () => uniqueMeterNumber());
    for (const meterNo of meters) await saveViaApi(request, session, meterNo);
    await openBeneficiaryPage(page, session);

    // Newest first: the first two saved are on page 2.
    await expect(page.getByText(meters[11]!)).toBeVisible();
    await expect(page.getByText(meters[0]!)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(meters[0]!)).toBeVisible();
    await expect(page.getByText(meters[1]!)).toBeVisible();
    await expect(page.getByText(meters[11]!)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByRole('searchbox', { name: 'Search by name' }).fill(meters[5]!);
    await page.getByRole('searchbox', { name: 'Search by name' }).press('Enter');
    await expect(page.getByText(meters[5]!)).toBeVisible();
    await expect(page.getByText(meters[0]!)).toHaveCount(0);
    await expect(page.getByText(meters[6]!)).toHaveCount(0);
  });

  test('signed out, the page offers Create an Account and Login', async ({ page }) => {
    await page.goto('/beneficiary');

    await expect(page.getByRole('heading', { name: 'You have not signed in' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  test('Select from Beneficiaries fills the purchase form', async ({ page, request }) => {
    const session = await registerViaApi(request);
    const meterNo = uniqueMeterNumber();
    const phone = uniquePhone();
    const saved = await saveViaApi(request, session, meterNo, { provider: 'eko-electric', phone });
    await openNewPurchase(page, session);

    await page.getByRole('button', { name: 'Select from Beneficiaries' }).click();
    const picker = page.getByRole('dialog', { name: 'Beneficiaries' });
    await expect(picker.getByPlaceholder('Search history')).toBeVisible();
    await expect(picker.getByRole('heading', { name: 'Select a beneficiary' })).toBeVisible();
    const choice = picker.getByRole('button', { name: new RegExp(meterNo) });
    await expect(choice).toContainText(saved.name);
    await expect(choice).toContainText('Prepaid');
    await expectNoSeriousAxeViolations(page);
    await choice.click();

    await expect(picker).toBeHidden();
    const form = page.getByRole('form', { name: 'New Purchase' });
    await expect(form.getByLabel(/Meter Number/)).toHaveValue(meterNo);
    await expect(form.getByLabel(/Provider/)).toHaveValue('eko-electric');
    await expect(form.getByLabel(/Meter Type/)).toHaveValue('prepaid');
    await expect(form.getByLabel(/Phone Number/)).toHaveValue(phone);
  });

  test('a new customer sees the empty picker, then saves a meter from a purchase with the toggle on', async ({
    page,
    request,
  }) => {
    test.slow();
    const session = await registerViaApi(request);
    const meterNo = uniqueMeterNumber();
    await openNewPurchase(page, session);

    await page.getByRole('button', { name: 'Select from Beneficiaries' }).click();
    const picker = page.getByRole('dialog', { name: 'Beneficiaries' });
    await expect(picker.getByText('You have no Beneficiaries yet')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    const form = page.getByRole('form', { name: 'New Purchase' });
    await form.getByLabel(/Meter Number/).fill(meterNo);
    await form.getByLabel(/Provider/).selectOption('ikeja-electric');
    await form.getByLabel(/Meter Type/).selectOption('prepaid');
    await form.getByLabel(/Amount/).fill('2500');
    await form.getByLabel(/Phone Number/).fill('08031234567');
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    const summary = page.getByRole('dialog', { name: 'Purchase Summary' });
    await summary.getByRole('switch', { name: 'Save meter details as a beneficiary' }).click();
    await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/buy-electricity'), { timeout: 15_000 });

    await page.goto('/beneficiary');
    await expect(page.getByText(meterNo)).toBeVisible({ timeout: 15_000 });
  });
});
