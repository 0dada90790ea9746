import { auditRecordSchema, type AuditRecord } from '@powerpay/shared';
import { locateSite } from '@powerpay/shared/solar';
import type { AuditResponseRow } from './audits.repository.ts';

/**
 * What leaves the server for one response: the form's own field names (docs/product.md §3) plus `id`,
 * `type`, `created_at` and where the site is (`location`, so the browser's engine need not locate it:
 * docs/decisions/010). Parsing through the shared schema guarantees the declared shape.
 */
export function presentAudit(row: AuditResponseRow): AuditRecord {
  const answers = typeof row.answers === 'object' && row.answers !== null ? row.answers : {};
  const address = 'address' in answers && typeof answers.address === 'string' ? answers.address : '';

  return auditRecordSchema.parse({
    ...answers,
    gps: row.gps,
    id: row.id,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    location: locateSite({ gps: row.gps, address }),
  });
}
