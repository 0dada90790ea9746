import {
  parseGpsCoordinates,
  withoutUnanswered,
  type AuditType,
  type HomeAuditInput,
  type OfficeAuditInput,
} from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { queueReportDelivery } from '../audit-report/report-job-names.ts';
import * as repository from './audits.repository.ts';
import type { AuditResponseRow } from './audits.repository.ts';
import { isUuid } from '../../lib/uuid.ts';

export type AuditSubmission =
  | { type: Extract<AuditType, 'office'>; answers: OfficeAuditInput }
  | { type: Extract<AuditType, 'home'>; answers: HomeAuditInput };

/**
 * Stores one questionnaire. The answers were already parsed by the shared schema, so numbers are numbers;
 * optional questions left blank are not stored (the `answers` jsonb holds only what was answered, so
 * older responses look the same). GPS stays free text (docs/product.md §5), and is also kept as coordinates when it
 * reads `latitude, longitude`, so the sizing report can place the site without parsing text again.
 */
export async function submitAudit(
  ctx: AppContext,
  { userId, submission }: { userId: string; submission: AuditSubmission },
): Promise<AuditResponseRow> {
  const { gps, ...answers } = submission.answers;
  const coordinates = parseGpsCoordinates(gps);

  const row = await repository.insert(ctx.db, {
    userId,
    type: submission.type,
    answers: withoutUnanswered(answers),
    gps,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
  });
  // The response is safe before anything is sent; a queue hiccup is logged, never lost as a 500 after the insert.
  await queueReportDelivery(ctx, row.id).catch((error: unknown) =>
    ctx.log.error({ err: error, auditId: row.id }, 'report delivery not queued'),
  );
  return row;
}

export async function listAudits(
  ctx: AppContext,
  { userId, page, limit }: { userId: string; page: number; limit: number },
) {
  return repository.listByUser(ctx.db, { userId, limit, offset: (page - 1) * limit });
}

/** Another customer's response is answered exactly like a missing one. */
export async function getAudit(
  ctx: AppContext,
  { userId, id }: { userId: string; id: string },
): Promise<AuditResponseRow> {
  if (!isUuid(id)) throw notFound();

  const row = await repository.findByIdForUser(ctx.db, { userId, id });
  if (!row) throw notFound();
  return row;
}

/** Any response by id, for the jobs that deliver its report on behalf of its owner. */
export async function findAuditById(ctx: AppContext, id: string): Promise<AuditResponseRow | undefined> {
  return repository.findById(ctx.db, id);
}
