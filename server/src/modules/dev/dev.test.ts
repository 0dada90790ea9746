import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JOB_WAIT } from '../../test/waits.ts';

/**
 * Decision 015: the development outbox lists one recipient's messages, never everyone's.
 * Decision 038: the development routes answer only this machine, never through a proxy.
 */
let testApp: TestApp;

beforeAll(async () => {
  // The reset mails leave through the job queue (decision 042): this app works it.
  testApp = await createTestApp({ jobs: { work: true, pollingIntervalSeconds: 0.5 } });
  for (const email of ['ada@example.ng', 'bola@example.ng']) {
    await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, first_name: 'A', last_name: 'B', phone: '08031234567', password: 'Sunlight!2024' },
    });
    await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
  }
  const mailsTo = async (email: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${email}` });
    return response.json().data as unknown[];
  };
  // expect.poll is for tests; a hook waits for the job queue with vi.waitFor, on the same bound.
  await vi.waitFor(async () => {
    expect(await mailsTo('ada@example.ng'), 'the reset mails never left the job queue').not.toHaveLength(0);
    expect(await mailsTo('bola@example.ng'), 'the reset mails never left the job queue').not.toHaveLength(0);
  }, JOB_WAIT);
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

describe('who may reach the development routes', () => {
  const outbox = { method: 'GET', url: '/api/v1/dev/outbox?to=ada@example.ng' } as const;
  const staff = { method: 'POST', url: '/api/v1/dev/staff', payload: { email: 'ada@example.ng' } } as const;

  it('answers a request from loopback, IPv4 or IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await testApp.app.inject({ ...outbox, remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('does not exist for any other address', async () => {
    for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '203.0.113.9', 'fe80::1', '::ffff:10.0.0.7']) {
      for (const request of [outbox, staff]) {
        const response = await testApp.app.inject({ ...request, remoteAddress });
        expect(response.statusCode, `${request.url} from ${remoteAddress}`).toBe(404);
        expect(response.json()).toEqual({ msg: 'Request not found' });
      }
    }
    const ada = await testApp.app.inject(outbox);
    expect(ada.json().data.length).toBeGreaterThan(0);
  });

  it('does not exist for a request a proxy forwarded, even from loopback', async () => {
    const forwarded = [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of forwarded) {
      for (const request of [outbox, staff]) {
        const response = await testApp.app.inject({ ...request, headers, remoteAddress: '127.0.0.1' });
        expect(response.statusCode, `${request.url} with ${Object.keys(headers)[0]}`).toBe(404);
      }
    }
  });

  it('trusting a proxy does not let its header open them', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const response = await behindProxy.app.inject({
        ...outbox,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await behindProxy.close();
    }
  });
});
