import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('API shell', () => {
  it('runs on the database engine of its Vitest project', () => {
    expect(testApp.database.engine).toBe(process.env.TEST_DB_ENGINE);
  });

  it('answers health and readiness', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      msg: 'ok',
      data: { status: 'up', work: { isStuck: false, overdue: 0 } },
    });

    const ready = await testApp.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.status).toBe('ready');
  });

  it('answers unknown API routes with 404 Request not found', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/v1/nope', '/api/v1/purchase/nope/deeper', '/api', '/api/v2/health']) {
        const response = await testApp.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ msg: 'Request not found' });
      }
    }
  });

  it('answers a body that is not JSON, or too large, with a 4xx message', async () => {
    const wrongType = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=ada@example.com',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ msg: 'Unsupported content type. Send JSON.' });

    const tooLarge = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'ada@example.com', password: 'x'.repeat(70 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ msg: 'The request body is too large.' });
  });

  it('gives every answer a request id', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('answers malformed JSON with a 400 message, not a 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'The request body is not valid JSON.' });
  });

  it('turns schema failures into 422 with msg and the errors map', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox?to=ada@example.ng&limit=0',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.msg).toEqual(expect.any(String));
    expect(body.errors.limit).toEqual([body.msg]);
  });

  it('answers a body that fails its schema with 422, the first message and every field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.msg).toBe('Invalid Email');
    expect(body.errors.email).toEqual(['Invalid Email']);
    expect(Object.keys(body.errors)[0]).toBe('email');
  });

  it('sends every API answer, errors included, the security headers a JSON answer needs and no others', async () => {
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/v1/health' }),
      testApp.app.inject({ method: 'GET', url: '/api/v1/nope' }),
      testApp.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'x' } }),
    ]);
    for (const response of answers) {
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
      });
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(response.headers, pageOnly).not.toHaveProperty(pageOnly);
      }
      for (const limitHeader of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
        expect(response.headers, limitHeader).not.toHaveProperty(limitHeader);
      }
    }
    expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 422]);
  });

  it('sends Swagger UI, a page, the security headers of pages', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
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

describe('rate limiting', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 with a message once an address spends its API allowance', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await limited.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        remoteAddress: '10.0.0.7',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().msg).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const otherAddress = await limited.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      remoteAddress: '10.0.0.8',
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  it('counts every /api route, the API documentation included', async () => {
    const statuses: number[] = [];
    for (const url of ['/api/docs/json', '/api/v1/health', '/api/v1/health', '/api/v1/health']) {
      const response = await limited.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.10' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('names the limit and when it resets on the 429 only', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      answers.push(
        await limited.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '10.0.0.11' }),
      );
    }
    for (const allowed of answers.slice(0, 3)) {
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers).not.toHaveProperty('x-ratelimit-remaining');
    }
    const refused = answers[3];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0' });
    expect(Number(refused?.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not count pages and assets', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await limited.app.inject({
        method: 'GET',
        url: '/landing-page',
        remoteAddress: '10.0.0.9',
      });
      expect(response.statusCode).not.toBe(429);
    }
  });
});
