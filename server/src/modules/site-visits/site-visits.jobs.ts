import { visitDateText, type SiteVisit } from '@powerpay/shared/site-visit';
import { reportPath } from '@powerpay/shared/solar-report-text';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { presentAudit } from '../audits/audit-presenter.ts';
import { findAuditById } from '../audits/audits.service.ts';
import { presentVisit } from './site-visit-presenter.ts';
import { findVisit } from './site-visits.repository.ts';

export const NOTIFY_VISIT_JOB = 'site-visit.notify-customer';

const payload = z.object({
  auditId: z.uuid(),
  event: z.enum(['requested', 'scheduled']),
  /** What this notice is about (the request's time, the date scheduled): a later change is a new notice. */
  version: z.string().max(100),
});
type VisitNotice = z.infer<typeof payload>;

/**
 * Queues one notice in the transaction that made the change it tells of; the same event and version
 * are queued, and sent, once.
 */
export async function queueVisitNotice(
  ctx: AppContext,
  { notice, transaction }: { notice: VisitNotice; transaction: Database },
): Promise<void> {
  const key = `${notice.auditId}:${notice.event}:${notice.version}`;
  await ctx.queue.send(NOTIFY_VISIT_JOB, notice, { singletonKey: key, transaction });
}

function wordsOf(
  event: VisitNotice['event'],
  visit: SiteVisit,
): { subject: string; sms: string; lines: string[] } {
  if (event === 'requested') {
    const when = `${visitDateText(visit.preferred_date)}, ${visit.preferred_time}`;
    return {
      subject: 'We have your site visit request',
      sms: `PowerPay: we have your site visit request for ${when}. We will confirm the date by SMS.`,
      lines: [
        `We have your request for a site visit on ${when}.`,
        'A PowerPay engineer will confirm the date with you.',
      ],
    };
  }
  const when = `${visitDateText(visit.scheduled_date ?? visit.preferred_date)}, ${visit.scheduled_time ?? visit.preferred_time}`;
  return {
    subject: 'Your site visit is booked',
    sms: `PowerPay: your site visit is booked for ${when}. Reply or call us to change it.`,
    lines: [
      `Your site visit is booked for ${when}.`,
      'Our engineer will check the roof, shading and wiring, then send your quotation.',
    ],
  };
}

/** Tells the customer, by e-mail and SMS, that their visit was requested or scheduled (decision 059). */
export const notifyVisitJob = defineJob({
  name: NOTIFY_VISIT_JOB,
  payload,
  // Gateways recover within minutes; eight tries with backoff span a few hours.
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  async handle(notice, context) {
    const [row, visitRow] = await Promise.all([
      findAuditById(context, notice.auditId),
      findVisit(context.db, notice.auditId),
    ]);
    if (!row || !visitRow) return;
    const record = presentAudit(row);
    const visit = presentVisit(visitRow);
    // A notice overtaken by a later change (cancelled, moved) is not sent: the later one says it.
    const current =
      notice.event === 'requested' ? visit.requested_at : `${visit.scheduled_date}:${visit.scheduled_time}`;
    if (current !== notice.version || (notice.event === 'scheduled' && visit.state !== 'scheduled')) return;
    const words = wordsOf(notice.event, visit);
    const person = record.type === 'office' ? record.contact_name : record.name;
    const key = `site-visit:${notice.auditId}:${notice.event}:${notice.version}`;
    await context.integrations.mail.send({
      to: record.email,
      subject: words.subject,
      text: [
        `Hello ${person},`,
        '',
        ...words.lines,
        '',
        `Your report: ${context.env.PUBLIC_URL}${reportPath(record.id)}`,
        '',
        'PowerPay',
      ].join('\n'),
      idempotencyKey: `${key}:email`,
    });
    await context.integrations.sms.send({ to: visit.phone, text: words.sms, idempotencyKey: `${key}:sms` });
  },
});
