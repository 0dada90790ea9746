/** Queue names of the purchase reminder jobs. */
export const REMINDER_JOBS = {
  sweep: 'reminders.send-due',
  sendOne: 'reminders.send-one',
} as const;
