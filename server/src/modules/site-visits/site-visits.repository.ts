import type { SiteVisitRequest, VisitTime } from '@powerpay/shared/site-visit';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteVisits } from '../../db/schema/index.ts';

export type SiteVisitRow = typeof siteVisits.$inferSelect;

export async function findVisit(db: Database, auditResponseId: string): Promise<SiteVisitRow | null> {
  const [row] = await db.select().from(siteVisits).where(eq(siteVisits.auditResponseId, auditResponseId));
  return row ?? null;
}

/**
 * Stores a request; a closed visit (done, cancelled) is replaced, an open one is left as it is and
 * null comes back, in one statement, so two requests at once cannot both win.
 */
export async function insertRequest(
  db: Database,
  { auditResponseId, request }: { auditResponseId: string; request: SiteVisitRequest },
): Promise<SiteVisitRow | null> {
  const values = {
    state: 'requested',
    preferredDate: request.preferred_date,
    preferredTime: request.preferred_time,
    phone: request.phone,
    note: request.note,
    scheduledDate: null,
    scheduledTime: null,
    requestedAt: new Date(),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(siteVisits)
    .values({ auditResponseId, ...values })
    .onConflictDoUpdate({
      target: siteVisits.auditResponseId,
      set: values,
      setWhere: inArray(siteVisits.state, ['done', 'cancelled']),
    })
    .returning();
  return row ?? null;
}

/** Moves a visit on from the state it was read in; null when another change came first. */
export async function updateVisit(
  db: Database,
  {
    auditResponseId,
    fromState,
    state,
    scheduled,
  }: {
    auditResponseId: string;
    fromState: string;
    state: string;
    scheduled?: { date: string; time: VisitTime };
  },
): Promise<SiteVisitRow | null> {
  const [row] = await db
    .update(siteVisits)
    .set({
      state,
      ...(scheduled ? { scheduledDate: scheduled.date, scheduledTime: scheduled.time } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(siteVisits.auditResponseId, auditResponseId), eq(siteVisits.state, fromState)))
    .returning();
  return row ?? null;
}
