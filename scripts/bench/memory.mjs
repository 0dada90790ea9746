/**
 * Memory benchmark (decision 017): the server on the default embedded database (PGlite, fresh
 * data folder, development mode as `npm start` runs it), its resident memory read from /proc once it
 * is ready and has settled, and its peak (VmHWM) during start. Goal: resident < 600 MB after start.
 *
 * Run alone with `node scripts/bench/memory.mjs`, or through `npm run bench -- memory`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { startBenchServer } from './lib/bench-server.mjs';

const RSS_GOAL_MB = 600;
const SETTLE_MS = 3_000;

/** VmRSS and VmHWM of a process, in MB (Linux). */
export function readMemoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN) / 1024;
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
}

export async function run() {
  const server = await startBenchServer();
  let memory;
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // A few ordinary requests: memory after start includes what the first requests allocate.
    for (let request = 0; request < 20; request += 1)
      await (await fetch(`${server.origin}/api/v1/health/ready`)).arrayBuffer();
    memory = readMemoryMb(server.pid);
  } finally {
    await server.stop();
  }
  console.log(
    `server on PGlite: resident ${memory.rssMb.toFixed(0)} MB after start, peak ${memory.peakMb.toFixed(0)} MB`,
  );
  return [
    {
      figure: 'server RSS after start (PGlite)',
      value: `${memory.rssMb.toFixed(0)} MB`,
      goal: `< ${RSS_GOAL_MB} MB`,
      isPassing: memory.rssMb < RSS_GOAL_MB,
    },
    {
      figure: 'server peak RSS during start (PGlite)',
      value: `${memory.peakMb.toFixed(0)} MB`,
      goal: '',
      isPassing: null,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await run());
}
