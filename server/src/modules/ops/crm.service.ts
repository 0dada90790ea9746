import { LEAD_STATUSES, type ContactMessage, type Lead, type LeadStatus } from '@powerpay/shared/ops';
import type { VisitState } from '@powerpay/shared/site-visit';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { notFound } from '../../lib/errors.ts';
import { reportOfRecord } from '../audit-report/audit-report.service.ts';
import { presentAudit } from '../audits/audit-presenter.ts';
import { recordStaffAction } from './audit-log.ts';
import * as repository from './crm.repository.ts';
import { isUuid } from '../../lib/uuid.ts';
import { presentVisit } from '../site-visits/site-visit-presenter.ts';

type LeadRow = NonNullable<Awaited<ReturnType<typeof repository.findLead>>>;
type MessageRow = NonNullable<Awaited<ReturnType<typeof repository.findMessage>>>;

function answer(answers: unknown, key: string): string {
  const value =
    typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
}

function toLeadStatus(value: string | undefined): LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value ?? '') ? (value as LeadStatus) : 'new';
}

/**
 * The recommended system and its cost, composed by the engine from the response as its report is
 * (decision 010). Answers never change once stored, so each is composed once per process; a page of
 * leads costs at most its new ones.
 */
const systemOfLead = new Map<string, { system: string; value: number } | null>();
const SYSTEM_CACHE_SIZE = 2000;

function systemOf(audit: LeadRow['audit']): { system: string; value: number } | null {
  const cached = systemOfLead.get(audit.id);
  if (cached !== undefined) return cached;
  let found: { system: string; value: number } | null = null;
  try {
    const { report } = reportOfRecord(presentAudit(audit));
    found = { system: report.summary, value: Math.round(report.costs.total) };
  } catch {
    // An answer the engine cannot size (an old or odd record) still makes a lead: without a system.
  }
  if (systemOfLead.size >= SYSTEM_CACHE_SIZE) systemOfLead.delete(systemOfLead.keys().next().value ?? '');
  systemOfLead.set(audit.id, found);
  return found;
}

/** The office form names a contact person beside the company; the home form's name is the person. */
export function presentLead({ audit, lead, visit }: LeadRow): Lead {
  const isOffice = audit.type === 'office';
  const contactName = isOffice
    ? answer(audit.answers, 'contact_name') || answer(audit.answers, 'name')
    : answer(audit.answers, 'name');
  const system = systemOf(audit);
  return {
    id: audit.id,
    type: audit.type,
    customer_id: audit.userId,
    contact_name: contactName,
    company: isOffice ? answer(audit.answers, 'name') || null : null,
    site: answer(audit.answers, 'address'),
    system: system?.system ?? null,
    value: system?.value ?? null,
    phone: answer(audit.answers, 'phone'),
    email: answer(audit.answers, 'email'),
    status: toLeadStatus(lead?.status),
    notes: lead?.notes ?? '',
    created_at: audit.createdAt.toISOString(),
    report_path: `/ops/leads/${audit.id}/report`,
    visit: visit ? presentVisit(visit) : null,
  };
}

/** A lead's response, for the staff's read-only report; the view is written to the audit log (decision 022). */
export async function leadReportRecord(ctx: AppContext, { id, staff }: { id: string; staff: UserRow }) {
  if (!isUuid(id)) throw notFound();
  const found = await repository.findLead(ctx.db, id);
  if (!found) throw notFound();
  await recordStaffAction(ctx.db, {
    actorId: staff.id,
    action: 'lead.report_view',
    targetType: 'lead',
    targetId: id,
    before: null,
    after: null,
  });
  return presentAudit(found.audit);
}

export function presentMessage({ message, handling }: MessageRow): ContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    created_at: message.createdAt.toISOString(),
    handled: Boolean(handling?.handledAt),
  };
}

export async function listLeads(
  ctx: AppContext,
  query: { status?: LeadStatus; visit?: VisitState; page: number; limit: number },
) {
  const { rows, total } = await repository.listLeads(ctx.db, {
    status: query.status,
    visit: query.visit,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { rows: rows.map(presentLead), meta: { page: query.page, limit: query.limit, total } };
}

export async function updateLead(
  ctx: AppContext,
  { id, staff, status, notes }: { id: string; staff: UserRow; status: LeadStatus; notes: string },
) {
  if (!isUuid(id)) throw notFound();
  return ctx.db.transaction(async (transaction) => {
    const found = await repository.findLead(transaction, id);
    if (!found) throw notFound();
    const before = presentLead(found);
    await repository.saveLead(transaction, { id, status, notes });
    const after = presentLead({
      ...found,
      lead: { auditResponseId: id, status, notes, updatedAt: new Date() },
    });
    await recordStaffAction(transaction, {
      actorId: staff.id,
      action: 'lead.update',
      targetType: 'lead',
      targetId: id,
      // The notes' words stay on the lead, erased with it; the log only says they changed (decision 040).
      before: { status: before.status },
      after: { status: after.status, notes_changed: after.notes !== before.notes },
    });
    return after;
  });
}

export async function listMessages(
  ctx: AppContext,
  query: { handled?: 'true' | 'false'; page: number; limit: number },
) {
  const handled = query.handled === undefined ? undefined : query.handled === 'true';
  const { rows, total } = await repository.listMessages(ctx.db, {
    handled,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { rows: rows.map(presentMessage), meta: { page: query.page, limit: query.limit, total } };
}

export async function updateMessage(
  ctx: AppContext,
  { id, staff, handled }: { id: string; staff: UserRow; handled: boolean },
) {
  if (!isUuid(id)) throw notFound();
  return ctx.db.transaction(async (transaction) => {
    const found = await repository.findMessage(transaction, id);
    if (!found) throw notFound();
    await repository.setHandled(transaction, { id, handled, staffId: staff.id });
    await recordStaffAction(transaction, {
      actorId: staff.id,
      action: 'message.update',
      targetType: 'message',
      targetId: id,
      before: { handled: Boolean(found.handling?.handledAt) },
      after: { handled },
    });
    const updated = await repository.findMessage(transaction, id);
    if (!updated) throw notFound();
    return presentMessage(updated);
  });
}
