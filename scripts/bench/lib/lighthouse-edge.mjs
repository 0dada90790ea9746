/**
 * The report as a deployment serves it (decision 067): through the checked-in nginx site with TLS and
 * HTTP/2 in front of the bench's server, on a throwaway certificate for 127.0.0.1 that Chromium is told
 * to accept. Straight to Node the browser fetches over HTTP/1.1, six files at a time.
 */
import { chromium } from 'playwright-core';

import { nginxMissingReason, startNginx } from '../../lib/nginx.mjs';
import { findFreePort } from '../../lib/server-process.mjs';
import { makeLocalCertificate, opensslMissingReason } from '../../lib/tls-certificate.mjs';
import { SESSION_STORAGE_KEY } from './signed-in-report.mjs';

/** Why the edge cannot be measured here, or null. */
export function edgeMissingReason() {
  return nginxMissingReason() ?? opensslMissingReason();
}

/**
 * Starts nginx with TLS in front of `serverOrigin` and copies the session of the signed-in profile at
 * `userDataDir` to the edge's origin. Resolves to { origin, chromeFlags, stop }.
 */
export async function startEdge({ serverOrigin, userDataDir, chromePath }) {
  const certificate = makeLocalCertificate();
  const nginx = await startNginx({
    port: await findFreePort(),
    instances: [new URL(serverOrigin).host],
    tls: certificate,
  });
  const chromeFlags = ['--ignore-certificate-errors'];
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', ...chromeFlags],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${serverOrigin}/api/v1/health`);
    const session = await page.evaluate((key) => globalThis.localStorage.getItem(key), SESSION_STORAGE_KEY);
    await page.goto(`${nginx.origin}/api/v1/health`);
    await page.evaluate(
      ([key, value]) => globalThis.localStorage.setItem(key, value),
      [SESSION_STORAGE_KEY, session],
    );
  } finally {
    await context.close();
  }
  return {
    origin: nginx.origin,
    chromeFlags,
    async stop() {
      await nginx.stop();
      certificate.remove();
    },
  };
}
