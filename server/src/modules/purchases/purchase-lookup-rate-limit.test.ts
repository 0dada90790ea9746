import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createPurchaseTestApp } from './purchases.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp({ env: { LOOKUP_RATE_LIMIT_PER_IP: '3' } });
});
afterAll(() => testApp.close());

describe('POST /purchase/find', () => {
  it('throttles one address after LOOKUP_RATE_LIMIT_PER_IP look-ups', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/purchase/find',
        payload: { ref: `PP-20250101-GUESS${attempt}`, phone: '08031234567' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json<{ msg: string }>().msg).toMatch(
          /^Too many requests\. Please try again in \d+ seconds\.$/,
        );
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
