import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { LeadStatus } from '@powerpay/shared/ops';
import type { VisitState } from '@powerpay/shared/site-visit';
import type { Database } from '../../db/client.ts';
import {
  auditResponses,
  contactMessages,
  leadStatuses,
  messageHandling,
  siteVisits,
} from '../../db/schema/index.ts';

const leadStatus = sql<string>`coalesce(${leadStatuses.status}, 'new')`;

/** Energy audit responses as sales leads, newest first; a response nobody touched is `new`. */
export async function listLeads(
  db: Database,
  {
    status,
    visit,
    limit,
    offset,
  }: { status?: LeadStatus; visit?: VisitState; limit: number; offset: number },
) {
  const where: SQL | undefined = and(
    status ? eq(leadStatus, status) : undefined,
    visit ? eq(siteVisits.state, visit) : undefined,
  );
  const base = () =>
    db
      .select()
      .from(auditResponses)
      .leftJoin(leadStatuses, eq(leadStatuses.auditResponseId, auditResponses.id))
      .leftJoin(siteVisits, eq(siteVisits.auditResponseId, auditResponses.id));
  const [rows, totals] = await Promise.all([
    base()
      .where(where)
      // A customer's leads together, customers by their latest lead: the console groups them.
      .orderBy(
        desc(sql`max(${auditResponses.createdAt}) over (partition by ${auditResponses.userId})`),
        auditResponses.userId,
        desc(auditResponses.createdAt),
        desc(auditResponses.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(auditResponses)
      .leftJoin(leadStatuses, eq(leadStatuses.auditResponseId, auditResponses.id))
      .leftJoin(siteVisits, eq(siteVisits.auditResponseId, auditResponses.id))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      audit: row.audit_responses,
      lead: row.lead_statuses,
      visit: row.site_visits,
    })),
    total: totals[0]?.total ?? 0,
  };
}

export async function findLead(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(auditResponses)
    .leftJoin(leadStatuses, eq(leadStatuses.auditResponseId, auditResponses.id))
    .leftJoin(siteVisits, eq(siteVisits.auditResponseId, auditResponses.id))
    .where(eq(auditResponses.id, id))
    .limit(1);
  return row ? { audit: row.audit_responses, lead: row.lead_statuses, visit: row.site_visits } : null;
}

export async function saveLead(
  db: Database,
  { id, status, notes }: { id: string; status: LeadStatus; notes: string },
) {
  const [row] = await db
    .insert(leadStatuses)
    .values({ auditResponseId: id, status, notes })
    .onConflictDoUpdate({
      target: leadStatuses.auditResponseId,
      set: { status, notes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('lead not saved');
  return row;
}

export async function listMessages(
  db: Database,
  { handled, limit, offset }: { handled?: boolean; limit: number; offset: number },
) {
  const where =
    handled === undefined
      ? undefined
      : handled
        ? isNotNull(messageHandling.handledAt)
        : isNull(messageHandling.handledAt);
  const join = eq(messageHandling.contactMessageId, contactMessages.id);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .leftJoin(messageHandling, join)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(contactMessages).leftJoin(messageHandling, join).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ message: row.contact_messages, handling: row.message_handling })),
    total: totals[0]?.total ?? 0,
  };
}

export async function findMessage(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(contactMessages)
    .leftJoin(messageHandling, eq(messageHandling.contactMessageId, contactMessages.id))
    .where(and(eq(contactMessages.id, id)))
    .limit(1);
  return row ? { message: row.contact_messages, handling: row.message_handling } : null;
}

export async function setHandled(
  db: Database,
  { id, handled, staffId }: { id: string; handled: boolean; staffId: string },
) {
  const values = { handledAt: handled ? new Date() : null, handledBy: handled ? staffId : null };
  await db
    .insert(messageHandling)
    .values({ contactMessageId: id, ...values })
    .onConflictDoUpdate({ target: messageHandling.contactMessageId, set: values });
}
