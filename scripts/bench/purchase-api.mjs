/**
 * Purchase API benchmark: the real server (embedded database, sandbox payments, vending simulator)
 * started on a free port, then
 * - `POST /purchase/verify` and `POST /purchase/guest` under load with autocannon (requests/s, p50, p99);
 * - the paid-to-token pipeline: N purchases confirmed at the sandbox checkout at once, timed until every
 *   one has its token stored (purchases per second from payment confirmation to token).
 *
 * Run alone with `node scripts/bench/purchase-api.mjs`, or through `npm run bench -- purchase-api`.
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

import { hasToken, pressPay, startGuestPurchase } from '../lib/purchase-traffic.mjs';
import { startBenchServer } from './lib/bench-server.mjs';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PIPELINE_PURCHASES = Number(process.env.BENCH_PIPELINE_PURCHASES ?? 40);
const PIPELINE_TIMEOUT_MS = 180_000;

let meterSequence = 0;
function meterNumber() {
  meterSequence += 1;
  return `7${String(Date.now()).slice(-6)}${String(meterSequence).padStart(3, '0')}5`;
}

function purchaseBody() {
  return {
    meter_no: meterNumber(),
    provider: 'ikeja-electric',
    meter_type: 'prepaid',
    amount: 1500,
    phone: '08031234567',
    meter_name: 'Bench Customer',
    beneficiary: false,
  };
}

async function load({ origin, title, path: urlPath, body }) {
  const result = await autocannon({
    url: `${origin}${urlPath}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  const line = `${title}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failures} failed`;
  console.log(line);
  return { line, failures };
}

async function pipeline(origin) {
  const purchases = [];
  for (let index = 0; index < PIPELINE_PURCHASES; index += 1) {
    purchases.push(
      await startGuestPurchase(() => origin, { meterNo: purchaseBody().meter_no, amountNaira: 1500 }),
    );
  }

  const startedAt = performance.now();
  const keys = await Promise.all(purchases.map((purchase) => pressPay(() => origin, purchase)));
  const pending = new Map(
    purchases.map((purchase, index) => [purchase.ref, { ref: purchase.ref, key: keys[index] }]),
  );

  while (pending.size > 0 && performance.now() - startedAt < PIPELINE_TIMEOUT_MS) {
    for (const purchase of [...pending.values()]) {
      if (await hasToken(() => origin, purchase)) pending.delete(purchase.ref);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const seconds = (performance.now() - startedAt) / 1000;
  const delivered = PIPELINE_PURCHASES - pending.size;
  const line = `paid-to-token: ${delivered}/${PIPELINE_PURCHASES} tokens in ${seconds.toFixed(1)} s, ${(delivered / seconds).toFixed(1)} purchases/s`;
  console.log(line);
  return { line, missing: pending.size };
}

export async function runPurchaseApiBench() {
  const server = await startBenchServer();
  try {
    const verify = await load({
      origin: server.origin,
      title: 'POST /purchase/verify',
      path: '/api/v1/purchase/verify',
      body: { meter_no: '45012345675', meter_type: 'prepaid', provider: 'ikeja-electric' },
    });
    const purchase = await load({
      origin: server.origin,
      title: 'POST /purchase/guest',
      path: '/api/v1/purchase/guest',
      body: purchaseBody(),
    });
    const paidToToken = await pipeline(server.origin);

    const problems = [
      ...(verify.failures > 0 ? [`verify: ${verify.failures} failed requests`] : []),
      ...(purchase.failures > 0 ? [`purchase: ${purchase.failures} failed requests`] : []),
      ...(paidToToken.missing > 0
        ? [`${paidToToken.missing} paid purchases without a token after ${PIPELINE_TIMEOUT_MS / 1000} s`]
        : []),
    ];
    return {
      name: 'purchase-api',
      isPassing: problems.length === 0,
      summary: [verify.line, purchase.line, paidToToken.line].join('; '),
      problems,
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runPurchaseApiBench();
  console.log(result);
  process.exit(result.isPassing ? 0 : 1);
}
