import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Decision 015: the development outbox lists one recipient's messages, never everyone's. */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  for (const email of ['ada@example.ng', 'bola@example.ng']) {
    await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, first_name: 'A', last_name: 'B', phone: '08031234567', password: 'Sunlight!2024' },
    });
    await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
  }
});
afterAll(() => testApp.close());

describe('GET /api/v1/dev/outbox', () => {
  it('refuses to list without a recipient', async () => {
    for (const url of ['/api/v1/dev/outbox', '/api/v1/dev/outbox?to=', '/api/v1/dev/outbox?limit=100']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().msg).toEqual(expect.any(String));
      expect(response.body).not.toContain('reset');
    }
  });

  it('lists only the named recipient’s messages', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=ada@example.ng' });
    expect(response.statusCode).toBe(200);
    const messages = response.json().data as { recipient: string }[];
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages.map((message) => message.recipient))).toEqual(new Set(['ada@example.ng']));
  });

  it('is not there in production', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: '1' },
    });
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: '/api/v1/dev/outbox?to=ada@example.ng',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
