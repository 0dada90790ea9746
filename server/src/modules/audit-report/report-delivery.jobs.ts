import type { AuditRecord } from '@powerpay/shared';
import { costRangeText, paybackText, reportPath, siteLine } from '@powerpay/shared/solar-report-text';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { presentAudit } from '../audits/audit-presenter.ts';
import { findAuditById } from '../audits/audits.service.ts';
import { reportOfRecord, reportPdfOf, type AuditReport } from './audit-report.service.ts';
import { REPORT_JOBS } from './report-job-names.ts';

const payload = z.object({ auditId: z.uuid() });
// Mail servers recover within minutes; eight tries with backoff span a few hours.
const retry = { limit: 8, delaySeconds: 30, backoff: true };

async function loadReport(context: AppContext, auditId: string): Promise<AuditReport | null> {
  const row = await findAuditById(context, auditId);
  if (!row) {
    context.log.warn({ auditId }, 'audit response to deliver no longer exists');
    return null;
  }
  return reportOfRecord(presentAudit(row));
}

function contactOf(record: AuditRecord): { person: string; phone: string } {
  return { person: record.type === 'office' ? record.contact_name : record.name, phone: record.phone };
}

/** The customer's copy: the link to the live report and the PDF attached. */
export const emailReportJob = defineJob({
  name: REPORT_JOBS.emailCustomer,
  payload,
  retry,
  async handle({ auditId }, context) {
    const audit = await loadReport(context, auditId);
    if (!audit) return;
    const { record, report } = audit;
    const link = `${context.env.PUBLIC_URL}${reportPath(record.id)}`;
    const { fileName, pdf } = await reportPdfOf(audit, { publicUrl: context.env.PUBLIC_URL });
    await context.integrations.mail.send({
      to: record.email,
      subject: 'Your PowerPay solar energy report',
      text: [
        `Hello ${contactOf(record).person},`,
        '',
        `Thank you for completing the PowerPay energy audit for ${siteLine(record)}.`,
        '',
        `Our instant estimate: ${report.summary}.`,
        `Estimated cost: ${costRangeText(report, 'NGN ')}. Payback: ${paybackText(report.economics)}.`,
        '',
        `See the full report, and try other fuel prices or battery choices, at ${link}`,
        'The PDF copy is attached.',
        '',
        'This is an estimate from your answers, not a site survey. A PowerPay solar engineer will call you to review it and arrange a site visit.',
        '',
        'PowerPay',
      ].join('\n'),
      attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
      idempotencyKey: `audit-report-email-${record.id}`,
    });
  },
});

/** The sales lead: who, where, what system and what it costs, with the link. */
export const notifySupportOfReportJob = defineJob({
  name: REPORT_JOBS.notifySupport,
  payload,
  retry,
  async handle({ auditId }, context) {
    const audit = await loadReport(context, auditId);
    if (!audit) return;
    const { record, report } = audit;
    const contact = contactOf(record);
    const kind = record.type === 'office' ? 'Office' : 'Home';
    await context.integrations.mail.send({
      to: context.env.SUPPORT_EMAIL,
      subject: `Solar lead: ${kind}, ${record.address} (${contact.person})`,
      text: [
        'A customer completed the energy audit and received an instant solar estimate.',
        '',
        `Type: ${kind}`,
        `Site: ${record.name}, ${record.address} (GPS ${record.gps})`,
        `Recommended system: ${report.summary}`,
        `Cost range: ${costRangeText(report, 'NGN ')}`,
        `Contact person: ${contact.person}`,
        `Phone: ${contact.phone}`,
        `Email: ${record.email}`,
        `Report: ${context.env.PUBLIC_URL}${reportPath(record.id)}`,
        `Reference: ${record.id}`,
        '',
        `Call ${contact.person} on ${contact.phone} to arrange a site visit.`,
      ].join('\n'),
      idempotencyKey: `audit-report-lead-${record.id}`,
    });
  },
});

export const reportDeliveryJobs = [emailReportJob, notifySupportOfReportJob];
