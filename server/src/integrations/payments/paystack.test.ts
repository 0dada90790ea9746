import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYSTACK_SECRET_KEY,
  startFakePaystack,
  type FakePaystack,
} from '../../test/fakes/paystack-server.ts';
import { PAYMENT_UNAVAILABLE_MESSAGE, PaymentProviderError } from './payment-provider.ts';
import { createPaystackPaymentProvider } from './paystack.ts';
import { signWebhookBody } from './webhook-signature.ts';

let fake: FakePaystack;
let sequence = 0;

beforeAll(async () => {
  fake = await startFakePaystack();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.delayMs = 0;
  fake.outageStatus = null;
});

function adapter({ secretKey = PAYSTACK_SECRET_KEY, baseUrl = fake.url, timeoutMs = 20_000 } = {}) {
  return createPaystackPaymentProvider({
    baseUrl,
    secretKey,
    publicUrl: 'https://powerpay.example.ng',
    timeoutMs,
  });
}

function newReference() {
  sequence += 1;
  return `PP-TEST-${Date.now()}-${sequence}`;
}

async function initialized(amountKobo = 510_000) {
  const reference = newReference();
  await adapter().initialize({
    reference,
    amountKobo,
    email: 'ada@example.ng',
    callbackUrl: '/api/v1/payments/callback',
  });
  return reference;
}

async function expectUnavailable(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect((error as Error).message).toBe(PAYMENT_UNAVAILABLE_MESSAGE);
}

describe('Paystack adapter: initialize', () => {
  it('posts the amount in kobo, our reference and an absolute callback URL with the Bearer secret key', async () => {
    const reference = newReference();
    const { checkoutUrl } = await adapter().initialize({
      reference,
      amountKobo: 510_000,
      email: 'ada@example.ng',
      callbackUrl: '/api/v1/payments/callback',
      metadata: { meterNo: '45031234567' },
    });

    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/transaction/initialize');
    expect(request.headers.authorization).toBe(`Bearer ${PAYSTACK_SECRET_KEY}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      email: 'ada@example.ng',
      amount: 510_000,
      reference,
      currency: 'NGN',
      callback_url: 'https://powerpay.example.ng/api/v1/payments/callback',
      metadata: { meterNo: '45031234567' },
    });
    expect(checkoutUrl).toBe(`https://checkout.paystack.com/${fake.transactions.get(reference)!.accessCode}`);
  });

  it('keeps an already absolute callback URL as it is', async () => {
    const reference = newReference();
    await adapter().initialize({
      reference,
      amountKobo: 100,
      email: 'a@b.ng',
      callbackUrl: 'https://pay.example.ng/cb?x=1',
    });
    expect(fake.transactions.get(reference)!.callbackUrl).toBe('https://pay.example.ng/cb?x=1');
  });

  it('turns a refusal (reused reference, wrong key) into a PaymentProviderError with a safe message', async () => {
    const reference = await initialized();
    await expectUnavailable(
      adapter().initialize({ reference, amountKobo: 100, email: 'a@b.ng', callbackUrl: '/cb' }),
    );
    await expectUnavailable(
      adapter({ secretKey: 'sk_test_wrong' }).initialize({
        reference: newReference(),
        amountKobo: 100,
        email: 'a@b.ng',
        callbackUrl: '/cb',
      }),
    );
  });
});

describe('Paystack adapter: verify', () => {
  it('maps a successful charge with its amount in kobo, currency and paid_at', async () => {
    const reference = await initialized(510_000);
    fake.settle(reference, 'success');

    const verification = await adapter().verify(reference);

    expect(fake.requests.at(-1)!.path).toBe(`/transaction/verify/${reference}`);
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${PAYSTACK_SECRET_KEY}`);
    expect(verification).toEqual({
      status: 'success',
      amountKobo: 510_000,
      currency: 'NGN',
      paidAt: new Date(fake.transactions.get(reference)!.paidAt!),
      // Paystack's test card, reusable (decision 060).
      authorization: expect.objectContaining({ last4: '4081', reusable: true, expMonth: 12, expYear: 2030 }),
    });
  });

  it.each([
    ['failed', 'failed'],
    ['reversed', 'failed'],
    ['abandoned', 'abandoned'],
    ['ongoing', 'pending'],
    ['pending', 'pending'],
    ['processing', 'pending'],
    ['queued', 'pending'],
  ] as const)('maps Paystack status %s to %s, with no paid_at', async (paystackStatus, ours) => {
    const reference = await initialized(20_000);
    fake.settle(reference, paystackStatus);

    expect(await adapter().verify(reference)).toEqual({
      status: ours,
      amountKobo: 20_000,
      currency: 'NGN',
      paidAt: null,
    });
  });

  it('reports a checkout nobody completed as abandoned, as Paystack does', async () => {
    const reference = await initialized();
    expect((await adapter().verify(reference))?.status).toBe('abandoned');
  });

  it('reports the amount actually charged, so the caller can refuse a mismatch', async () => {
    const reference = await initialized(510_000);
    fake.settle(reference, 'success', 10_000);
    expect((await adapter().verify(reference))?.amountKobo).toBe(10_000);
  });

  it('answers null for a reference Paystack does not know', async () => {
    expect(await adapter().verify(newReference())).toBeNull();
  });

  it('turns a wrong key, a gateway error and a timeout into a PaymentProviderError', async () => {
    const reference = await initialized();
    await expectUnavailable(adapter({ secretKey: 'sk_test_wrong' }).verify(reference));

    fake.outageStatus = 502;
    await expectUnavailable(adapter().verify(reference));
    fake.outageStatus = null;

    // An answer that never comes within the test: only the adapter's own timeout can end the call.
    fake.delayMs = 60_000;
    await expectUnavailable(adapter({ timeoutMs: 100 }).verify(reference));
  });

  it('turns an unreachable server into a PaymentProviderError', async () => {
    await expectUnavailable(adapter({ baseUrl: 'http://127.0.0.1:9' }).verify('PP-X'));
    await expectUnavailable(
      adapter({ baseUrl: 'http://127.0.0.1:9' }).initialize({
        reference: 'PP-X',
        amountKobo: 1,
        email: 'a@b.ng',
        callbackUrl: '/cb',
      }),
    );
  });
});

describe('Paystack adapter: refund', () => {
  it('refunds the whole transaction once; a repeat (already fully reversed) counts as done', async () => {
    const reference = await initialized(510_000);
    fake.settle(reference, 'success');

    const first = await adapter().refund({ reference, amountKobo: 510_000 });
    const taken = fake.refunds.filter((refund) => refund.reference === reference);
    expect(taken).toEqual([{ id: expect.any(Number), reference, amount: 510_000, status: 'pending' }]);
    expect(first).toEqual({ status: 'accepted', refundId: String(taken[0]?.id) });
    // The repeat cannot name the refund taken first: its id was in the answer a crash lost.
    expect(await adapter().refund({ reference, amountKobo: 510_000 })).toEqual({
      status: 'accepted',
      refundId: null,
    });
    expect(fake.refunds.filter((refund) => refund.reference === reference)).toHaveLength(1);
  });

  it("reports a refusal with Paystack's reason, and an outage as a PaymentProviderError to try again", async () => {
    const reference = await initialized();
    expect(await adapter().refund({ reference, amountKobo: 510_000 })).toEqual({
      status: 'refused',
      reason: 'Cannot refund a transaction that was not successful',
    });

    fake.outageStatus = 502;
    await expectUnavailable(adapter().refund({ reference, amountKobo: 510_000 }));
  });
});

describe('Paystack adapter: webhook signature', () => {
  const rawBody = Buffer.from(
    JSON.stringify({ event: 'charge.success', data: { reference: 'PP-1', amount: 510_000 } }),
  );

  it('accepts the hex HMAC-SHA512 of the exact raw body keyed with the secret key', () => {
    const signature = signWebhookBody({ secret: PAYSTACK_SECRET_KEY, rawBody });
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(adapter().isValidWebhookSignature({ rawBody, signature })).toBe(true);
    expect(adapter().isValidWebhookSignature({ rawBody, signature: signature.toUpperCase() })).toBe(true);
  });

  it('rejects a missing or malformed signature, another key, or a body changed after signing', () => {
    const signature = signWebhookBody({ secret: PAYSTACK_SECRET_KEY, rawBody });
    const changedBody = Buffer.from(rawBody.toString().replace('510000', '510001'));
    const otherKey = signWebhookBody({ secret: 'sk_test_other', rawBody });

    for (const candidate of [
      { rawBody, signature: undefined },
      { rawBody, signature: '' },
      { rawBody, signature: 'not-hex' },
      { rawBody, signature: signature.slice(0, 64) },
      { rawBody, signature: otherKey },
      { rawBody: changedBody, signature },
    ]) {
      expect(adapter().isValidWebhookSignature(candidate)).toBe(false);
    }
  });
});

describe('Paystack adapter: what became of a refund', () => {
  async function takenRefund() {
    const reference = await initialized(510_000);
    fake.settle(reference, 'success');
    const outcome = await adapter().refund({ reference, amountKobo: 510_000 });
    if (outcome.status !== 'accepted' || !outcome.refundId) throw new Error('the refund was not taken');
    return { reference, refundId: outcome.refundId };
  }

  it("reads Paystack's refund status: processed, failed, and anything still moving as pending", async () => {
    const { reference, refundId } = await takenRefund();
    expect(await adapter().refundProgress(refundId)).toBe('pending');
    for (const [status, progress] of [
      ['processing', 'pending'],
      ['needs-attention', 'pending'],
      ['failed', 'failed'],
      ['processed', 'processed'],
    ] as const) {
      fake.settleRefund(reference, status);
      expect(await adapter().refundProgress(refundId)).toBe(progress);
    }
  });

  it('answers null for a refund Paystack does not know, and an outage as a PaymentProviderError', async () => {
    expect(await adapter().refundProgress('999')).toBeNull();
    const { refundId } = await takenRefund();
    fake.outageStatus = 502;
    try {
      await expectUnavailable(adapter().refundProgress(refundId));
    } finally {
      fake.outageStatus = null;
    }
  });
});
