import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  startWorker,
  TEST_PUBLIC_URL,
} from '../purchases/purchases.test-support.ts';

/** `/metrics` (decision 046): the Prometheus text with the named series, refused to outsiders. */
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { METRICS_TOKEN, PUBLIC_URL: TEST_PUBLIC_URL } });
});
afterAll(() => testApp.close());

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The value of one series, `name{labels}`, in the exposition text (null when absent). */
function valueOf(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('GET /metrics', () => {
  it('answers a scraper on this host with every named series, in Prometheus text format', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    const response = await scrape();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const name of [
      'powerpay_payments_confirmed_total',
      'powerpay_vends_total',
      'powerpay_provider_request_seconds',
      'powerpay_paid_to_token_seconds',
      'powerpay_purchases_waiting',
      'powerpay_refunds',
      'powerpay_messages_total',
      'powerpay_work_due',
      'powerpay_work_lag_seconds',
      'powerpay_job_lag_seconds',
      'powerpay_http_requests_total',
      'powerpay_event_loop_lag_seconds',
    ]) {
      expect(response.body, name).toContain(`# TYPE ${name} `);
    }
    expect(
      valueOf(
        response.body,
        'powerpay_http_requests_total{method="GET",route="/api/v1/health",status="200"}',
      ),
    ).toBe(1);
  });

  it('counts every answer once, each scrape showing the running total by route pattern and status', async () => {
    const series = (route: string, status: number) =>
      `powerpay_http_requests_total{method="GET",route="${route}",status="${status}"}`;
    const providers = series('/api/v1/purchase/provider', 200);
    const unknownPurchase = series('/api/v1/purchase/:ref', 404);
    const before = (await scrape()).body;
    const answer = (url: string) => testApp.app.inject({ method: 'GET', url });
    await answer('/api/v1/purchase/provider');
    await answer('/api/v1/purchase/provider');
    await answer('/api/v1/purchase/PP-NOT-THERE');
    const afterThree = (await scrape()).body;
    await answer('/api/v1/purchase/provider');
    const afterFour = (await scrape()).body;

    const grew = (text: string, name: string) => (valueOf(text, name) ?? 0) - (valueOf(before, name) ?? 0);
    expect(grew(afterThree, providers)).toBe(2);
    expect(grew(afterThree, unknownPurchase)).toBe(1);
    expect(grew(afterFour, providers)).toBe(3);
    expect(grew(afterFour, unknownPurchase)).toBe(1);
  });

  it('counts a purchase from payment to token: confirmed, vended, notified, timed', async () => {
    const worker = await startWorker(testApp, { METRICS_TOKEN });
    try {
      const { ref } = await startPurchase(testApp, { body: purchaseBody() });
      await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
      await expect
        .poll(
          async () =>
            valueOf((await worker.inject({ url: '/metrics' })).body, 'powerpay_paid_to_token_seconds_count'),
          {
            timeout: 30_000,
            interval: 100,
          },
        )
        .toBe(1);
      const text = (await worker.inject({ url: '/metrics' })).body;
      expect(valueOf(text, 'powerpay_vends_total{operation="vend",outcome="delivered"}')).toBe(1);
      expect(valueOf(text, 'powerpay_messages_total{channel="sms",outcome="sent"}')).toBe(1);
      expect(
        valueOf(
          text,
          'powerpay_provider_request_seconds_count{provider="simulator",operation="vend",outcome="delivered"}',
        ),
      ).toBe(1);
      // The sandbox's webhook or the callback's question, whichever came first, confirmed it in the app it reached.
      const confirmedText = (await scrape()).body;
      const confirmed = ['webhook', 'verify'].reduce(
        (sum, source) =>
          sum + (valueOf(confirmedText, `powerpay_payments_confirmed_total{source="${source}"}`) ?? 0),
        0,
      );
      expect(confirmed).toBe(1);
      expect(valueOf(text, 'powerpay_purchases_waiting{state="paid",age="under_1m"}')).toBe(0);
      expect(valueOf(text, 'powerpay_work_due{kind="due"}')).toBe(0);
    } finally {
      await worker.close();
    }
  });

  it('refuses a request through a proxy or from another host, unless it carries the token', async () => {
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({}, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong-token' }, '203.0.113.9')).statusCode).toBe(403);
    const refused = await scrape({ 'x-forwarded-for': '203.0.113.9' });
    expect(refused.json()).toEqual({ msg: 'Metrics are served on this host, or with the metrics token.' });

    const withToken = await scrape({ authorization: `Bearer ${METRICS_TOKEN}` }, '203.0.113.9');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('powerpay_purchases_waiting');
  });
});
