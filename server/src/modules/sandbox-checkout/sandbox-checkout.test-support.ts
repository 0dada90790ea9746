import { Readable } from 'node:stream';
import { buildApp } from '../../app.ts';
import { checkoutAccess } from '../../integrations/payments/sandbox-access.ts';
import {
  createTestDatabase,
  loadTestEnv,
  TEST_SANDBOX_WEBHOOK_SECRET,
  type TestApp,
} from '../../test/test-app.ts';

export const WEBHOOK_URL = '/api/v1/payments/webhook';
export const TEST_PUBLIC_URL = 'https://powerpay.test';

export interface DeliveredWebhook {
  rawBody: Buffer;
  signature: string | undefined;
  contentType: string | undefined;
}

/**
 * The real app on a fresh database, plus a record of every request that reached the payment
 * webhook URL (its exact raw body and signature), whichever handler answers it.
 */
export async function createCheckoutTestApp(
  env: Record<string, string> = {},
): Promise<TestApp & { webhooks: DeliveredWebhook[] }> {
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    env: loadTestEnv({ PUBLIC_URL: TEST_PUBLIC_URL, ...env }),
    database,
    jobs: { pollingIntervalSeconds: 0.5 },
  });
  const webhooks: DeliveredWebhook[] = [];
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method !== 'POST' || request.url !== WEBHOOK_URL) return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
    const rawBody = Buffer.concat(chunks);
    const signature = request.headers['x-paystack-signature'];
    webhooks.push({
      rawBody,
      signature: typeof signature === 'string' ? signature : undefined,
      contentType: request.headers['content-type'],
    });
    return Readable.from([rawBody]);
  });
  await app.ready();

  return {
    app,
    database,
    webhooks,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

type CheckoutTestApp = Awaited<ReturnType<typeof createCheckoutTestApp>>;

/** The checkout's requests against the test app its file starts (read when a test runs, after beforeAll). */
export function checkoutRequests(app: () => CheckoutTestApp) {
  let sequence = 0;
  const payments = () => app().app.ctx.integrations.payments;

  /** Opens a checkout through the adapter, as a purchase does; answers its page's path and secret. */
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
    app().app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${encodeURIComponent(reference)}/${action}?access=${encodeURIComponent(access)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  /** The webhooks the checkout delivered about one reference. */
  const webhooksFor = (reference: string): DeliveredWebhook[] =>
    app().webhooks.filter(
      (webhook) =>
        (JSON.parse(webhook.rawBody.toString()) as { data: { reference: string } }).data.reference ===
        reference,
    );

  return { payments, startCheckout, press, webhooksFor };
}
