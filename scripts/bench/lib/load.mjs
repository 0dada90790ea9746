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
export async function measureLoad({
  seconds = 3,
  rounds = 3,
  warmUpSeconds = 1,
  cpuMeters = {},
  ...request
}) {
  const options = autocannonOptions(request);
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  const cpuBefore = await readCpuMeters(cpuMeters);
  const results = [];
  for (let round = 0; round < rounds; round += 1)
    results.push(await oneRound(options, seconds, request.isNon2xxExpected));
  return summarize(results, cpuPerUnit(cpuBefore, await readCpuMeters(cpuMeters), totalAnswered(results)));
}

/**
 * `target` measured as a ratio of `baseline` (both `measureLoad` requests, each with its own
 * `cpuMeters`): each round measures the baseline and then the target, back to back, and the ratio is
 * the median of the rounds' own ratios. A machine whose speed drifts during a run (other tenants,
 * thermal limits) then moves both sides of a ratio alike, where a baseline measured once at the start
 * would not. Each side's meters are read around its own rounds only. The target is warmed up first;
 * the baseline only if `baselineWarmUpSeconds` says so (a later pairing finds it warm). Resolves to
 * `measureLoad`'s figures for the target, its `ratio`, and `baseline`, the same figures for the baseline.
 */
export async function measureAgainstBaseline({
  baseline,
  target,
  seconds = 2,
  rounds = 3,
  warmUpSeconds = 1,
  baselineWarmUpSeconds = 0,
}) {
  const sides = [baseline, target].map((request) => ({
    request,
    options: autocannonOptions(request),
    results: [],
    cpuSpent: {},
  }));
  if (baselineWarmUpSeconds > 0) await autocannon({ ...sides[0].options, duration: baselineWarmUpSeconds });
  if (warmUpSeconds > 0) await autocannon({ ...sides[1].options, duration: warmUpSeconds });
  for (let round = 0; round < rounds; round += 1) {
    for (const side of sides) {
      const meters = side.request.cpuMeters ?? {};
      const before = await readCpuMeters(meters);
      side.results.push(await oneRound(side.options, seconds, side.request.isNon2xxExpected));
      const after = await readCpuMeters(meters);
      for (const name of Object.keys(before))
        side.cpuSpent[name] = (side.cpuSpent[name] ?? 0) + after[name] - before[name];
    }
  }
  const [baselineFigures, targetFigures] = sides.map(({ results, cpuSpent }) => {
    const zero = Object.fromEntries(Object.keys(cpuSpent).map((name) => [name, 0]));
    return summarize(results, cpuPerUnit(zero, cpuSpent, totalAnswered(results)));
  });
  const [baselineResults, targetResults] = sides.map((side) => side.results);
  return {
    ...targetFigures,
    ratio: median(targetResults.map((result, round) => result.rps / baselineResults[round].rps)),
    baseline: baselineFigures,
  };
}

function autocannonOptions({ url, method = 'GET', headers, body, requests, connections = 10 }) {
  return {
    url,
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    requests,
    connections,
  };
}

async function oneRound(options, seconds, isNon2xxExpected = false) {
  const result = await autocannon({ ...options, duration: seconds });
  return {
    answered: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: result.errors + result.timeouts + (isNon2xxExpected ? 0 : result.non2xx),
  };
}

const totalAnswered = (results) => results.reduce((sum, result) => sum + result.answered, 0);

function summarize(results, cpuMicrosPerRequest) {
  return {
    cpuMicrosPerRequest,
    rps: median(results.map((result) => result.rps)),
    p50: median(results.map((result) => result.p50)),
    p99: median(results.map((result) => result.p99)),
    unexpected: results.reduce((sum, result) => sum + result.unexpected, 0),
  };
}
