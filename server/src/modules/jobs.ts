import type { AnyJobDefinition } from '../jobs/define-job.ts';
import {
  deleteExpiredCountersJob,
  emailAddressJobs,
  notifyRegistrationAttemptJob,
  sendPasswordResetJob,
} from './accounts/accounts.jobs.ts';
import { reportDeliveryJobs } from './audit-report/report-delivery.jobs.ts';
import { notifySupportJob } from './contact/contact.jobs.ts';
import { opsAlertsJob } from './ops/alerts.jobs.ts';
import { purchaseJobs } from './purchases/purchases.jobs.ts';
import { sendDueRemindersJob, sendReminderJob } from './reminders/reminders.jobs.ts';
import { retentionJob } from './retention/retention.jobs.ts';
import { notifyVisitJob } from './site-visits/site-visits.jobs.ts';

/** Every feature's jobs, worked by the queue (the routes' list is ./index.ts). */
export const jobDefinitions: AnyJobDefinition[] = [
  notifySupportJob,
  ...purchaseJobs,
  sendDueRemindersJob,
  sendReminderJob,
  ...reportDeliveryJobs,
  opsAlertsJob,
  deleteExpiredCountersJob,
  sendPasswordResetJob,
  retentionJob,
  notifyRegistrationAttemptJob,
  ...emailAddressJobs,
  notifyVisitJob,
];
