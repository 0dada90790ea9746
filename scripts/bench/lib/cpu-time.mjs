/**
 * CPU time that processes spent, read from /proc (Linux), so a load figure can say what one request
 * cost each process beside the requests/s: the server, its PostgreSQL backends, the load generator.
 * /proc counts in ticks of 1/100 s; a few seconds of load give about 1 % resolution.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

import { withClient } from './bench-postgres.mjs';

const MICROS_PER_TICK = 10_000;

/** User plus system CPU time of `pid` so far, in µs; 0 once the process is gone. */
export function cpuMicros(pid) {
  try {
    // The fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
  } catch {
    return 0;
  }
}

/**
 * A meter of the PostgreSQL backends serving `databaseUrl` (the server's pool): CPU µs they spent since
 * its first reading, which lists them (after the load's warm-up opened them). A backend that closed
 * meanwhile (the pool lets idle connections go) is left out rather than counted as going back to 0.
 */
export function postgresBackendsMeter(databaseUrl) {
  let atFirstReading;
  return async () => {
    if (!atFirstReading) {
      const pids = await withClient(databaseUrl, async (client) => {
        const { rows } = await client.query(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        return rows.map((row) => row.pid);
      });
      atFirstReading = new Map(pids.map((pid) => [pid, cpuMicros(pid)]));
      return 0;
    }
    let spent = 0;
    for (const [pid, before] of atFirstReading) {
      const now = cpuMicros(pid);
      if (now >= before) spent += now - before;
    }
    return spent;
  };
}

/** Each meter's reading of CPU µs so far: `{ server: 1234, postgres: 567 }`. */
export async function readCpuMeters(meters) {
  return Object.fromEntries(
    await Promise.all(Object.entries(meters).map(async ([name, read]) => [name, await read()])),
  );
}

/** CPU µs each meter's process spent between two readings, per unit of work done between them. */
export function cpuPerUnit(before, after, units) {
  return Object.fromEntries(
    Object.keys(before).map((name) => [name, units > 0 ? (after[name] - before[name]) / units : 0]),
  );
}

const PROCESS_NAMES = { server: 'server', postgres: 'PostgreSQL', loadGenerator: 'load generator' };

/** "server 230 µs, PostgreSQL 4.22 ms": CPU per unit of work, by process, from µs. */
export function describeCpu(microsByProcess) {
  return Object.entries(microsByProcess)
    .map(
      ([name, micros]) =>
        `${PROCESS_NAMES[name] ?? name} ${micros < 1000 ? `${micros.toFixed(0)} µs` : `${(micros / 1000).toFixed(2)} ms`}`,
    )
    .join(', ');
}

/** Cores the measured processes kept busy together at `rps` requests/s, from their CPU µs per request. */
export function coresBusy(rps, microsByProcess) {
  const microsPerRequest = Object.values(microsByProcess).reduce((sum, micros) => sum + micros, 0);
  return (rps * microsPerRequest) / 1_000_000;
}

/** "load average 11.7 on 2 cores": how busy the host was, whoever kept it so. */
export function describeHostLoad() {
  return `load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`;
}
