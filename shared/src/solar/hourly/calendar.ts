/** The simulated year: 365 days of 24 clock hours, January first, starting on a Monday. */
import { DAYS_IN_MONTH } from '../sun.ts';

export const HOURS_PER_DAY = 24;
export const DAYS_PER_YEAR = 365;
export const HOURS_PER_YEAR = DAYS_PER_YEAR * HOURS_PER_DAY;

/** Month (0–11) of each day of the year. */
export const MONTH_OF_DAY: readonly number[] = DAYS_IN_MONTH.flatMap((days, month) =>
  Array.from({ length: days }, () => month),
);

/** First day of each month (0-based day of the year). */
export const FIRST_DAY_OF_MONTH: readonly number[] = DAYS_IN_MONTH.map((_, month) =>
  DAYS_IN_MONTH.slice(0, month).reduce((total, days) => total + days, 0),
);

/** Saturday and Sunday, with day 0 a Monday (the calendar is fixed so a report never depends on the date). */
export const isWeekend = (day: number) => day % 7 >= 5;
