/**
 * The energy report for Lighthouse (decision 028): the report page needs its signed-in owner, and
 * the app keeps its session in localStorage, which Lighthouse's own storage reset would clear. So a
 * customer registers and submits a home audit through the API, a Chromium profile gets the session
 * written on the app's origin, and Lighthouse then audits the report in that profile without
 * resetting storage.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium } from 'playwright-core';

/** The app's localStorage key for the session (web/src/lib/session-storage.ts). */
export const SESSION_STORAGE_KEY = 'powerpay.session';

const HOME_AUDIT = {
  name: 'Chinedu Eze',
  phone: '08091234567',
  email: 'chinedu.eze@example.com',
  address: '4 Admiralty Way, Lekki, Lagos',
  rooms: '3',
  ac: '2',
  appliances: 'true',
  gps: '6.4474, 3.4723',
  land: '40',
  gridHours: '12',
  gridCost: '30000',
  fuel: '40000',
};

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(
      `lighthouse: POST ${new URL(url).pathname} answered ${response.status}: ${await response.text()}`,
    );
  return (await response.json()).data;
}

/** Answers the report's path and a Chromium profile signed in as its owner. */
export async function prepareSignedInReport({ baseUrl, chromePath }) {
  const unique = `${Date.now()}`.slice(-8);
  const session = await postJson(`${baseUrl}/api/v1/auth/register`, {
    email: `lighthouse-${unique}@example.com`,
    first_name: 'Ada',
    last_name: 'Obi',
    phone: `080${unique}`,
    password: 'Lighthouse-bench-1',
  });
  const audit = await postJson(`${baseUrl}/api/v1/auditForm/home`, HOME_AUDIT, {
    authorization: `Bearer ${session.token}`,
  });

  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/v1/health`);
    await page.evaluate(({ key, value }) => globalThis.localStorage.setItem(key, value), {
      key: SESSION_STORAGE_KEY,
      value: encodeURIComponent(JSON.stringify(session)),
    });
  } finally {
    await context.close();
  }
  return { pagePath: `/energy-audit/${audit.id}/report`, userDataDir };
}
