import { expect, test, type Locator, type Page } from '@playwright/test';

import { isDesktop, openPage, registerStaff, registerViaApi, signIn, uniquePhone } from './support';
import { uniqueEmail } from './support/api';
import { customerWithReport, drawWholeReport } from './support/energy-audit';
import { openOps } from './support/ops';
import {
  answerSandboxCheckout,
  continueToSummary,
  fillPurchaseForm,
  simulatorMeter,
} from './support/purchase';

/**
 * Names and amounts a customer checks before paying, shown whole rather than cut by an ellipsis: on the
 * phone project at 360 px, the narrowest phone we serve (a low-cost Android); on the desktop project
 * at its own width.
 */

async function useNarrowestPhone(page: Page) {
  if (!isDesktop(page)) await page.setViewportSize({ width: 360, height: 740 });
}

/** Whether `element` shows its whole text: nothing clipped by an ellipsis or a line clamp, nothing past `container`'s edges. */
async function isShownWhole(element: Locator, container: Locator): Promise<boolean> {
  const outer = await container.elementHandle();
  return element.evaluate((node, box) => {
    const own = node.getBoundingClientRect();
    const bounds = (box as Element).getBoundingClientRect();
    const isClipped = node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight;
    return !isClipped && own.left >= bounds.left && own.right <= bounds.right;
  }, outer);
}

test('the history shows a purchase’s whole meter name beside a six-figure amount', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request);
  const meter = simulatorMeter();
  const verified = await request.post('/api/v1/purchase/verify', {
    data: { meter_no: meter, meter_type: 'prepaid', provider: 'ikeja-electric' },
  });
  const { Customer_Name: name } = ((await verified.json()) as { data: { Customer_Name: string } }).data;
  const started = await request.post('/api/v1/purchase', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      meter_no: meter,
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount: 250_000,
      phone: session.phone,
      meter_name: name,
      beneficiary: false,
    },
  });
  expect(started.ok(), await started.text()).toBe(true);

  await useNarrowestPhone(page);
  await signIn(page, session);
  await openPage(page, '/buy-electricity?tab=history');

  const row = isDesktop(page)
    ? page.getByRole('row').filter({ hasText: meter })
    : page.getByRole('listitem').filter({ hasText: meter });
  await expect(row.getByText(name, { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await isShownWhole(row.getByText(name, { exact: true }), row)).toBe(true);
  expect(await isShownWhole(row.getByText('NGN 250,000.00', { exact: true }), row)).toBe(true);
});

test('the top bar’s page name shows whole beside the phone number', async ({ page, request }) => {
  const session = await registerViaApi(request);
  await useNarrowestPhone(page);
  await signIn(page, session);
  const topBar = page.getByRole('banner');

  for (const [path, title] of [
    ['/buy-electricity', 'Buy Electricity'],
    ['/update-password', 'Update Password'],
  ] as const) {
    await openPage(page, path);
    const name = topBar.getByText(title, { exact: true });
    await expect(name).toBeVisible();
    expect(await isShownWhole(name, topBar), `${title} in the top bar`).toBe(true);
  }
});

test('My Account shows a long name and e-mail whole', async ({ page, request }) => {
  const session = await registerViaApi(request, {
    first_name: 'Oluwadamilare',
    last_name: 'Ogunlana-Adewumi',
    email: uniqueEmail('oluwadamilare.ogunlana-adewumi'),
  });
  await useNarrowestPhone(page);
  await signIn(page, session);
  await openPage(page, '/my-account');

  const name = page.getByText('Oluwadamilare Ogunlana-Adewumi', { exact: true });
  await expect(name).toBeVisible({ timeout: 15_000 });
  const card = name.locator('xpath=../..');
  expect(await isShownWhole(name, card)).toBe(true);
  // The profile and the E-mail address card (decision 061) each show the address.
  const emails = page.getByText(session.email, { exact: true });
  await expect(emails).toHaveCount(2);
  for (const email of await emails.all()) {
    expect(await isShownWhole(email, email.locator('xpath=../..'))).toBe(true);
  }
});

/** Whether `input`'s placeholder fits its text box (measured in its own font; placeholders never wrap). */
async function showsWholePlaceholder(input: Locator): Promise<boolean> {
  return input.evaluate((node) => {
    const field = node as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(field.placeholder).width <= room;
  });
}

test('the history and beneficiary search boxes show their whole placeholder', async ({ page, request }) => {
  const session = await registerViaApi(request);
  // A purchase, saved as a beneficiary too: an empty history or list shows no search box.
  const started = await request.post('/api/v1/purchase', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      meter_no: simulatorMeter(),
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount: 1500,
      phone: session.phone,
      meter_name: 'Ada Obi',
      beneficiary: true,
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  await useNarrowestPhone(page);
  await signIn(page, session);

  for (const path of ['/buy-electricity?tab=history', '/beneficiary']) {
    await openPage(page, path);
    const search = page
      .getByRole('searchbox', { name: 'Search by name' })
      .or(page.getByRole('textbox', { name: 'Search by name' }))
      .filter({ visible: true });
    await expect(search, path).toBeVisible({ timeout: 15_000 });
    expect(await showsWholePlaceholder(search), path).toBe(true);
  }
});

/** The shorter side of what a finger can tap, in CSS pixels. */
async function tapSide(control: Locator): Promise<number> {
  const box = await control.boundingBox();
  return box ? Math.min(box.width, box.height) : 0;
}

const expectTappable = async (control: Locator, name: string) =>
  expect(await tapSide(control), name).toBeGreaterThanOrEqual(44);

const FOR_TOUCH_SCREENS = 'the 44 px rule is for touch screens; a mouse keeps the compact desktop controls';

test('on a phone a guest purchase’s controls are 44 px each way, and the phone number stays inside the summary', async ({
  page,
}) => {
  test.skip(isDesktop(page), FOR_TOUCH_SCREENS);
  test.setTimeout(90_000);
  await useNarrowestPhone(page);
  await openPage(page, '/buy-electricity');

  const topBar = page.getByRole('banner');
  await expectTappable(topBar.getByRole('button', { name: 'Open navigation menu' }), 'menu');
  await expectTappable(topBar.getByRole('button', { name: 'Sign In' }), 'Sign In');
  for (const chip of await page.getByRole('group', { name: 'Suggested top-ups' }).getByRole('button').all())
    await expectTappable(chip, `quick amount ${await chip.textContent()}`);

  const phone = uniquePhone();
  await fillPurchaseForm(page, { meter: simulatorMeter(), amount: '2500', phone });
  const summary = await continueToSummary(page);
  await expectTappable(summary.getByRole('button', { name: 'Back to the purchase form' }), 'Back');
  // The number on one line, its right edge with the other values' rather than in the card's padding.
  const shownPhone = summary.getByText(`+234 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  const phoneRight = await shownPhone.evaluate((node) => node.getBoundingClientRect().right);
  const amountRight = await summary
    .getByText('NGN 2,500.00', { exact: true })
    .evaluate((node) => node.getBoundingClientRect().right);
  expect(phoneRight).toBeLessThanOrEqual(amountRight + 0.5);

  await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account to pay' });
  await expectTappable(dialog.getByRole('button', { name: 'Close' }), 'Close');
  await dialog.getByRole('button', { name: 'Continue as a guest' }).click();
  await answerSandboxCheckout(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Your meter token is ready' })).toBeVisible({
    timeout: 40_000,
  });
  await expectTappable(page.getByRole('button', { name: 'Copy token' }), 'Copy token');
  for (const name of ['Print', 'Download PDF'])
    await expectTappable(page.getByRole('button', { name, exact: true }), name);
  await expectTappable(page.getByRole('link', { name: 'WhatsApp', exact: true }), 'WhatsApp');
});

/** Where `element` is drawn, in CSS pixels from the viewport's top left. */
function edgesOf(element: Locator): Promise<{ left: number; right: number; top: number; bottom: number }> {
  return element.evaluate((node) => {
    const { left, right, top, bottom } = node.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

test('on a phone a toast’s close button is 44 px each way, inside the toast and clear of its message', async ({
  page,
}) => {
  test.skip(isDesktop(page), FOR_TOUCH_SCREENS);
  await useNarrowestPhone(page);
  await openPage(page, '/buy-electricity');
  // A meter the DisCo cannot verify (…0000) is refused with an error toast.
  await fillPurchaseForm(page, { meter: simulatorMeter('0000'), phone: uniquePhone() });
  await page.getByRole('button', { name: 'Continue' }).click();

  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toBeVisible();
  const close = toast.getByRole('button', { name: 'Close toast' });
  await expectTappable(close, 'Close toast');
  // Inside the toast (not over its corner, nor past the screen's edge), and right of the message.
  const toastBox = await edgesOf(toast);
  const closeBox = await edgesOf(close);
  expect(closeBox.right).toBeLessThanOrEqual(toastBox.right);
  expect(closeBox.top).toBeGreaterThanOrEqual(toastBox.top);
  expect(closeBox.bottom).toBeLessThanOrEqual(toastBox.bottom);
  expect((await edgesOf(toast.locator('[data-title]'))).right).toBeLessThanOrEqual(closeBox.left);

  await close.tap();
  await expect(toast).toHaveCount(0);
});

test('on a phone the operations console’s tabs are 44 px tall', async ({ page, request }) => {
  test.skip(isDesktop(page), FOR_TOUCH_SCREENS);
  await useNarrowestPhone(page);
  await openOps(page, await registerStaff(request), '/ops');

  const tabs = await page.getByRole('navigation', { name: 'Operations' }).getByRole('link').all();
  expect(tabs).toHaveLength(6);
  for (const tab of tabs) await expectTappable(tab, `tab ${await tab.textContent()}`);
});

test('on a phone each report chart’s Show as a table, and Every assumption used, is 44 px tall and opens', async ({
  page,
  request,
}) => {
  test.skip(isDesktop(page), FOR_TOUCH_SCREENS);
  test.setTimeout(90_000);
  const reportPath = await customerWithReport(page, request);
  await useNarrowestPhone(page);
  await openPage(page, reportPath);
  await drawWholeReport(page);

  // One under each of the report's nine charts, once the whole report has been composed.
  const toggles = page.getByText('Show as a table', { exact: true });
  await expect(toggles).toHaveCount(9, { timeout: 30_000 });
  for (const [index, toggle] of (await toggles.all()).entries())
    await expectTappable(toggle, `Show as a table ${index + 1}`);

  await toggles.first().tap();
  await expect(page.getByRole('region', { name: / as a table$/ }).first()).toBeVisible();

  // The price cases fit their box, and no 10-year net breaks from its minus sign onto a second line.
  const cases = page.getByRole('region', { name: 'If prices change' });
  expect(await cases.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  const nets = cases.locator('tbody td:last-child');
  expect(await nets.count()).toBeGreaterThanOrEqual(3);
  for (const net of await nets.all()) {
    const lines = await net.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, (await net.textContent()) ?? '').toBe(1);
  }

  // The list of every assumption opens the same way.
  const assumptions = page.getByText(/^Every assumption used \(\d+\), with its source$/);
  await expectTappable(assumptions, 'Every assumption used');
  await assumptions.tap();
  await expect(assumptions.locator('xpath=..')).toHaveAttribute('open', '');
});
