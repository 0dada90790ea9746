import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A stopping instance fails readiness first, so a balancer stops sending to it before it closes (decision 046). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const ready = () => testApp.app.inject({ method: 'GET', url: '/api/v1/health/ready' });

describe('readiness while draining', () => {
  it('answers 503 once the instance starts draining, while it still answers every other request', async () => {
    expect((await ready()).statusCode).toBe(200);

    testApp.app.draining.start();

    const refused = await ready();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ msg: 'Shutting down', data: { status: 'draining' } });
    const health = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  });
});
