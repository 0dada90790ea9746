import type { AnyJobDefinition } from './define-job.ts';
import { deleteExpiredCountersJob, sendPasswordResetJob } from '../modules/accounts/accounts.jobs.ts';
import { reportDeliveryJobs } from '../modules/audit-report/report-delivery.jobs.ts';
import { notifySupportJob } from '../modules/contact/contact.jobs.ts';
import { opsAlertsJob } from '../modules/ops/alerts.jobs.ts';
import { purchaseJobs } from '../modules/purchases/purchases.jobs.ts';
import { sendDueRemindersJob, sendReminderJob } from '../modules/reminders/reminders.jobs.ts';

/** Every job the app runs; features add theirs here. */
export const jobDefinitions: AnyJobDefinition[] = [
  notifySupportJob,
  ...purchaseJobs,
  sendDueRemindersJob,
  sendReminderJob,
  ...reportDeliveryJobs,
  opsAlertsJob,
  deleteExpiredCountersJob,
  sendPasswordResetJob,
];
