import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let webDist: string;
let testApp: TestApp;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'powerpay-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>PowerPay</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  testApp = await createTestApp({ webDistDir: webDist });
});

afterAll(async () => {
  await testApp.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('API shell', () => {
  it('answers health and readiness', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ msg: 'ok', data: { status: 'up' } });

    const ready = await testApp.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.status).toBe('ready');
  });

  it('answers unknown API routes with 404 Request not found', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/v1/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Request not found' });
    }
  });

  it('answers malformed JSON with a 400 message, not a 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().msg).toEqual(expect.any(String));
  });

  it('turns schema failures into 422 with msg and the errors map', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?limit=0' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.msg).toEqual(expect.any(String));
    expect(body.errors.limit).toEqual([body.msg]);
  });

  it('sends security headers with a CSP that allows no inline scripts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('publishes the OpenAPI document and Swagger UI', async () => {
    const spec = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths).toHaveProperty('/api/v1/health');

    const ui = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('web app hosting', () => {
  it('serves index.html for app routes with no-cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/buy-electricity' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });
});
