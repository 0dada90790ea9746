/** The accounts feature's job names, apart from the jobs so that services can queue them without a cycle. */
export const ACCOUNT_JOBS = {
  deleteExpiredCounters: 'accounts.delete-expired-counters',
  sendPasswordReset: 'accounts.send-password-reset',
  notifyRegistrationAttempt: 'accounts.notify-registration-attempt',
} as const;
