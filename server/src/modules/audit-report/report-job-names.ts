import type { AppContext } from '../../context.ts';

/** Job names of report delivery, apart from their handlers so the audits module queues them by name. */
export const REPORT_JOBS = {
  emailCustomer: 'audit-report.email-customer',
  notifySupport: 'audit-report.notify-support',
} as const;

/** Queues both e-mails of a new response, once each (the response's id is the singleton key). */
export async function queueReportDelivery(context: AppContext, auditId: string): Promise<void> {
  for (const name of Object.values(REPORT_JOBS))
    await context.queue.send(name, { auditId }, { singletonKey: auditId });
}
