/**
 * Two instances on one PostgreSQL database behind nginx, configured by the checked-in
 * deploy/nginx/powerpay.conf.template (decision 055). Run by `npm test` (its "cluster" step) or
 * `node --test scripts/cluster/`. Without nginx it is skipped with the reason, except in CI (CI=true),
 * where a missing nginx fails it: .ci/run installs it.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';

import { startCluster } from '../lib/cluster.mjs';
import { nginxMissingReason } from '../lib/nginx.mjs';
import {
  guestPurchaseBody,
  hasToken,
  inParallel,
  meterNumber,
  METER_ENDINGS,
  pressPay,
  SANDBOX_WEBHOOK_SECRET,
  sendChargeSuccess,
  startGuestPurchase,
} from '../lib/purchase-traffic.mjs';
import { createScratchDatabase } from '../lib/scratch-database.mjs';

const TOTAL_KOBO = 110_000; // ₦1,000 and the ₦100 service fee
const SETTLE_MS = 60_000;
const isCi = process.env.CI === 'true';
const missing = nginxMissingReason();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request without retries, from the given local address (127.0.0.2 and .3 are loopback too). */
function send(url, { method = 'GET', headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, localAddress }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function waitFor(check, what) {
  const deadline = Date.now() + SETTLE_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${SETTLE_MS / 1000} s`);
    await sleep(250);
  }
}

if (missing && isCi) {
  it('nginx is installed (CI requires it)', () => assert.fail(`${missing}: CI=true requires it`));
} else {
  describe('two instances behind nginx', { skip: missing ?? false }, () => {
    let database;
    let cluster;
    const origin = () => cluster.origin;
    const runId = String(Date.now()).slice(-4);
    let meterIndex = 0;
    const nextMeter = (ending = METER_ENDINGS.ordinary) => meterNumber(runId, (meterIndex += 1), ending);
    const vendsFor = async (meterNo) =>
      (
        await database.query(
          'select count(*)::int as n from vending_simulator_requests where meter_no = $1',
          [meterNo],
        )
      )[0].n;
    const instancesIn = (rows) => new Set(rows.flatMap((row) => row.upstreams));

    before(async () => {
      database = await createScratchDatabase('powerpay_cluster');
      cluster = await startCluster({
        size: 2,
        env: {
          DATABASE_URL: database.databaseUrl,
          MIGRATE_ON_START: '1',
          SANDBOX_WEBHOOK_SECRET,
          AUTH_RATE_LIMIT_PER_IP: '3',
        },
      });
    });
    after(async () => {
      await cluster?.stop();
      await database?.drop();
    });

    it('spreads requests over both instances', async () => {
      for (let index = 0; index < 10; index += 1) {
        assert.equal((await send(`${origin()}/api/v1/purchase/provider`)).status, 200);
      }
      const rows = cluster.nginx.readAccessLog().filter((row) => row.uri === '/api/v1/purchase/provider');
      assert.equal(instancesIn(rows).size, 2, `every read went to ${[...instancesIn(rows)]}`);
    });

    it("limits the customer's address, not nginx's, on whichever instance answers (TRUST_PROXY)", async () => {
      const forgot = (localAddress, index) =>
        send(`${origin()}/api/v1/auth/forgot-password`, {
          method: 'POST',
          localAddress,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `someone-${index}@example.com` }),
        });
      // AUTH_RATE_LIMIT_PER_IP is 3 here; the counts are shared through the database (decision 041).
      for (let index = 0; index < 3; index += 1) assert.equal((await forgot('127.0.0.2', index)).status, 200);
      assert.equal((await forgot('127.0.0.2', 3)).status, 429);
      assert.equal((await forgot('127.0.0.3', 4)).status, 200);
    });

    it('vends once for a purchase paid and confirmed three times through nginx', async () => {
      const meterNo = nextMeter();
      const purchase = await startGuestPurchase(origin, { meterNo });
      const key = await pressPay(origin, purchase);
      await sendChargeSuccess(origin, { ref: purchase.ref, amountKobo: TOTAL_KOBO });
      await sendChargeSuccess(origin, { ref: purchase.ref, amountKobo: TOTAL_KOBO });
      await waitFor(() => hasToken(origin, { ref: purchase.ref, key }), 'the token');
      assert.equal(await vendsFor(meterNo), 1);
    });

    it('loses no request when one instance is stopped (SIGTERM) mid-traffic', async () => {
      const answers = [];
      const paid = [];
      let isRunning = true;
      const record = (what, response) =>
        answers.push({ what, status: response.status, headers: response.headers });

      // Customers reading, buying and paying (the checkout sends the provider's webhook), four at a time, no retries.
      const customer = async () => {
        while (isRunning) {
          record('read', await send(`${origin()}/api/v1/purchase/provider`));
          const meterNo = nextMeter();
          const started = await send(`${origin()}/api/v1/purchase/guest`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: guestPurchaseBody({ meterNo }),
          });
          record('purchase', started);
          if (started.status !== 200) continue;
          const checkout = new URL(JSON.parse(started.body.toString()).data);
          const paying = await send(`${origin()}${checkout.pathname}/pay${checkout.search}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
          record('pay', paying);
          if (paying.status === 303)
            paid.push({ meterNo, ref: decodeURIComponent(checkout.pathname.split('/').at(-1)) });
        }
      };
      const customers = Array.from({ length: 4 }, customer);

      await waitFor(async () => paid.length >= 4, 'four payments before the stop');
      const [stopping, staying] = cluster.servers;
      await stopping.stop();
      const stoppedAt = cluster.nginx.readAccessLog().length;
      const paidBeforeEnd = paid.length;
      await waitFor(async () => paid.length >= paidBeforeEnd + 4, 'four payments after the stop');
      isRunning = false;
      await Promise.all(customers);

      const lost = answers.filter(({ what, status, headers }) => {
        if (what === 'pay') return status !== 303;
        if (what === 'purchase') return status !== 200;
        // A read may be told to come back (a draining instance's 503 with Retry-After); nginx retries it first.
        return status !== 200 && !(status === 503 && headers['retry-after']);
      });
      assert.deepEqual(lost, [], `${lost.length} of ${answers.length} requests were lost`);

      // Once the stopped instance is gone, the other answers everything (nginx may still try the gone one
      // first after fail_timeout: refused, so the request goes on).
      const stayingAddress = new URL(staying.origin).host;
      const answeredBy = cluster.nginx
        .readAccessLog()
        .slice(stoppedAt)
        .map((row) => row.upstreams.at(-1));
      assert.ok(answeredBy.length > 0);
      assert.deepEqual(new Set(answeredBy), new Set([stayingAddress]));

      // Every purchase paid meanwhile gets its token, each vended once.
      await waitFor(async () => {
        const [row] = await database.query(
          `select count(*)::int as n from purchases where ref = any($1) and token_sent_at is null`,
          [paid.map((purchase) => purchase.ref)],
        );
        return row.n === 0;
      }, 'a token for every paid purchase');
      await inParallel(paid, 4, async ({ meterNo }) => assert.equal(await vendsFor(meterNo), 1, meterNo));
    });
  });
}
