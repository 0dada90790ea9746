import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const INDEX_HTML =
  '<!doctype html><title>PowerPay</title><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>';
const POLICY_HTML =
  '<!doctype html><title>Privacy Policy | PowerPay</title><div id="root"><h1>Privacy Policy</h1></div><script type="module" src="/assets/index-abc123.js"></script>';
const TRACK_HTML =
  '<!doctype html><title>Buy Solar | PowerPay</title><div id="root"><h1>Buy Solar</h1></div><script type="module" src="/assets/index-abc123.js"></script>';

const REPORT_SHELL_HTML = INDEX_HTML.replace(
  '<title>',
  '<link rel="modulepreload" href="/assets/energy-audit-report-1.js"><title>',
);
const RECEIPT_SHELL_HTML = INDEX_HTML.replace(
  '<title>',
  '<link rel="modulepreload" href="/assets/receipt-1.js"><title>',
);

/** A built web app as `vite build` lays it out: index.html, hashed assets, and public files. */
function writeWebDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'powerpay-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'assets', 'index-def456.css'), 'body{margin:0}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // web/prerender-plugin.ts: the public pages rendered at build time.
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'prerendered', 'policy.html'), POLICY_HTML);
  // An app page whose query string changes it: its HTML answers only the bare path.
  mkdirSync(path.join(dist, 'prerendered', 'without-query'));
  writeFileSync(path.join(dist, 'prerendered', 'without-query', 'track.html'), TRACK_HTML);
  // Pages the app draws alone, whose HTML names their code.
  mkdirSync(path.join(dist, 'app-shells'));
  writeFileSync(path.join(dist, 'app-shells', 'energy-audit-report.html'), REPORT_SHELL_HTML);
  writeFileSync(path.join(dist, 'app-shells', 'receipt.html'), RECEIPT_SHELL_HTML);
  writeFileSync(
    path.join(dist, 'app-shells', 'routes.json'),
    JSON.stringify([
      { path: '/energy-audit/:id/report', file: 'app-shells/energy-audit-report.html' },
      { path: '/receipt/:ref', file: 'app-shells/receipt.html' },
    ]),
  );
  return dist;
}

describe('serving the built web app', () => {
  let webDist: string;
  let testApp: TestApp;

  beforeAll(async () => {
    webDist = writeWebDist();
    testApp = await createTestApp({ webDistDir: webDist });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers every app route with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/landing-page',
      '/buy-electricity',
      '/my-account',
      '/reset-password?token=abc',
      '/no-such-page',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a prerendered page with its own HTML, never cached, whatever its query string', async () => {
    for (const url of ['/policy', '/policy?ref=footer']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(POLICY_HTML);
    }
  });

  it('answers a prerendered app page with its HTML only without a query string; with one, index.html', async () => {
    const bare = await testApp.app.inject({ method: 'GET', url: '/track' });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['cache-control']).toBe('no-cache');
    expect(bare.body).toBe(TRACK_HTML);

    for (const url of ['/track?tab=history', '/without-query/track', '/prerendered/without-query/track']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it("answers a page the app draws alone with its app shell, by the route's pattern, whatever its query string", async () => {
    const cases = [
      ['/energy-audit/6a8a1032-86dc-48f0-a093-96dda838fd6b/report', REPORT_SHELL_HTML],
      ['/energy-audit/abc/report?fuelPrice=1200&tier=full', REPORT_SHELL_HTML],
      ['/receipt/PP-123?key=abc', RECEIPT_SHELL_HTML],
      // Not the pattern: an empty or a missing segment, or one too many.
      ['/energy-audit//report', INDEX_HTML],
      ['/energy-audit/report', INDEX_HTML],
      ['/energy-audit/abc/report/extra', INDEX_HTML],
      ['/receipt/', INDEX_HTML],
      ['/app-shells/receipt', INDEX_HTML],
    ] as const;
    for (const [url, body] of cases) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(body);
    }
  });

  it('answers the pages next to a prerendered one, and deeper paths, with index.html', async () => {
    for (const url of ['/policy/extra', '/prerendered', '/contact']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('serves index.html itself with no-cache too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD for a page like GET, without a body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/buy-electricity' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it('caches hashed assets for a year as immutable', async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/index-def456.css']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates unhashed public files', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    for (const url of ['/assets/missing-123.js', '/robots.txt']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ msg: 'Request not found' });
    }
  });

  it('never answers an API path or a non-GET request with the page', async () => {
    const api = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ msg: 'Request not found' });

    const post = await testApp.app.inject({ method: 'POST', url: '/buy-electricity' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ msg: 'Request not found' });
  });

  it('sends the page under a CSP that allows only its own scripts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/landing-page' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('without a built web app', () => {
  let testApp: TestApp;
  let emptyDir: string;

  beforeAll(async () => {
    emptyDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-no-web-'));
    testApp = await createTestApp({ webDistDir: emptyDir });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it('still serves the API and answers pages with 404', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);

    const page = await testApp.app.inject({ method: 'GET', url: '/landing-page' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ msg: 'Request not found' });
  });
});
