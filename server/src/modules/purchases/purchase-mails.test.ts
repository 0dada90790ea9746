import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  startWorker,
  TEST_PUBLIC_URL,
  uniqueMeter,
  waitUntilSettled,
} from './purchases.test-support.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });
const POLL = { timeout: 40_000, interval: 200 };

let testApp: TestApp;
let worker: Awaited<ReturnType<typeof startWorker>>;

beforeAll(async () => {
  testApp = await createPurchaseTestApp();
  worker = await startWorker(testApp);
});
afterAll(async () => {
  await worker.close();
  await testApp.close();
});

/**
 * A purchase paid at the sandbox checkout and worked until its customer was told how it ended (a refund
 * stays due while the worker follows it to the bank, decision 031); answers it and what was sent.
 */
async function boughtAndSettled({
  headers,
  body,
  isRefunded = false,
}: {
  headers?: Record<string, string>;
  body: Record<string, unknown>;
  isRefunded?: boolean;
}) {
  const started = await startPurchase(testApp, { headers, body });
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref: started.ref }));
  if (isRefunded)
    await expect
      .poll(async () => Boolean((await findPurchase(testApp, started.ref)).refundNoticeSentAt), POLL)
      .toBe(true);
  else await waitUntilSettled(testApp, started.ref);
  const row = await findPurchase(testApp, started.ref);
  const inbox = async (recipient: string) =>
    (await listOutboxMessages(testApp.database.db, { recipient, limit: 20 })).filter((message) =>
      message.body.includes(started.ref),
    );
  return { ...started, row, mails: await inbox(String(row.email)), sms: await inbox(row.phone) };
}

describe("a purchase's e-mails", () => {
  it('greet the signed-in account holder by name, not the name the DisCo has for the meter', async () => {
    const buyer = await createSignedInUser(testApp.database.db, { firstName: 'Chidinma' });
    const { row, mails } = await boughtAndSettled({ headers: buyer.headers, body: purchaseBody() });

    expect(row.status).toBe('delivered');
    expect(row.meterName).not.toContain('Chidinma');
    expect(mails).toHaveLength(1);
    const [token] = mails;
    expect(token?.body.split('\n')[0]).toBe('Hello Chidinma,');
    expect(token?.body).toContain(`Meter name (DisCo record): ${row.meterName}`);
    expect(token?.body).toContain(`Questions? Write to us: ${TEST_PUBLIC_URL}/contact`);
    // A signed-in receipt opens only for its owner: no guest link.
    expect(token?.body).not.toContain('/receipt/');
  });

  it("greet a guest neutrally, and carry the SMS's own receipt link", async () => {
    const email = `guest-${Date.now()}@example.com`;
    const { row, mails, sms, receiptKey } = await boughtAndSettled({
      body: purchaseBody({ email, phone: '08035550101' }),
    });

    expect(row.status).toBe('delivered');
    const link = `${TEST_PUBLIC_URL}/receipt/${row.ref}?key=${encodeURIComponent(receiptKey ?? '')}`;
    expect(sms[0]?.body).toContain(`Receipt: ${link}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.split('\n')[0]).toBe('Hello,');
    expect(mails[0]?.body).not.toContain(`Hello ${row.meterName}`);
    expect(mails[0]?.body).toContain(`Your receipt: ${link}`);
  });

  it('tell of a failed vend and its refund in proper e-mails, not the SMS text', async () => {
    const buyer = await createSignedInUser(testApp.database.db, { firstName: 'Emeka' });
    const { row, mails, sms } = await boughtAndSettled({
      headers: buyer.headers,
      body: purchaseBody({ meter_no: uniqueMeter(SIMULATOR_METERS.failing) }),
      isRefunded: true,
    });

    expect(row.status).toBe('refunded');
    const failed = mails.find((mail) => mail.subject?.startsWith('We could not deliver'));
    const refund = mails.find((mail) => mail.subject?.startsWith('Your PowerPay refund'));
    expect(failed?.body.split('\n')[0]).toBe('Hello Emeka,');
    expect(failed?.body).toContain(
      'Your payment of NGN 1,100.00 will be refunded to the card or account you paid from.',
    );
    expect(failed?.body).toContain(`DisCo: Ikeja Electric (IE)`);

    expect(refund?.subject).toBe(`Your PowerPay refund of NGN 1,100.00 (ref ${row.ref})`);
    const lines = refund?.body.split('\n') ?? [];
    expect(lines[0]).toBe('Hello Emeka,');
    expect(lines).toEqual(
      expect.arrayContaining([
        'We have refunded NGN 1,100.00 to the card or account you paid from because the DisCo did not issue your token.',
        'Amount refunded: NGN 1,100.00',
        `Meter number: ${row.meterNo}`,
        'DisCo: Ikeja Electric (IE)',
        `Reference: ${row.ref}`,
        expect.stringMatching(/^Refunded: .+ \(Lagos time\)$/),
        expect.stringContaining('Banks usually show a refund within 5 to 10 working days.'),
      ]),
    );
    const refundSms = sms.find((message) => message.body.includes('we have refunded'));
    expect(refundSms).toBeDefined();
    expect(refund?.body).not.toContain(refundSms?.body ?? '');
  });
});
