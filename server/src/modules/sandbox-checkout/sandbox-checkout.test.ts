import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '../../integrations/payments/payment-provider.ts';
import { checkoutAccess } from '../../integrations/payments/sandbox-access.ts';
import { findSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { isValidWebhookSignature } from '../../integrations/payments/webhook-signature.ts';
import { TEST_SANDBOX_WEBHOOK_SECRET } from '../../test/test-app.ts';
import { COMPLETE_TITLE, MISSING_TITLE, SANDBOX_NOTICE } from './sandbox-checkout.page.ts';
import {
  createCheckoutTestApp,
  TEST_PUBLIC_URL,
  type DeliveredWebhook,
} from './sandbox-checkout.test-support.ts';

let testApp: Awaited<ReturnType<typeof createCheckoutTestApp>>;
let sequence = 0;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(() => testApp.close());

const payments = () => testApp.app.ctx.integrations.payments;

async function startCheckout({
  amountKobo = 510_000,
  email = 'ada@example.ng',
  callbackUrl = '/api/v1/payments/callback',
} = {}) {
  sequence += 1;
  const reference = `PP-SBX-${Date.now()}-${sequence}`;
  const { checkoutUrl } = await payments().initialize({ reference, amountKobo, email, callbackUrl });
  const url = new URL(checkoutUrl);
  return {
    reference,
    checkoutUrl,
    path: `${url.pathname}${url.search}`,
    access: url.searchParams.get('access') ?? '',
  };
}

/** Presses a button as the page's form does; `access` is the secret of the checkout URL. */
const press = (
  reference: string,
  action: string,
  access = checkoutAccess({ secret: TEST_SANDBOX_WEBHOOK_SECRET, reference }),
) =>
  testApp.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${encodeURIComponent(reference)}/${action}?access=${encodeURIComponent(access)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

const webhooksFor = (reference: string): DeliveredWebhook[] =>
  testApp.webhooks.filter(
    (webhook) =>
      (JSON.parse(webhook.rawBody.toString()) as { data: { reference: string } }).data.reference ===
      reference,
  );

const expectedCallback = (reference: string) =>
  `${TEST_PUBLIC_URL}/api/v1/payments/callback?trxref=${reference}&reference=${reference}`;

describe('sandbox adapter: initialize and verify', () => {
  it('records a pending checkout and answers the app-served checkout page URL', async () => {
    const { reference, checkoutUrl } = await startCheckout();

    expect(checkoutUrl).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/sandbox/checkout/${reference}\\?access=\\d+\\.[\\w-]{43}$`),
    );
    const row = await findSandboxPayment(testApp.app.ctx.db, reference);
    expect(row).toMatchObject({
      amountKobo: 510_000,
      currency: 'NGN',
      status: 'pending',
      paidAt: null,
      callbackUrl: `${TEST_PUBLIC_URL}/api/v1/payments/callback`,
    });
    expect(await payments().verify(reference)).toEqual({
      status: 'pending',
      amountKobo: 510_000,
      currency: 'NGN',
      paidAt: null,
    });
  });

  it('answers null for an unknown reference and refuses a reused reference, a bad amount or no e-mail, as Paystack does', async () => {
    expect(await payments().verify('PP-NEVER-SEEN')).toBeNull();
    const { reference } = await startCheckout();
    for (const request of [
      { reference, amountKobo: 100, email: 'a@b.ng', callbackUrl: '/cb' },
      { reference: `${reference}-2`, amountKobo: 10.5, email: 'a@b.ng', callbackUrl: '/cb' },
      { reference: `${reference}-3`, amountKobo: 0, email: 'a@b.ng', callbackUrl: '/cb' },
      { reference: `${reference}-4`, amountKobo: 100, email: '', callbackUrl: '/cb' },
    ]) {
      await expect(payments().initialize(request)).rejects.toThrow(PAYMENT_UNAVAILABLE_MESSAGE);
    }
    expect((await findSandboxPayment(testApp.app.ctx.db, reference))?.amountKobo).toBe(510_000);
  });
});

describe('sandbox checkout page', () => {
  it('shows the sandbox notice, PowerPay, the amount in naira, the reference and the three buttons, under the CSP', async () => {
    const { reference, path, access } = await startCheckout({ amountKobo: 510_050 });

    const response = await testApp.app.inject({ method: 'GET', url: path });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain(SANDBOX_NOTICE);
    expect(html).toContain('<dd>PowerPay</dd>');
    expect(html).toContain('NGN 5,100.50');
    expect(html).toContain(reference);
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).not.toMatch(/<script|style=|<style/i);
    for (const [action, label] of [
      ['pay', 'Pay'],
      ['decline', 'Decline'],
      ['cancel', 'Cancel'],
    ]) {
      expect(html).toContain(
        `<form method="post" action="/sandbox/checkout/${reference}/${action}?access=${access}"><button type="submit" class="`,
      );
      expect(html).toMatch(new RegExp(`<button type="submit" class="\\w+">${label}</button>`));
    }
  });

  it('serves its stylesheet from the app origin', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sandbox/checkout.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toContain('.primary');
  });

  it('never prints the buyer’s e-mail', async () => {
    const { path } = await startCheckout({ email: '"><script>alert(1)</script>@example.ng' });
    const html = (await testApp.app.inject({ method: 'GET', url: path })).body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('@example.ng');
  });

  it('opens only with the secret of its URL: a reference alone, a forged or an expired secret read as missing', async () => {
    const { reference, access } = await startCheckout();
    const base = `/sandbox/checkout/${reference}`;
    const expired = checkoutAccess({
      secret: TEST_SANDBOX_WEBHOOK_SECRET,
      reference,
      now: new Date(Date.now() - 31 * 60_000),
    });
    const otherReference = checkoutAccess({
      secret: TEST_SANDBOX_WEBHOOK_SECRET,
      reference: `${reference}-other`,
    });
    const forged = `${access.split('.')[0]}.${'A'.repeat(43)}`;

    for (const url of [
      base,
      `${base}?access=`,
      `${base}?access=${forged}`,
      `${base}?access=${expired}`,
      `${base}?access=${otherReference}`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(MISSING_TITLE);
      expect(response.body).not.toContain('>Pay</button>');
    }
    for (const action of ['pay', 'decline', 'cancel']) {
      for (const wrong of ['', forged, expired])
        expect((await press(reference, action, wrong)).statusCode).toBe(404);
    }
    expect((await payments().verify(reference))?.status).toBe('pending');
    expect(webhooksFor(reference)).toHaveLength(0);
  });

  it('answers an unknown or malformed reference with a clear 404 page', async () => {
    for (const url of [
      '/sandbox/checkout/PP-UNKNOWN',
      '/sandbox/checkout/%3Cb%3Ehi%3C%2Fb%3E',
      '/sandbox/checkout/PP%20SPACE',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(MISSING_TITLE);
      expect(response.body).not.toContain('<b>hi');
    }
    for (const action of ['pay', 'decline', 'cancel']) {
      expect((await press('PP-UNKNOWN', action)).statusCode).toBe(404);
    }
  });

  it('answers an unknown button with 404 and leaves the checkout open', async () => {
    const { reference } = await startCheckout();
    expect((await press(reference, 'refund')).statusCode).toBe(404);
    expect((await payments().verify(reference))?.status).toBe('pending');
  });
});

describe('sandbox checkout buttons', () => {
  it('Pay marks the ledger paid, sends the signed charge.success webhook and returns the browser to the callback', async () => {
    const { reference } = await startCheckout({ amountKobo: 510_000 });
    const before = Date.now();

    const response = await press(reference, 'pay');

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(expectedCallback(reference));
    const verification = await payments().verify(reference);
    expect(verification).toMatchObject({ status: 'success', amountKobo: 510_000, currency: 'NGN' });
    expect(verification?.paidAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [webhook, ...others] = webhooksFor(reference);
    expect(others).toHaveLength(0);
    expect(webhook?.contentType).toBe('application/json');
    expect(
      payments().isValidWebhookSignature({ rawBody: webhook!.rawBody, signature: webhook!.signature }),
    ).toBe(true);
    expect(
      isValidWebhookSignature({
        secret: TEST_SANDBOX_WEBHOOK_SECRET,
        rawBody: webhook!.rawBody,
        signature: webhook!.signature,
      }),
    ).toBe(true);
    // The constant every copy of the code once shared signs nothing any more.
    expect(
      isValidWebhookSignature({
        secret: 'sk_sandbox_powerpay_no_real_money',
        rawBody: webhook!.rawBody,
        signature: webhook!.signature,
      }),
    ).toBe(false);
    expect(JSON.parse(webhook!.rawBody.toString())).toMatchObject({
      event: 'charge.success',
      data: {
        reference,
        amount: 510_000,
        currency: 'NGN',
        status: 'success',
        paid_at: verification!.paidAt!.toISOString(),
      },
    });
  });

  it('the webhook signature does not hold for a changed body', async () => {
    const { reference } = await startCheckout({ amountKobo: 20_000 });
    await press(reference, 'pay');
    const [webhook] = webhooksFor(reference);
    const tampered = Buffer.from(webhook!.rawBody.toString().replace('20000', '2000000'));
    expect(payments().isValidWebhookSignature({ rawBody: tampered, signature: webhook!.signature })).toBe(
      false,
    );
  });

  it.each([
    ['decline', 'failed'],
    ['cancel', 'abandoned'],
  ] as const)(
    '%s marks the ledger %s, sends no webhook and returns the browser to the callback',
    async (action, status) => {
      const { reference } = await startCheckout();

      const response = await press(reference, action);

      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(expectedCallback(reference));
      expect(await payments().verify(reference)).toEqual({
        status,
        amountKobo: 510_000,
        currency: 'NGN',
        paidAt: null,
      });
      expect(webhooksFor(reference)).toHaveLength(0);
    },
  );

  it('keeps the query string of the callback URL and appends trxref and reference', async () => {
    const { reference } = await startCheckout({ callbackUrl: '/api/v1/payments/callback?source=web' });
    const response = await press(reference, 'pay');
    expect(response.headers.location).toBe(
      `${TEST_PUBLIC_URL}/api/v1/payments/callback?source=web&trxref=${reference}&reference=${reference}`,
    );
  });
});

describe('a checkout that already ended', () => {
  it('a double submit of Pay, even at the same moment, pays and sends the webhook once', async () => {
    const { reference } = await startCheckout();

    const responses = await Promise.all([press(reference, 'pay'), press(reference, 'pay')]);
    const again = await press(reference, 'pay');

    for (const response of [...responses, again]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(expectedCallback(reference));
    }
    expect(webhooksFor(reference)).toHaveLength(1);
  });

  it('another button afterwards changes nothing and says the checkout is complete', async () => {
    const { reference } = await startCheckout();
    await press(reference, 'pay');
    const paidAt = (await payments().verify(reference))?.paidAt;

    for (const action of ['decline', 'cancel']) {
      const response = await press(reference, action);
      expect(response.statusCode).toBe(409);
      expect(response.body).toContain(COMPLETE_TITLE);
    }
    expect(await payments().verify(reference)).toMatchObject({ status: 'success', paidAt });
    expect(webhooksFor(reference)).toHaveLength(1);
  });

  it('a declined checkout cannot be paid afterwards', async () => {
    const { reference } = await startCheckout();
    await press(reference, 'decline');
    expect((await press(reference, 'pay')).statusCode).toBe(409);
    expect((await payments().verify(reference))?.status).toBe('failed');
    expect(webhooksFor(reference)).toHaveLength(0);
  });

  it('opening it again shows that it is complete, with the way back to PowerPay that prints no receipt key or e-mail', async () => {
    const { reference, path, access } = await startCheckout({
      callbackUrl: '/api/v1/payments/callback?ref=X&key=guest-receipt-key-123',
    });
    await press(reference, 'cancel');

    const response = await testApp.app.inject({ method: 'GET', url: path });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(COMPLETE_TITLE);
    expect(response.body).toContain('The payment was cancelled');
    expect(response.body).not.toContain('guest-receipt-key-123');
    expect(response.body).not.toContain('ada@example.ng');
    expect(response.body).not.toContain('>Pay</button>');
    const returnPath = `/sandbox/checkout/${reference}/return?access=${access}`;
    expect(response.body).toContain(`href="${returnPath}"`);

    const back = await testApp.app.inject({ method: 'GET', url: returnPath });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain('key=guest-receipt-key-123');
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/sandbox/checkout/${reference}/return` })).statusCode,
    ).toBe(404);
  });
});

describe('with Paystack as the payment provider', () => {
  it('does not serve the sandbox checkout at all', async () => {
    const paystackApp = await createCheckoutTestApp({
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_x',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    });
    try {
      expect(paystackApp.app.ctx.integrations.payments.kind).toBe('paystack');
      const page = await paystackApp.app.inject({ method: 'GET', url: '/sandbox/checkout/PP-ANY' });
      expect(page.body).not.toContain(SANDBOX_NOTICE);
      expect(
        (await paystackApp.app.inject({ method: 'POST', url: '/sandbox/checkout/PP-ANY/pay' })).statusCode,
      ).toBe(404);
      expect((await paystackApp.app.inject({ method: 'GET', url: '/sandbox/checkout.css' })).statusCode).toBe(
        404,
      );
    } finally {
      await paystackApp.close();
    }
  });
});
