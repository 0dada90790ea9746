import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

/**
 * The e2e server gets its own port so it never collides with a developer's `npm start` on 3000;
 * E2E_PORT lets several suites run side by side on one machine.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// Debian's chromium, never a downloaded browser (.ci/run installs it on a fresh machine).
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries anywhere: a flaky test must fail loudly, not pass on its second attempt.
  retries: 0,
  workers: 2,
  // Generous: the first visit to a page loads its lazy chunks, and CI machines have 2 slow cores.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker (web/public/sw.js) would answer navigations; only the journeys
    // about it allow it (receipt-and-offline.spec.ts).
    serviceWorkers: 'block',
    // The app shortens every transition under reduced motion (web/src/styles.css), so Playwright's
    // wait for a clicked element to stop moving is not spent on animations.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        launchOptions,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        // Layout is the same at any scale; 1 saves the software rasteriser three quarters of its pixels.
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: {
    // The real server on a fresh embedded database, serving the already-built web/dist.
    command: `node ${fileURLToPath(new URL('./start-test-server.mjs', import.meta.url))}`,
    url: `${baseURL}/api/v1/health`,
    env: { PORT: String(E2E_PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
