import type { SiteVisit, VisitState, VisitTime } from '@powerpay/shared/site-visit';
import type { SiteVisitRow } from './site-visits.repository.ts';

/** A stored visit as the customer's report and the staff's lead show it. */
export function presentVisit(row: SiteVisitRow): SiteVisit {
  return {
    state: row.state as VisitState,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime as VisitTime,
    phone: row.phone,
    note: row.note,
    scheduled_date: row.scheduledDate,
    scheduled_time: row.scheduledTime as VisitTime | null,
    requested_at: row.requestedAt.toISOString(),
  };
}
