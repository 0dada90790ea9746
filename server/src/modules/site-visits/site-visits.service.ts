import {
  SITE_VISIT_MESSAGES as VM,
  type SiteVisit,
  type SiteVisitRequest,
  type SiteVisitUpdate,
} from '@powerpay/shared/site-visit';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { getAudit } from '../audits/audits.service.ts';
import { recordStaffAction } from '../ops/audit-log.ts';
import { presentVisit } from './site-visit-presenter.ts';
import * as repository from './site-visits.repository.ts';
import { queueVisitNotice } from './site-visits.jobs.ts';

/** The customer's visit for one of their own responses (404 for anyone else's), or null. */
export async function visitOfCustomer(
  ctx: AppContext,
  { userId, id }: { userId: string; id: string },
): Promise<SiteVisit | null> {
  await getAudit(ctx, { userId, id });
  const row = await repository.findVisit(ctx.db, id);
  return row ? presentVisit(row) : null;
}

/**
 * A request from the report: stored, and its acknowledgement by e-mail and SMS queued, in one
 * transaction, so a request is never kept without the notice that confirms it (nor the reverse).
 */
export async function requestVisit(
  ctx: AppContext,
  { userId, id, request }: { userId: string; id: string; request: SiteVisitRequest },
): Promise<SiteVisit> {
  await getAudit(ctx, { userId, id });
  return ctx.db.transaction(async (transaction) => {
    const row = await repository.insertRequest(transaction, { auditResponseId: id, request });
    if (!row) throw conflict(VM.alreadyRequested);
    const visit = presentVisit(row);
    await queueVisitNotice(ctx, {
      notice: { auditId: id, event: 'requested', version: visit.requested_at },
      transaction,
    });
    return visit;
  });
}

const NEXT_STATES: Record<string, readonly string[]> = {
  requested: ['scheduled', 'cancelled'],
  scheduled: ['scheduled', 'done', 'cancelled'],
};

/** Staff schedule, move, finish or cancel a visit; each change goes to the staff audit log. */
export async function updateVisit(
  ctx: AppContext,
  { id, staff, update }: { id: string; staff: UserRow; update: SiteVisitUpdate },
): Promise<SiteVisit> {
  if (!isUuid(id)) throw notFound();
  return ctx.db.transaction(async (transaction) => {
    const found = await repository.findVisit(transaction, id);
    if (!found) throw conflict(VM.noVisit);
    if (!(NEXT_STATES[found.state] ?? []).includes(update.state)) {
      throw conflict(update.state === 'scheduled' ? VM.cannotSchedule : VM.cannotChange);
    }
    const scheduled = update.state === 'scheduled' ? { date: update.date, time: update.time } : undefined;
    const row = await repository.updateVisit(transaction, {
      auditResponseId: id,
      fromState: found.state,
      state: update.state,
      scheduled,
    });
    if (!row) throw conflict(VM.cannotChange);
    await recordStaffAction(transaction, {
      actorId: staff.id,
      action: 'lead.visit_update',
      targetType: 'lead',
      targetId: id,
      // States and dates only: the phone and the note stay on the visit (decision 040).
      before: {
        state: found.state,
        scheduled_date: found.scheduledDate,
        scheduled_time: found.scheduledTime,
      },
      after: { state: row.state, scheduled_date: row.scheduledDate, scheduled_time: row.scheduledTime },
    });
    const visit = presentVisit(row);
    if (visit.state === 'scheduled') {
      const version = `${visit.scheduled_date}:${visit.scheduled_time}`;
      await queueVisitNotice(ctx, { notice: { auditId: id, event: 'scheduled', version }, transaction });
    }
    return visit;
  });
}
