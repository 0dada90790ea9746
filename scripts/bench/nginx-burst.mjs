/**
 * The pipeline burst (pipeline-burst.mjs) through nginx with 1, 2 and 3 instances behind it, next to the
 * same burst straight at one instance (decision 055): purchases created (not timed), paid at once at the
 * sandbox checkout, watched until each holds its token. Figures, each the median of the rounds: payments
 * accepted per second during the burst, and purchases per second from the first payment to the last
 * token. More instances should not lower them (on 2 cores they share the same CPU, so they need not
 * raise them either).
 *
 * Every target first takes an unmeasured burst of one round's purchases per instance (decision 058): each
 * instance is a fresh process whose code the JIT compiles as traffic reaches it, and with N instances each
 * got an Nth of the traffic, so without it the bench compared one warm process with several cold ones.
 *
 * BENCH_NGINX_PURCHASES (300 a round), BENCH_NGINX_ROUNDS (3) and BENCH_NGINX_SIZES (1,2,3) change the run.
 * Needs PostgreSQL and nginx; without either it says so and measures nothing.
 */
import { pathToFileURL } from 'node:url';
import { startCluster } from '../lib/cluster.mjs';
import { nginxMissingReason } from '../lib/nginx.mjs';
import { isPostgresReachable } from '../lib/postgres.mjs';
import { ADMIN_DATABASE_URL, createScratchDatabase } from '../lib/scratch-database.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
import { cpuMicros, postgresBackendsMeter } from './lib/cpu-time.mjs';
import { median } from './lib/load.mjs';
import { burst } from './pipeline-burst.mjs';

const PURCHASES = Number(process.env.BENCH_NGINX_PURCHASES ?? 300);
const ROUNDS = Number(process.env.BENCH_NGINX_ROUNDS ?? 3);
const SIZES = (process.env.BENCH_NGINX_SIZES ?? '1,2,3').split(',').map(Number);
/** How far below one instance's rate a larger cluster may fall and still pass: the machine's noise. */
const TOLERANCE = 0.8;

/** `size` 0: one instance, no nginx. */
async function measure(size) {
  const database = await createScratchDatabase('powerpay_bench_nginx');
  const env = { DATABASE_URL: database.databaseUrl, MIGRATE_ON_START: '1' };
  const target =
    size === 0
      ? await startServerProcess({ env }).then((server) => ({
          origin: server.origin,
          servers: [server],
          stop: () => server.stop(),
        }))
      : await startCluster({ size, env });
  const label = size === 0 ? 'direct, 1 instance' : `nginx, ${size} instance${size > 1 ? 's' : ''}`;
  const meters = {
    server: async () => {
      const readings = await Promise.all(target.servers.map((server) => cpuMicros(server.pid)));
      return readings.reduce((sum, micros) => sum + micros, 0);
    },
    postgres: postgresBackendsMeter(database.databaseUrl),
  };
  try {
    await burst(target.origin, `${label}, warm-up (not counted)`, meters, PURCHASES * target.servers.length);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1)
      rounds.push(await burst(target.origin, label, meters, PURCHASES));
    return {
      label,
      paymentsPerSecond: median(rounds.map((figures) => PURCHASES / figures.burstSeconds)),
      throughput: median(rounds.map((figures) => figures.throughput)),
      missing: rounds.reduce((sum, figures) => sum + figures.missing, 0),
    };
  } finally {
    await target.stop();
    await database.drop();
  }
}

export async function runNginxBurstBench() {
  const notRun =
    nginxMissingReason() ??
    (!(await isPostgresReachable(ADMIN_DATABASE_URL)).isReachable
      ? `PostgreSQL at ${ADMIN_DATABASE_URL} is unreachable`
      : null);
  if (notRun) return [{ figure: 'nginx burst: not run', value: notRun, goal: '', isPassing: null }];

  const results = [];
  for (const size of [0, ...SIZES]) results.push(await measure(size));
  const oneInstance = results.find((result) => result.label === 'nginx, 1 instance');
  return results.flatMap((result) => {
    const isLarger = oneInstance && result !== oneInstance && result.label.startsWith('nginx');
    const holds = (key) => result.missing === 0 && (!isLarger || result[key] >= TOLERANCE * oneInstance[key]);
    const goal = (key) =>
      isLarger ? `≥ ${(TOLERANCE * oneInstance[key]).toFixed(0)} (80 % of 1 instance's)` : 'measured';
    return [
      {
        figure: `nginx burst (${result.label}): ${PURCHASES} payments accepted (per s, median of ${ROUNDS})`,
        value: result.paymentsPerSecond.toFixed(0),
        goal: goal('paymentsPerSecond'),
        isPassing: isLarger ? holds('paymentsPerSecond') : null,
      },
      {
        figure: `nginx burst (${result.label}): paid to token (purchases/s, median of ${ROUNDS})`,
        value: result.missing ? `${result.missing} missing` : result.throughput.toFixed(0),
        goal: goal('throughput'),
        isPassing: isLarger ? holds('throughput') : result.missing === 0,
      },
    ];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await runNginxBurstBench();
  console.table(rows);
  process.exit(rows.every((row) => row.isPassing !== false) ? 0 : 1);
}
