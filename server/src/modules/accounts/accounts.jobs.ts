import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { deleteExpiredCounters } from '../../lib/limits/attempt-counters.ts';
import { ACCOUNT_JOBS } from './account-job-names.ts';
import { mailEmailChange, mailEmailChanged } from './email-change.service.ts';
import { mailEmailConfirmation } from './email-confirmation.service.ts';
import { mailPasswordReset } from './password-reset.service.ts';
import { mailRegistrationAttempt } from './registration-notice.ts';

/** Attempt counters whose window ended count nothing: deleted hourly so the table stays small (decision 041). */
export const deleteExpiredCountersJob = defineJob({
  name: ACCOUNT_JOBS.deleteExpiredCounters,
  payload: z.object({}).nullish(),
  policy: 'singleton',
  cron: '17 * * * *',
  async handle(_payload, context) {
    const deleted = await deleteExpiredCounters(context.db);
    if (deleted > 0) context.log.info({ deleted }, 'expired attempt counters deleted');
  },
});

/**
 * Mails the reset link when the account exists. A job, not the request, does the work: the request then
 * answers in the same time whether or not the account exists (decision 042), and pg-boss retries a mail
 * server hiccup.
 */
export const sendPasswordResetJob = defineJob({
  name: ACCOUNT_JOBS.sendPasswordReset,
  payload: z.object({ email: z.string() }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  async handle({ email }, context) {
    await mailPasswordReset(context, email);
  },
});

/**
 * Tells the owner of an address someone tried to register with it. A job, as the reset mail is: the
 * request answers before any mail is looked up or sent (decision 042).
 */
export const notifyRegistrationAttemptJob = defineJob({
  name: ACCOUNT_JOBS.notifyRegistrationAttempt,
  payload: z.object({ email: z.string() }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  async handle({ email }, context) {
    await mailRegistrationAttempt(context, email);
  },
});

const mailRetry = { limit: 5, delaySeconds: 30, backoff: true };

/** The link confirming the account's address (decision 061): after sign-up, and again on request. */
export const sendEmailConfirmationJob = defineJob({
  name: ACCOUNT_JOBS.sendEmailConfirmation,
  payload: z.object({ userId: z.uuid() }),
  retry: mailRetry,
  async handle({ userId }, context) {
    await mailEmailConfirmation(context, userId);
  },
});

/** A change of address asked for: the link to the new address, the notice to the old one. */
export const sendEmailChangeJob = defineJob({
  name: ACCOUNT_JOBS.sendEmailChange,
  payload: z.object({ userId: z.uuid(), email: z.string() }),
  retry: mailRetry,
  async handle(payload, context) {
    await mailEmailChange(context, payload);
  },
});

/** A change of address completed: the old address is told. */
export const notifyEmailChangedJob = defineJob({
  name: ACCOUNT_JOBS.notifyEmailChanged,
  payload: z.object({ userId: z.uuid(), previousEmail: z.string() }),
  retry: mailRetry,
  async handle(payload, context) {
    await mailEmailChanged(context, payload);
  },
});

export const emailAddressJobs = [sendEmailConfirmationJob, sendEmailChangeJob, notifyEmailChangedJob];
