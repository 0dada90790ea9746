import type { Beneficiary } from '@powerpay/shared';
import { expect } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

export type ListBody = {
  msg: string;
  data: Beneficiary[];
  meta: { page: number; limit: number; total: number };
};

/** A POST /beneficiary body for `meterNo`; the name is the provider's, never the client's. */
export const bodyFor = (meterNo: string, overrides: Record<string, unknown> = {}) => ({
  meter_no: meterNo,
  provider: 'ikeja-electric',
  meter_type: 'prepaid',
  phone: '08031234567',
  email: '',
  name: 'ignored',
  ...overrides,
});

/** The beneficiary routes' requests against the test app its file starts (read when a test runs). */
export function beneficiaryRequests(app: () => TestApp) {
  return {
    async signIn() {
      return (await createSignedInUser(app().database.db)).headers;
    },

    async create(headers: Record<string, string>, body: Record<string, unknown>): Promise<Beneficiary> {
      const response = await app().app.inject({
        method: 'POST',
        url: '/api/v1/beneficiary',
        headers,
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Beneficiary }>().data;
    },

    async list(headers: Record<string, string>, query = ''): Promise<ListBody> {
      const response = await app().app.inject({ method: 'GET', url: `/api/v1/beneficiary${query}`, headers });
      expect(response.statusCode).toBe(200);
      return response.json<ListBody>();
    },
  };
}
