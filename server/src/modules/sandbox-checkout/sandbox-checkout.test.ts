import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '../../integrations/payments/payment-provider.ts';
import { checkoutAccess } from '../../integrations/payments/sandbox-access.ts';
import { findSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { TEST_SANDBOX_WEBHOOK_SECRET } from '../../test/test-app.ts';
import { DECLINES_LATER_LABEL, MISSING_TITLE, SANDBOX_NOTICE } from './sandbox-checkout.page.ts';
import { checkoutRequests, createCheckoutTestApp, TEST_PUBLIC_URL } from './sandbox-checkout.test-support.ts';

let testApp: Awaited<ReturnType<typeof createCheckoutTestApp>>;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(() => testApp.close());

const { payments, startCheckout, press, webhooksFor } = checkoutRequests(() => testApp);

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
  it('shows the sandbox notice, PowerPay, the amount in naira, the reference and the four buttons, under the CSP', async () => {
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
      ['pay-declines-later', DECLINES_LATER_LABEL],
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
