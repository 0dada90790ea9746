import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCard } from '../../integrations/payments/sandbox.ts';
import { isValidWebhookSignature } from '../../integrations/payments/webhook-signature.ts';
import { TEST_SANDBOX_WEBHOOK_SECRET } from '../../test/test-app.ts';
import { COMPLETE_TITLE } from './sandbox-checkout.page.ts';
import { checkoutRequests, createCheckoutTestApp, TEST_PUBLIC_URL } from './sandbox-checkout.test-support.ts';

let testApp: Awaited<ReturnType<typeof createCheckoutTestApp>>;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(() => testApp.close());

const { payments, startCheckout, press, webhooksFor } = checkoutRequests(() => testApp);

const expectedCallback = (reference: string) =>
  `${TEST_PUBLIC_URL}/api/v1/payments/callback?trxref=${reference}&reference=${reference}`;
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

  it('Pay with a card that declines later pays now with the card ending 0002, which a later charge declines (decision 060)', async () => {
    const email = 'ada@example.ng';
    const { reference } = await startCheckout({ amountKobo: 300_000, email });

    const response = await press(reference, 'pay-declines-later');

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(expectedCallback(reference));
    const secret = TEST_SANDBOX_WEBHOOK_SECRET;
    const declining = sandboxCard({ secret, email, declinesLater: true });
    const approving = sandboxCard({ secret, email });
    expect(declining).toMatchObject({ last4: '0002', reusable: true });
    expect(declining.authorizationCode).not.toBe(approving.authorizationCode);
    expect(declining.signature).not.toBe(approving.signature);
    // Another secret (another installation, or production's) derives another code.
    expect(sandboxCard({ secret: `${secret}-other`, email, declinesLater: true }).authorizationCode).not.toBe(
      declining.authorizationCode,
    );
    const verification = await payments().verify(reference);
    expect(verification).toMatchObject({ status: 'success', amountKobo: 300_000, authorization: declining });
    const [webhook, ...others] = webhooksFor(reference);
    expect(others).toHaveLength(0);
    expect(JSON.parse(webhook!.rawBody.toString())).toMatchObject({
      data: {
        reference,
        status: 'success',
        authorization: { authorization_code: declining.authorizationCode, last4: '0002', reusable: true },
      },
    });

    const charge = (code: string, suffix: string) =>
      payments().chargeAuthorization({
        reference: `${reference}-${suffix}`,
        amountKobo: 300_000,
        email,
        authorizationCode: code,
        metadata: {},
      });
    expect(await charge(declining.authorizationCode, 'again')).toBe('failed');
    expect(await payments().verify(`${reference}-again`)).toMatchObject({ status: 'failed', paidAt: null });
    expect(await charge(approving.authorizationCode, 'other-card')).toBe('success');
  });

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

    for (const action of ['pay-declines-later', 'decline', 'cancel']) {
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
