/**
 * Per-request cost (decision 017), on PostgreSQL in production mode: a bare Fastify hello-world and
 * the real server measured in the same run under 10 connections, each endpoint as a ratio of the
 * hello-world's requests/s, their rounds alternating (BENCH_COST_ROUNDS pairs of BENCH_COST_PAIRED_SECONDS
 * each, default 3 × 2 s; the ratio is the median of the pairs' ratios), so that a drift in the machine's
 * speed during the run moves both sides alike. Goals: GET /health >= 0.5x, POST /purchase/verify >= 0.4x, a signed-in
 * history page (a customer with 50 purchases) >= 0.15x; guest purchase creation >= 300 req/s with p99
 * < 100 ms. `/health/ready` (one `select 1`) is shown beside them as information: the cost of one
 * database round trip here; so is the hello-world with one connection, where every request and every
 * answer wakes a sleeping process: this host's price of a wake-up (decision 017, "How request-cost measures"). The bench
 * server's per-IP rate limit is lifted (lib/bench-server.mjs).
 * Each figure also says what one request cost in CPU: the server, its PostgreSQL backends and this
 * process (the load generator), which share the machine's cores (decision 017, "How request-cost measures").
 * The host's load average is printed at the start and the end, and guest purchase creation says how many cores
 * the three processes kept busy and how many its goal needs at that cost: a host busy with other work shows
 * as fewer cores used, not as a dearer purchase.
 *
 * Run alone with `node scripts/bench/request-cost.mjs`, or through `npm run bench -- request-cost`.
 * Guest purchase creation is measured alone: BENCH_COST_ROUNDS rounds of BENCH_COST_SECONDS (default 3) s.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

import { formatMs, formatRps } from './lib/bench-table.mjs';
import { findFreePort, startBenchServer, waitUntilUp } from './lib/bench-server.mjs';
import { withClient } from './lib/bench-postgres.mjs';
import {
  coresBusy,
  cpuMicros,
  describeCpu,
  describeHostLoad,
  postgresBackendsMeter,
} from './lib/cpu-time.mjs';
import { measureAgainstBaseline, measureLoad, median } from './lib/load.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_COST_ROUNDS ?? 3));
const SECONDS = Math.max(1, Number(process.env.BENCH_COST_SECONDS ?? 3));
/** Each round of a ratio measures the hello-world and the figure for this long each. */
const PAIRED_SECONDS = Math.max(1, Number(process.env.BENCH_COST_PAIRED_SECONDS ?? 2));

const fastifyUrl = pathToFileURL(
  createRequire(new URL('../../server/package.json', import.meta.url)).resolve('fastify'),
).href;

/** The floor: the same Fastify, one route, nothing else, in its own process like the server. */
async function startHelloWorld() {
  const port = await findFreePort();
  const script = `const { default: Fastify } = await import(${JSON.stringify(fastifyUrl)});
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp({ url: origin, child, timeoutMs: 30_000 });
  return {
    origin,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A customer with 50 delivered purchases and a live session; answers the bearer token. */
async function seedCustomer(databaseUrl) {
  const token = randomBytes(32).toString('base64url');
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `insert into users (email, first_name, last_name, phone, password_hash)
       values ('bench-cost@example.com', 'Ada', 'Obi', '08031234567', 'not-a-hash') returning id`,
    );
    const userId = rows[0].id;
    await client.query(
      `insert into purchases (ref, user_id, status, provider, meter_type, meter_no, meter_name, phone, amount_kobo, fee_kobo,
                              total_kobo, payment_provider, token, created_at, updated_at)
       select 'PP-COST-' || i, $1, 'delivered', 'ikeja-electric', 'prepaid', '45012345675', 'Ada Obi', '08031234567',
              500000, 10000, 510000, 'sandbox', '1234-5678-9012-3456-7890', now() - i * interval '1 day', now()
       from generate_series(1, 50) i`,
      [userId],
    );
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [userId, createHash('sha256').update(token).digest('hex')],
    );
  });
  return token;
}

const guestPurchase = {
  meter_no: '45012345675',
  provider: 'ikeja-electric',
  meter_type: 'prepaid',
  amount: 1500,
  phone: '08031234567',
  meter_name: 'Bench Customer',
  beneficiary: false,
};

/** "CPU per request: server 230 µs, PostgreSQL 148 µs, load generator 50 µs". */
const cpuPerRequest = (measured) => `CPU per request: ${describeCpu(measured.cpuMicrosPerRequest)}`;

function report(title, measured) {
  const ratio =
    measured.ratio === undefined ? '' : ` (${measured.ratio.toFixed(2)}x the hello-world beside it)`;
  console.log(
    `${title}: ${formatRps(measured.rps)}${ratio}, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.unexpected} failed; ${cpuPerRequest(measured)}`,
  );
  return measured;
}

export async function run() {
  const hostAtStart = describeHostLoad();
  console.log(`request-cost: host ${hostAtStart}`);
  const loadGenerator = () => cpuMicros(process.pid);
  const hello = await startHelloWorld();
  const server = await startBenchServer({
    database: 'postgres',
    nodeEnv: 'production',
    // Production refuses a local PUBLIC_URL (decision 039); no link the server writes is followed here.
    env: { PUBLIC_URL: 'https://bench.powerpay.invalid' },
  }).catch(async (error) => {
    await hello.stop();
    throw error;
  });
  const measured = {};
  try {
    const token = await seedCustomer(server.databaseUrl);
    const api = `${server.origin}/api/v1`;
    // A fresh PostgreSQL meter per figure: it lists the backends the warm-up opened.
    const serverMeters = () => ({
      server: () => cpuMicros(server.pid),
      postgres: postgresBackendsMeter(server.databaseUrl),
      loadGenerator,
    });
    const helloWorld = {
      url: hello.origin,
      cpuMeters: { server: () => cpuMicros(hello.pid), loadGenerator },
    };
    // Each ratio's rounds alternate with the hello-world's (lib/load.mjs): a drift in the machine's speed
    // during the run moves both sides alike.
    const againstHelloWorld = async (title, target, { isFirst = false } = {}) =>
      report(
        title,
        await measureAgainstBaseline({
          baseline: helloWorld,
          target: { ...target, cpuMeters: serverMeters() },
          seconds: PAIRED_SECONDS,
          rounds: ROUNDS,
          baselineWarmUpSeconds: isFirst ? 1 : 0,
        }),
      );
    measured.health = await againstHelloWorld('GET /health', { url: `${api}/health` }, { isFirst: true });
    measured.ready = await againstHelloWorld('GET /health/ready', { url: `${api}/health/ready` });
    measured.verify = await againstHelloWorld('POST /purchase/verify', {
      url: `${api}/purchase/verify`,
      method: 'POST',
      body: { meter_no: '45012345675', meter_type: 'prepaid', provider: 'ikeja-electric' },
    });
    measured.history = await againstHelloWorld('GET /purchase (signed in)', {
      url: `${api}/purchase?page=1&limit=10`,
      headers: { authorization: `Bearer ${token}` },
    });
    // Information: the hello-world with one connection, so that each answer finds the load generator asleep
    // and each request finds the server asleep. What a request costs more then is this host's price of a
    // wake-up, which every request that waits on another process (a database, a slower server) pays too.
    measured.wakeUp = report(
      'bare Fastify hello-world, 1 connection',
      await measureLoad({ ...helloWorld, connections: 1, seconds: PAIRED_SECONDS, rounds: ROUNDS }),
    );
    measured.guest = report(
      'POST /purchase/guest',
      await measureLoad({
        url: `${api}/purchase/guest`,
        method: 'POST',
        body: guestPurchase,
        cpuMeters: serverMeters(),
        seconds: SECONDS,
        rounds: ROUNDS,
      }),
    );
  } finally {
    await server.stop();
    await hello.stop();
  }
  // The hello-world's own row: its rounds beside /health, and the median of all its rounds' rates.
  const baseline = {
    ...measured.health.baseline,
    rps: median(
      [measured.health, measured.ready, measured.verify, measured.history].map(
        (figure) => figure.baseline.rps,
      ),
    ),
  };
  report('bare Fastify hello-world', baseline);
  const hostAtEnd = describeHostLoad();
  console.log(`request-cost: host ${hostAtEnd}`);
  const guestCores = {
    used: coresBusy(measured.guest.rps, measured.guest.cpuMicrosPerRequest),
    needed: coresBusy(300, measured.guest.cpuMicrosPerRequest),
  };

  const ratioRow = (figure, result, goal) => {
    const { ratio } = result;
    return {
      figure,
      value: `${ratio.toFixed(2)}x (${formatRps(result.rps)}, p99 ${formatMs(result.p99)}${result.unexpected ? `, ${result.unexpected} failed` : ''}; ${cpuPerRequest(result)})`,
      goal: goal === undefined ? '' : `>= ${goal}x`,
      isPassing: goal === undefined ? null : ratio >= goal && result.unexpected === 0,
    };
  };
  return [
    {
      figure: 'bare Fastify hello-world (the 1x)',
      value: `${formatRps(baseline.rps)}, p99 ${formatMs(baseline.p99)}; ${cpuPerRequest(baseline)}`,
      goal: '',
      isPassing: null,
    },
    {
      figure: 'the host, at the start and the end',
      value: `${hostAtStart}; ${hostAtEnd}`,
      goal: '',
      isPassing: null,
    },
    {
      figure: 'bare Fastify hello-world, 1 connection (the price of a wake-up)',
      // Short enough for the summary's value column; the module's own line has the rest.
      value: `server ${measured.wakeUp.cpuMicrosPerRequest.server.toFixed(0)} µs a request, ${(
        measured.wakeUp.cpuMicrosPerRequest.server / baseline.cpuMicrosPerRequest.server
      ).toFixed(1)}x its cost at 10 (${formatRps(measured.wakeUp.rps)})`,
      goal: '',
      isPassing: null,
    },
    ratioRow('GET /health vs hello-world', measured.health, 0.5),
    // What one database round trip costs on this machine: the floor under any page that reads.
    ratioRow('GET /health/ready (one select 1) vs hello-world', measured.ready),
    ratioRow('POST /purchase/verify vs hello-world', measured.verify, 0.4),
    ratioRow('GET /purchase signed in (50 purchases) vs hello-world', measured.history, 0.15),
    {
      figure: 'POST /purchase/guest',
      value: `${formatRps(measured.guest.rps)}, p99 ${formatMs(measured.guest.p99)}${measured.guest.unexpected ? `, ${measured.guest.unexpected} failed` : ''}; ${cpuPerRequest(measured.guest)}; ${guestCores.used.toFixed(2)} cores busy, 300 req/s at this cost needs ${guestCores.needed.toFixed(2)}`,
      goal: '>= 300 req/s, p99 < 100 ms',
      isPassing: measured.guest.rps >= 300 && measured.guest.p99 < 100 && measured.guest.unexpected === 0,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await run());
}
