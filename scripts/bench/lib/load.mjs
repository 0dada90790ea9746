/** autocannon load with a discarded warm-up and the median of a few rounds. */
import autocannon from 'autocannon';

import { cpuPerUnit, readCpuMeters } from './cpu-time.mjs';

export function median(values) {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * `request`: `{ url, method, headers, body }` or `requests` (autocannon's list, e.g. one per page).
 * Resolves to the median requests/s, p50, p99 (ms) and the count of unexpected answers (errors,
 * timeouts and, unless `isNon2xxExpected`, non-2xx statuses) over all rounds. `cpuMeters` (name to a
 * reading of CPU µs so far, e.g. lib/cpu-time.mjs) are read before the first round and after the last:
 * `cpuMicrosPerRequest` gives each one's CPU per request answered over the rounds.
 */
export async function measureLoad({ url, method = 'GET', headers, body, requests, connections = 10, seconds = 3, rounds = 3, warmUpSeconds = 1, isNon2xxExpected = false, cpuMeters = {} }) {
  const options = {
    url,
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    requests,
    connections,
  };
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  const cpuBefore = await readCpuMeters(cpuMeters);
  let answered = 0;
  const results = [];
  for (let round = 0; round < rounds; round += 1) {
    const result = await autocannon({ ...options, duration: seconds });
    answered += result.requests.total;
    results.push({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      unexpected: result.errors + result.timeouts + (isNon2xxExpected ? 0 : result.non2xx),
    });
  }
  return {
    cpuMicrosPerRequest: cpuPerUnit(cpuBefore, await readCpuMeters(cpuMeters), answered),
    rps: median(results.map((result) => result.rps)),
    p50: median(results.map((result) => result.p50)),
    p99: median(results.map((result) => result.p99)),
    unexpected: results.reduce((sum, result) => sum + result.unexpected, 0),
  };
}
