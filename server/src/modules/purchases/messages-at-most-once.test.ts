import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messageSends, purchases } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { startLocalHttpServer, type LocalHttpServer } from '../../test/fakes/local-http-server.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../test/fakes/smtp-server.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sweepPurchases } from './purchases.sweep.ts';
import {
  abandonClaim,
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  startWorker,
} from './purchases.test-support.ts';

/**
 * Notices through real gateways that do not deduplicate (decision 045): a stand-in HTTP SMS gateway and
 * a stand-in SMTP server count what reaches them while the notice step is repeated as a crash repeats it.
 */
const POLL = { timeout: 30_000, interval: 100 };

let testApp: TestApp;
let gateway: LocalHttpServer;
let smtp: LocalSmtpServer;
/** When set, the gateway refuses the next message (503) and then accepts again. */
let isRefusingNext = false;
/** The messages the gateway accepted (answered 2xx), as their JSON bodies. */
const acceptedSms: string[] = [];
let worker: FastifyInstance | null = null;
let GATEWAYS: Record<string, string>;

beforeAll(async () => {
  gateway = await startLocalHttpServer((request, response) => {
    const status = isRefusingNext ? 503 : 200;
    isRefusingNext = false;
    if (status === 200) acceptedSms.push(request.rawBody);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end('{}');
  });
  smtp = await startLocalSmtpServer();
  GATEWAYS = { SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url, SMTP_URL: smtp.url };
  testApp = await createPurchaseTestApp({ env: GATEWAYS });
});
afterEach(async () => {
  await worker?.close();
  worker = null;
});
afterAll(async () => {
  await testApp.close();
  await gateway.close();
  await smtp.close();
});

const smsFor = (ref: string) => acceptedSms.filter((body) => body.includes(ref)).length;
const smsAskedFor = (ref: string) =>
  gateway.requests.filter((request) => request.rawBody.includes(ref)).length;
const mailsFor = (ref: string) => smtp.mails.filter((mail) => mail.data.includes(ref)).length;

async function deliveredPurchase() {
  const { headers } = await createSignedInUser(testApp.database.db);
  const body = purchaseBody({ email: `buyer-${Date.now()}@example.com` });
  const { ref } = await startPurchase(testApp, { headers, body });
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  worker ??= await startWorker(testApp, GATEWAYS);
  await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();
  return ref;
}

/** What a crash after the send and before its record leaves: the notice owed again, the purchase held by the dead. */
async function forgetTokenNotice(ref: string) {
  await testApp.database.db.update(purchases).set({ tokenSentAt: null }).where(eq(purchases.ref, ref));
  await abandonClaim(testApp, { ref, isExpired: true });
  await sweepPurchases((worker as FastifyInstance).ctx);
}

describe('notices through real gateways', () => {
  it('reach the SMS gateway and the SMTP server once, and a step repeated after a crash sends neither again', async () => {
    const ref = await deliveredPurchase();
    expect({ sms: smsFor(ref), mail: mailsFor(ref) }).toEqual({ sms: 1, mail: 1 });

    await forgetTokenNotice(ref);
    await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();
    expect({ sms: smsFor(ref), mail: mailsFor(ref) }).toEqual({ sms: 1, mail: 1 });
  });

  it('sends nothing for a message claimed by a process that died before it was known to leave (at most once)', async () => {
    const ref = await deliveredPurchase();
    const key = `purchase:${ref}:token-sms`;
    const [claim] = await testApp.database.db
      .select()
      .from(messageSends)
      .where(eq(messageSends.idempotencyKey, key));
    expect(claim?.sentAt).not.toBeNull();
    // As if the dead process had claimed it and never said whether it left.
    await testApp.database.db
      .update(messageSends)
      .set({ sentAt: null })
      .where(eq(messageSends.idempotencyKey, key));

    await forgetTokenNotice(ref);
    await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();
    expect(smsFor(ref)).toBe(1);
  });

  it('gives the claim back when the gateway refuses, so the retry sends it once', async () => {
    worker ??= await startWorker(testApp, GATEWAYS);
    isRefusingNext = true;
    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref } = await startPurchase(testApp, { headers, body: purchaseBody() });
    await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));

    await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();
    expect({ asked: smsAskedFor(ref), accepted: smsFor(ref) }).toEqual({ asked: 2, accepted: 1 });
  });
});
