/**
 * `npm test`: every check the project has, in order, continuing after a failure so one run shows
 * everything that is broken. Typecheck, lint and build count as one test each; Vitest and
 * Playwright report their own counts through JSON reporters. The last line is always
 * `N passed, N failed`, and the exit code is non-zero when anything failed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { nginxMissingReason } from './lib/nginx.mjs';
import { isPostgresReachable } from './lib/postgres.mjs';
import { runCommand } from './lib/run-command.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-test-'));
const vitestBin = path.join(repoRoot, 'node_modules', '.bin', 'vitest');
const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** One line of the final summary per step. */
const results = [];

function banner(title) {
  console.log(`\n${'='.repeat(78)}\n== ${title}\n${'='.repeat(78)}`);
}

function record({ step, passed, failed, seconds, note, failedNames = [] }) {
  results.push({ step, passed, failed, seconds, note, failedNames });
}

function readJson(file) {
  if (!existsSync(file)) return null;

  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A step whose outcome is its exit code: one test, passed or failed. */
async function runSingleCheck({ step, command, args }) {
  banner(step);
  const { exitCode, seconds } = await runCommand({ command, args, cwd: repoRoot });
  const isPassing = exitCode === 0;
  record({ step, passed: isPassing ? 1 : 0, failed: isPassing ? 0 : 1, seconds });
  return isPassing;
}

async function decidePostgresProject() {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const isRequired = process.env.REQUIRE_POSTGRES === '1';
  const reachability = await isPostgresReachable(url);

  if (reachability.isReachable) return { isIncluded: true, isMissingButRequired: false, note: undefined };

  const reason = `PostgreSQL at ${url} is unreachable (${reachability.reason})`;
  if (isRequired) {
    console.log(`\n!! ${reason} and REQUIRE_POSTGRES=1: the server-postgres project counts as failed.`);
    return { isIncluded: false, isMissingButRequired: true, note: `${reason}; REQUIRE_POSTGRES=1` };
  }

  console.log(`\n-- Notice: ${reason}; the server-postgres project is excluded from this run.`);
  console.log('-- Start PostgreSQL (or set TEST_DATABASE_URL) to run the server suite against it too.');
  return { isIncluded: false, isMissingButRequired: false, note: 'server-postgres excluded (no PostgreSQL)' };
}

/** Counts failed tests, plus test files that failed before running any test (import errors and the like). */
function countVitestFailures(report) {
  const filesFailedWithoutTests = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  return (report.numFailedTests ?? 0) + filesFailedWithoutTests;
}

/** Each failed test's file and name, so the summary (often all a CI log keeps) says what broke. */
function vitestFailedNames(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const where = path.relative(repoRoot, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) return [`${where} (the file failed to run)`];
    return failedTests.map((test) => `${where} › ${test.fullName}`);
  });
}

/** Each Playwright test that did not pass as expected, as `[project] file:line › title`. */
function playwrightFailedNames(report) {
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          names.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return names;
}

async function runVitest() {
  const step = 'unit and integration tests (vitest)';
  banner(step);

  const postgres = await decidePostgresProject();
  const reportFile = path.join(reportDir, 'vitest.json');
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
  if (!postgres.isIncluded) args.push('--project', '!server-postgres');

  const { exitCode, seconds } = await runCommand({ command: vitestBin, args, cwd: repoRoot });
  const report = readJson(reportFile);

  const passed = report?.numPassedTests ?? 0;
  let failed = report ? countVitestFailures(report) : 0;
  const notes = postgres.note ? [postgres.note] : [];

  if (exitCode !== 0 && failed === 0) {
    failed += 1;
    notes.push(
      report ? `vitest exited with ${exitCode}` : `vitest exited with ${exitCode} and wrote no report`,
    );
  }
  if (postgres.isMissingButRequired) failed += 1;

  record({
    step,
    passed,
    failed,
    seconds,
    note: notes.join('; ') || undefined,
    failedNames: vitestFailedNames(report),
  });
}

async function runPlaywright({ isBuildPassing }) {
  const step = 'end-to-end tests (playwright)';
  banner(step);

  if (!isBuildPassing) {
    console.log('-- Skipped: the web build failed, so there is no app to test.');
    record({ step, passed: 0, failed: 0, seconds: 0, note: 'not run: build failed' });
    return;
  }

  const reportFile = path.join(reportDir, 'playwright.json');
  const { exitCode, seconds } = await runCommand({
    command: 'npm',
    args: ['run', 'test:e2e'],
    cwd: repoRoot,
    // Always the build the previous step made, whatever a developer's shell points WEB_DIST_DIR at.
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile, WEB_DIST_DIR: path.join(repoRoot, 'web', 'dist') },
  });
  const report = readJson(reportFile);
  const stats = report?.stats;

  const passed = stats?.expected ?? 0;
  // Retries are off, so "flaky" can only appear if someone turns them on; it still counts as a failure.
  let failed = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  let note;

  if (exitCode !== 0 && failed === 0) {
    failed += 1;
    note = stats
      ? `playwright exited with ${exitCode}`
      : `playwright exited with ${exitCode} and wrote no report`;
  }

  record({ step, passed, failed, seconds, note, failedNames: playwrightFailedNames(report) });
}

/** Whether PostgreSQL is there for a step that needs it; records the step as not run (failed if required) if not. */
async function isRunWithPostgres(step) {
  const postgres = await decidePostgresProject();
  if (postgres.isIncluded) return true;
  record({
    step,
    passed: 0,
    failed: postgres.isMissingButRequired ? 1 : 0,
    seconds: 0,
    note: 'not run: no PostgreSQL',
  });
  return false;
}

/** The small chaos run (30 purchases, one SIGKILL) on PostgreSQL; skipped, with a note, without one. */
async function runChaos() {
  const step = 'chaos (30 purchases, one SIGKILL)';
  banner(step);

  if (!(await isRunWithPostgres(step))) return;
  await runSingleCheck({
    step,
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/chaos/index.mjs', '--purchases', '30', '--kills', '1'],
  });
}

/**
 * Two instances behind nginx (scripts/cluster/, decision 055). Without nginx it is skipped with the
 * reason, except in CI, where the test itself fails for it.
 */
async function runCluster() {
  const step = 'cluster (2 instances behind nginx)';
  banner(step);

  if (!(await isRunWithPostgres(step))) return;
  const missing = nginxMissingReason();
  if (missing && process.env.CI !== 'true') {
    console.log(`-- Skipped: ${missing}.`);
    record({ step, passed: 0, failed: 0, seconds: 0, note: `skipped: ${missing}` });
    return;
  }
  await runSingleCheck({ step, command: process.execPath, args: ['--test', 'scripts/cluster/'] });
}

function printSummary() {
  banner('summary');

  const width = Math.max(...results.map((result) => result.step.length));
  for (const result of results) {
    const status = result.failed > 0 ? 'FAIL' : 'ok  ';
    const counts = `${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed`;
    const note = result.note ? `  (${result.note})` : '';
    console.log(
      `${status} ${result.step.padEnd(width)}  ${counts}  ${result.seconds.toFixed(1).padStart(6)}s${note}`,
    );
    for (const name of result.failedNames) console.log(`       ✗ ${name}`);
  }

  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed;
}

const STEPS = ['typecheck', 'lint', 'vitest', 'chaos', 'cluster', 'build', 'e2e'];
// `npm test -- lint vitest` runs only the named steps (all of them by default); e2e then tests the existing web/dist.
const requestedSteps = process.argv.slice(2);
const unknownSteps = requestedSteps.filter((step) => !STEPS.includes(step));
if (unknownSteps.length > 0) {
  console.error(`Unknown step(s): ${unknownSteps.join(', ')}. Steps: ${STEPS.join(', ')}`);
  process.exit(2);
}
const shouldRun = (step) => requestedSteps.length === 0 || requestedSteps.includes(step);

if (shouldRun('typecheck'))
  await runSingleCheck({ step: 'typecheck', command: 'npm', args: ['run', 'typecheck'] });
if (shouldRun('lint')) await runSingleCheck({ step: 'lint', command: 'npm', args: ['run', 'lint'] });
if (shouldRun('vitest')) await runVitest();
if (shouldRun('chaos')) await runChaos();
if (shouldRun('cluster')) await runCluster();
const isBuildPassing = shouldRun('build')
  ? await runSingleCheck({ step: 'build', command: 'npm', args: ['run', 'build'] })
  : existsSync(path.join(repoRoot, 'web', 'dist', 'index.html'));
if (shouldRun('e2e')) await runPlaywright({ isBuildPassing });

const failed = printSummary();
rmSync(reportDir, { recursive: true, force: true });
process.exit(failed > 0 ? 1 : 0);
