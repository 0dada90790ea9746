import { describe, expect, it } from 'vitest';
import {
  APP_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatTime,
  formatToken,
  dayMonthYearToIso,
  isoToDayMonthYear,
  isIsoDate,
  startOfLagosDay,
  startOfNextLagosDay,
  toLagosIsoDate,
} from './dates.ts';

describe('formatDate (MMM D, YYYY in Lagos time)', () => {
  it('formats a date without padding the day', () => {
    expect(formatDate('2024-01-05T10:00:00Z')).toBe('Jan 5, 2024');
    expect(formatDate(new Date('2024-12-25T12:00:00Z'))).toBe('Dec 25, 2024');
  });

  it('uses the Lagos day, not the UTC day', () => {
    expect(formatDate('2024-03-31T23:30:00Z')).toBe('Apr 1, 2024');
  });

  it('accepts a timestamp number', () => {
    expect(formatDate(Date.UTC(2024, 1, 29, 12))).toBe('Feb 29, 2024');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatTime (h:mm:ss A in Lagos time)', () => {
  it.each([
    ['2024-01-05T14:04:05Z', '3:04:05 PM'],
    ['2024-01-05T23:00:00Z', '12:00:00 AM'],
    ['2024-01-05T11:00:09Z', '12:00:09 PM'],
    ['2024-01-05T08:59:59Z', '9:59:59 AM'],
  ])('formats %s as %s with a plain space', (instant, text) => {
    expect(formatTime(instant)).toBe(text);
  });
});

describe('formatDateTime', () => {
  it('joins date and time', () => {
    expect(formatDateTime('2024-07-01T06:15:30Z')).toBe('Jul 1, 2024 7:15:30 AM');
  });
});

describe('Lagos calendar days', () => {
  it('gives the Lagos date of an instant', () => {
    expect(toLagosIsoDate('2024-03-31T23:30:00Z')).toBe('2024-04-01');
    expect(toLagosIsoDate('2024-03-31T22:59:59Z')).toBe('2024-03-31');
  });

  it('bounds a day filter from midnight to the next midnight, Lagos time', () => {
    expect(startOfLagosDay('2024-04-01').toISOString()).toBe('2024-03-31T23:00:00.000Z');
    expect(startOfNextLagosDay('2024-04-01').toISOString()).toBe('2024-04-01T23:00:00.000Z');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('01/02/2024')).toBe(false);
    expect(() => startOfLagosDay('2024-02-30')).toThrow(RangeError);
  });
});

describe('formatToken', () => {
  it('groups a 20-digit token by 4', () => {
    expect(formatToken('12345678901234567890')).toBe('1234 5678 9012 3456 7890');
  });

  it('regroups a token that already has spaces or dashes', () => {
    expect(formatToken('1234-5678 90123456 7890')).toBe('1234 5678 9012 3456 7890');
  });

  it('leaves a short remainder as the last group', () => {
    expect(formatToken('123456')).toBe('1234 56');
    expect(formatToken('')).toBe('');
  });
});

describe('dayMonthYearToIso', () => {
  it('reads DD/MM/YYYY (and - or .) as an ISO day', () => {
    expect(dayMonthYearToIso('05/01/2025')).toBe('2025-01-05');
    expect(dayMonthYearToIso('5-1-2025')).toBe('2025-01-05');
    expect(dayMonthYearToIso(' 31.12.2024 ')).toBe('2024-12-31');
    expect(dayMonthYearToIso('')).toBe('');
  });

  it('refuses what is no calendar day', () => {
    for (const text of ['31/02/2025', '2025-01-05', '13/13/2025', 'yesterday'])
      expect(dayMonthYearToIso(text)).toBeNull();
  });
});

describe('the Lagos clock, written by hand', () => {
  // The formatters Intl would use in Africa/Lagos: the app writes the same text without them.
  const zone = { timeZone: APP_TIME_ZONE } as const;
  const intlDate = new Intl.DateTimeFormat('en-US', {
    ...zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  const intlTime = new Intl.DateTimeFormat('en-US', {
    ...zone,
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  });
  const intlIsoDate = new Intl.DateTimeFormat('en-CA', {
    ...zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = (format: Intl.DateTimeFormat, date: Date) =>
    Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));

  // Every hour of two years (leap day, year ends, midnight and noon in Lagos), and odd seconds.
  const instants = Array.from(
    { length: 2 * 366 * 24 },
    (_, hour) => new Date(Date.UTC(2023, 11, 31, 0, 7, 9) + hour * 3_600_000 + (hour % 61) * 1000),
  );

  it('reads the day, the time and the date input value that Intl reads in Africa/Lagos', () => {
    const differences = instants.flatMap((instant) => {
      const date = parts(intlDate, instant);
      const time = parts(intlTime, instant);
      const iso = parts(intlIsoDate, instant);
      const expected = {
        date: `${date.month} ${date.day}, ${date.year}`,
        time: `${time.hour}:${time.minute}:${time.second} ${String(time.dayPeriod).toUpperCase()}`,
        iso: `${iso.year}-${iso.month}-${iso.day}`,
      };
      const ours = { date: formatDate(instant), time: formatTime(instant), iso: toLagosIsoDate(instant) };
      return JSON.stringify(ours) === JSON.stringify(expected)
        ? []
        : [{ instant: instant.toISOString(), ours, expected }];
    });
    expect(differences).toEqual([]);
  });
});

describe('isoToDayMonthYear', () => {
  it('writes an ISO day as DD/MM/YYYY, which dayMonthYearToIso reads back', () => {
    expect(isoToDayMonthYear('2025-01-05')).toBe('05/01/2025');
    expect(isoToDayMonthYear('')).toBe('');
    for (const day of ['2024-02-29', '2025-12-31'])
      expect(dayMonthYearToIso(isoToDayMonthYear(day))).toBe(day);
  });
});
