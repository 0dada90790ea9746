import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

describe('unexpected errors', () => {
  it('answer 500 with a generic message and no internal detail', async () => {
    const testApp = await createTestApp();
    // The database going away mid-flight is the kind of failure no route can plan for.
    await testApp.database.close();

    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ msg: 'Something went wrong. Please try again.' });
    await testApp.app.close().catch(() => undefined);
  });
});
