/** The accounts feature's job names, apart from the jobs so that services can queue them without a cycle. */
export const ACCOUNT_JOBS = {
  deleteExpiredCounters: 'accounts.delete-expired-counters',
  sendPasswordReset: 'accounts.send-password-reset',
  notifyRegistrationAttempt: 'accounts.notify-registration-attempt',
  sendEmailConfirmation: 'accounts.send-email-confirmation',
  sendEmailChange: 'accounts.send-email-change',
  notifyEmailChanged: 'accounts.notify-email-changed',
} as const;
