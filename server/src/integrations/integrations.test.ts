import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogCapture } from '../test/log-capture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { PAYSTACK_SECRET_KEY, startFakePaystack, type FakePaystack } from '../test/fakes/paystack-server.ts';
import {
  startFakeVtpass,
  VTPASS_CREDENTIALS,
  VTPASS_METERS,
  type FakeVtpass,
} from '../test/fakes/vtpass-server.ts';
import { buildVendRequestId } from './vending/request-id.ts';

// The app as configured for real providers, each pointed at a local stand-in: what the adapters log must
// reach the app's log, so an operator hears of an empty VTpass wallet or a refusing Paystack.
let vtpass: FakeVtpass;
let paystack: FakePaystack;
let testApp: TestApp;
const logs = createLogCapture();

beforeAll(async () => {
  vtpass = await startFakeVtpass();
  paystack = await startFakePaystack();
  testApp = await createTestApp({
    env: {
      LOG_LEVEL: 'info',
      VENDING_PROVIDER: 'vtpass',
      VTPASS_BASE_URL: `${vtpass.url}/api`,
      VTPASS_API_KEY: VTPASS_CREDENTIALS.apiKey,
      VTPASS_PUBLIC_KEY: VTPASS_CREDENTIALS.publicKey,
      VTPASS_SECRET_KEY: VTPASS_CREDENTIALS.secretKey,
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_BASE_URL: paystack.url,
      PAYSTACK_SECRET_KEY,
    },
    logStream: logs.stream,
  });
});
afterAll(async () => {
  await testApp.close();
  await vtpass.close();
  await paystack.close();
});

describe('the providers built for the app log through the app', () => {
  it('logs an error when VTpass answers that the wallet balance is too low', async () => {
    const outcome = await testApp.app.ctx.integrations.vending.vend({
      requestId: buildVendRequestId({ reference: 'PPWALLETLOW1X' }),
      serviceId: 'ikeja-electric',
      meterNo: VTPASS_METERS.walletTooLow,
      meterType: 'prepaid',
      amountNaira: 1000,
      phone: '08031234567',
    });

    expect(outcome.status).toBe('failed');
    const line = logs.lines.find((entry) => entry.msg === 'VTpass wallet balance too low: top it up');
    expect(line).toMatchObject({ level: 50, path: '/pay' });
  });

  it('logs a warning when Paystack refuses to start a checkout', async () => {
    paystack.outageStatus = 502;
    try {
      await expect(
        testApp.app.ctx.integrations.payments.initialize({
          reference: 'PPREFUSED1X',
          amountKobo: 100_000,
          email: 'ada@example.ng',
          callbackUrl: '/purchases/return',
        }),
      ).rejects.toThrow();
    } finally {
      paystack.outageStatus = null;
    }

    const line = logs.lines.find((entry) => entry.msg === 'paystack refused to initialize');
    expect(line).toMatchObject({ level: 40, status: 502 });
  });
});
