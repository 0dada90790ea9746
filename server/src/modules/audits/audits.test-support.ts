import type { AuditRecord } from '@powerpay/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditResponses } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A complete, valid office questionnaire as the web form sends it (numbers typed as text). */
export const validOfficeBody = {
  name: 'Kaduna Textiles Ltd',
  address: '12 Ahmadu Bello Way, Kaduna',
  email: 'facilities@kadunatextiles.ng',
  contact_name: 'Halima Sani',
  phone: '08031234567',
  gridHours: '10',
  gridCost: '150000',
  genSize: '27.5',
  gen: 'diesel',
  fuel: '300000',
  inverter: '10',
  nightPeakLoad: '8',
  dayPeakLoad: '20',
  dayConsumption: '180',
  rooms: '14',
  gps: '10.5105, 7.4165',
  land: '250',
} satisfies Record<string, string>;

/** A complete, valid home questionnaire as the web form sends it. */
export const validHomeBody = {
  name: 'Chinedu Eze',
  phone: '8091234567',
  email: 'chinedu.eze@example.com',
  address: '4 Admiralty Way, Lekki, Lagos',
  rooms: '3',
  ac: '2',
  appliances: 'true',
  gps: '6.4474, 3.4723',
  land: '40',
} satisfies Record<string, string>;

export type AuditKind = 'office' | 'home';

export function postAudit(
  testApp: TestApp,
  {
    kind,
    headers,
    body,
  }: { kind: AuditKind; headers: Record<string, string>; body: Record<string, unknown> },
) {
  return testApp.app.inject({ method: 'POST', url: `/api/v1/auditForm/${kind}`, headers, payload: body });
}

export type ListBody = {
  msg: string;
  data: AuditRecord[];
  meta: { page: number; limit: number; total: number };
};

/** The audit routes' requests against the test app its file starts (read when a test runs, after beforeAll). */
export function auditRequests(app: () => TestApp) {
  return {
    signIn: () => createSignedInUser(app().database.db),

    async submit(
      kind: AuditKind,
      headers: Record<string, string>,
      body: Record<string, unknown>,
    ): Promise<AuditRecord> {
      const response = await postAudit(app(), { kind, headers, body });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: AuditRecord }>().data;
    },

    async storedRow(id: string) {
      const [row] = await app().database.db.select().from(auditResponses).where(eq(auditResponses.id, id));
      if (!row) throw new Error(`no stored response ${id}`);
      return row;
    },

    async list(headers: Record<string, string>, query = ''): Promise<ListBody> {
      const response = await app().app.inject({ method: 'GET', url: `/api/v1/auditForm${query}`, headers });
      expect(response.statusCode).toBe(200);
      return response.json<ListBody>();
    },
  };
}
