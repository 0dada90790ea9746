import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { readOutbox, registerViaApi, uniqueEmail, uniquePhone, type Session } from './support';
import { answerSandboxCheckout, simulatorMeter } from './support/purchase';

// Real journeys through checkout, the vend and the refund: slower than a page check on a busy machine.
test.describe.configure({ timeout: 180_000 });

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** Starts a purchase (a guest's without `customer`), pays it at the sandbox checkout; answers its reference. */
async function buyAndPay(
  page: Page,
  { customer, meter, phone, email }: { customer?: Session; meter: string; phone: string; email?: string },
) {
  const response = await page.request.post(customer ? '/api/v1/purchase' : '/api/v1/purchase/guest', {
    headers: customer ? bearer(customer) : {},
    data: {
      meter_no: meter,
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount: 2000,
      phone,
      meter_name: 'typed',
      beneficiary: false,
      ...(email ? { email } : {}),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(((await response.json()) as { data: string }).data);
  return answerSandboxCheckout(page, 'Pay');
}

async function messageTo(request: APIRequestContext, to: string, match: (body: string) => boolean) {
  let found: { subject: string | null; body: string } | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request, to)).find((message) => match(message.body));
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no message to ${to}`);
  return found;
}

test("a guest's WhatsApp share carries the SMS's receipt link, which opens the receipt for whoever gets it; the e-mail greets neutrally", async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  const email = uniqueEmail('guest');
  const ref = await buyAndPay(page, { meter: simulatorMeter(), phone, email });
  await expect(page.getByRole('heading', { name: 'Your meter token is ready' })).toBeVisible({
    timeout: 40_000,
  });

  const sms = await messageTo(page.request, phone, (body) => body.includes(ref));
  const link = /Receipt: (\S+)/.exec(sms.body)?.[1] ?? '';
  expect(link).toMatch(new RegExp(`/receipt/${ref}\\?key=`));
  const whatsApp = page
    .getByRole('group', { name: 'Share and keep this receipt' })
    .getByRole('link', { name: 'WhatsApp' });
  const text = new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(text.split('\n').at(-1)).toBe(`Receipt: ${link}`);

  const mail = await messageTo(page.request, email, (body) => body.includes(ref));
  expect(mail.body.split('\n')[0]).toBe('Hello,');
  expect(mail.body).toContain(`Your receipt: ${link}`);

  // Whoever the message is sent to opens the receipt from the link alone.
  const other = await browser.newContext({ serviceWorkers: 'block' });
  const theirs = await other.newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { name: 'Your meter token is ready' })).toBeVisible();
  await other.close();
});

test('a signed-in customer is greeted by their own name, and a refund comes as a proper e-mail', async ({
  page,
}) => {
  // A name the vending simulator never gives a meter (its FIRST_NAMES), so the two can always be told apart.
  const customer = await registerViaApi(page.request, { first_name: 'Yetunde' });
  const delivered = await buyAndPay(page, {
    customer,
    meter: simulatorMeter(),
    phone: customer.phone,
  });
  const token = await messageTo(page.request, customer.email, (body) => body.includes(delivered));
  expect(token.body.split('\n')[0]).toBe('Hello Yetunde,');
  expect(token.body).toMatch(/Meter name \(DisCo record\): (?!Yetunde)/);

  const refunded = await buyAndPay(page, {
    customer,
    meter: simulatorMeter('2222'),
    phone: customer.phone,
  });
  const refund = await messageTo(
    page.request,
    customer.email,
    (body) => body.includes(refunded) && body.includes('Amount refunded'),
  );
  expect(refund.subject).toBe(`Your PowerPay refund of NGN 2,100.00 (ref ${refunded})`);
  const lines = refund.body.split('\n');
  expect(lines[0]).toBe('Hello Yetunde,');
  expect(lines).toEqual(
    expect.arrayContaining([
      'Amount refunded: NGN 2,100.00',
      'DisCo: Ikeja Electric (IE)',
      `Reference: ${refunded}`,
      expect.stringMatching(/^Refunded: .+ \(Lagos time\)$/),
    ]),
  );
});
