import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A stopping instance fails readiness first, and every other read with it, so a balancer sends the read
 * elsewhere and stops sending to this instance before it closes (decisions 046, 055).
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('an instance while it drains', () => {
  it('answers readiness and other reads 503 with Retry-After, while health, metrics and writes are answered', async () => {
    expect((await get('/api/v1/health/ready')).statusCode).toBe(200);
    expect((await get('/api/v1/purchase/provider')).statusCode).toBe(200);

    testApp.app.draining.start();

    const refused = await get('/api/v1/health/ready');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ msg: 'Shutting down', data: { status: 'draining' } });

    const read = await get('/api/v1/purchase/provider');
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('1');
    expect(read.json()).toEqual({ msg: 'Shutting down: please try again' });

    expect((await get('/api/v1/health')).statusCode).toBe(200);
    expect((await get('/metrics')).statusCode).toBe(200);
    const write = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'someone@example.com' },
    });
    expect(write.statusCode).toBe(200);
  });
});
