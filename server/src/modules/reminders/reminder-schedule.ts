import { isIsoDate, toLagosIsoDate, WEEK_DAYS, type ReminderFrequency, type WeekDay } from '@powerpay/shared';

/**
 * When a purchase reminder is due (docs/decisions/008-purchase-reminders.md). Everything is in Lagos
 * time, UTC+1 all year: a customer who picked Monday means a Lagos Monday whatever the server's zone.
 */

/** Reminders go out from this Lagos hour on the due day: a morning nudge, before the day's errands. */
export const REMINDER_SEND_HOUR = 9;

const LAGOS_UTC_OFFSET_HOURS = 1;

/** What the sweep reads of a user to decide whether a reminder is due. */
export interface ReminderSettings {
  reminder: boolean;
  reminderFrequency: string | null;
  reminderDay: string | null;
}

/** The Lagos calendar day of `YYYY-MM-DD`: its week day and whether it is the first of its kind this month. */
export function describeLagosDay(isoDate: string): { weekDay: WeekDay; isFirstOfMonth: boolean } {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  const calendarDay = new Date(`${isoDate}T00:00:00Z`);
  // getUTCDay counts from Sunday; WEEK_DAYS starts on Monday.
  const weekDay = WEEK_DAYS[(calendarDay.getUTCDay() + 6) % 7] as WeekDay;
  return { weekDay, isFirstOfMonth: calendarDay.getUTCDate() <= 7 };
}

/**
 * True when a reminder belongs on that Lagos day: every day for Daily, the chosen day for Weekely, and
 * the first chosen day of the month (e.g. the first Friday) for Monthly.
 */
export function isReminderDay(settings: ReminderSettings, isoDate: string): boolean {
  if (!settings.reminder) return false;
  const frequency = settings.reminderFrequency as ReminderFrequency | null;
  if (frequency === 'Daily') return true;

  const { weekDay, isFirstOfMonth } = describeLagosDay(isoDate);
  if (frequency === 'Weekely') return settings.reminderDay === weekDay;
  if (frequency === 'Monthly') return settings.reminderDay === weekDay && isFirstOfMonth;
  return false;
}

/** The Lagos day `now` falls on, and whether the send hour has come yet on it. */
export function lagosClock(now: Date): { today: string; isSendTime: boolean } {
  const lagosHour = (now.getUTCHours() + LAGOS_UTC_OFFSET_HOURS) % 24;
  return { today: toLagosIsoDate(now), isSendTime: lagosHour >= REMINDER_SEND_HOUR };
}

/**
 * The reminder period due at `now`, named by its Lagos day (`YYYY-MM-DD`), or null when none is due.
 * Each frequency has at most one reminder day per period (day, week, month), so the day names the period.
 */
export function dueReminderPeriod(settings: ReminderSettings, now: Date): string | null {
  const { today, isSendTime } = lagosClock(now);
  if (!isSendTime) return null;
  return isReminderDay(settings, today) ? today : null;
}
