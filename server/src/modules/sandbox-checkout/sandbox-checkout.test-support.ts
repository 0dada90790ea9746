import { Readable } from 'node:stream';
import { buildApp } from '../../app.ts';
import { createTestDatabase, loadTestEnv, type TestApp } from '../../test/test-app.ts';

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
