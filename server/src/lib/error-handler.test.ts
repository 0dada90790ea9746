import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createLogCapture, type LogCapture } from '../test/log-capture.ts';

/** The database going away mid-flight is the kind of failure no route can plan for. */
describe('unexpected errors and a database that is gone', () => {
  let testApp: TestApp;
  let logs: LogCapture;

  beforeAll(async () => {
    logs = createLogCapture();
    testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
    await testApp.database.close();
  });

  afterAll(async () => {
    await testApp.app.close().catch(() => undefined);
  });

  it('answer 500 with a generic message and no internal detail', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=ada@example.ng' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ msg: 'Something went wrong. Please try again.' });
    expect(response.body).not.toMatch(/stack|select|sql|pglite|closed/i);
  });

  it('log the failure with the request id the client was given', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=ada@example.ng' });
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));

    const line = logs.lines.find((entry) => entry.msg === 'unexpected error' && entry.reqId === requestId);
    expect(line).toBeDefined();
    expect(line?.level).toBe(50);
    expect(line?.err).toEqual(
      expect.objectContaining({ message: expect.any(String), stack: expect.any(String) }),
    );
  });

  it('make readiness answer 503 while liveness still answers 200', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ msg: 'Database unavailable', data: { status: 'unavailable' } });

    const live = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(live.statusCode).toBe(200);
  });
});

describe('request logging', () => {
  let testApp: TestApp;
  let logs: LogCapture;

  beforeAll(async () => {
    logs = createLogCapture();
    testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('logs each request once, with its id and status but never a secret', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login?token=reset-token-in-query',
      headers: { authorization: 'Bearer bearer-secret-value', cookie: 'sid=cookie-secret-value' },
      payload: { email: 'ada@example.com', password: 'Password-secret-1!' },
    });
    const requestId = response.headers['x-request-id'];

    const requestLines = logs.lines.filter((entry) => entry.reqId === requestId);
    // One line per request, written when it is answered.
    expect(requestLines.map((entry) => entry.msg)).toEqual(['request completed']);
    expect(requestLines[0]).toMatchObject({
      req: { method: 'POST', url: '/api/v1/auth/login', id: requestId },
      res: { statusCode: response.statusCode },
    });
    expect(requestLines[0]?.responseTime).toEqual(expect.any(Number));
    for (const secret of [
      'reset-token-in-query',
      'bearer-secret-value',
      'cookie-secret-value',
      'Password-secret-1!',
    ]) {
      expect(logs.text()).not.toContain(secret);
    }
  });

  it('censors secret fields that code logs on purpose', () => {
    testApp.app.log.info(
      { body: { password: 'hunter2-secret', token: 'token-secret', email: 'ada@example.com' } },
      'debug dump',
    );

    const line = logs.lines.find((entry) => entry.msg === 'debug dump');
    expect(line?.body).toEqual({ password: '[redacted]', token: '[redacted]', email: '[redacted]' });
  });
});
