import { auditRecordSchema, type AuditRecord } from '@powerpay/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { postAudit, validHomeBody, type AuditKind } from '../audits/audits.test-support.ts';

/** The report's requests, against the test app its file starts (read when a test runs, after beforeAll). */
export function reportRequests(app: () => TestApp) {
  return {
    async submit(
      kind: AuditKind,
      headers: Record<string, string>,
      body: Record<string, unknown>,
    ): Promise<AuditRecord> {
      const response = await postAudit(app(), { kind, headers, body });
      expect(response.statusCode).toBe(200);
      return auditRecordSchema.parse(response.json().data);
    },
    getReport(id: string, headers: Record<string, string> = {}, query = '') {
      return app().app.inject({ method: 'GET', url: `/api/v1/auditForm/${id}/report${query}`, headers });
    },
    getPdf(id: string, headers: Record<string, string> = {}, query = '') {
      return app().app.inject({ method: 'GET', url: `/api/v1/auditForm/${id}/report.pdf${query}`, headers });
    },
  };
}

/** A home that gave its grid and generator spend, so the savings, fuel and CO₂ figures have something to count. */
export const homeWithSpend = {
  ...validHomeBody,
  gridHours: '12',
  gridCost: '40000',
  gen: 'pms',
  genSize: '3.5',
  fuel: '60000',
};
