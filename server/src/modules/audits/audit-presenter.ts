import { auditRecordSchema, type AuditRecord } from '@powerpay/shared';
import type { AuditResponseRow } from './audits.repository.ts';

/**
 * What leaves the server for one response: the form's own field names (SPEC.md section 3) plus `id`,
 * `type` and `created_at`. Parsing through the shared schema guarantees the declared shape.
 */
export function presentAudit(row: AuditResponseRow): AuditRecord {
  const answers = typeof row.answers === 'object' && row.answers !== null ? row.answers : {};

  return auditRecordSchema.parse({
    ...answers,
    gps: row.gps,
    id: row.id,
    type: row.type,
    created_at: row.createdAt.toISOString(),
  });
}
