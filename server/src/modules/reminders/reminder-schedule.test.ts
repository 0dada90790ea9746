import { WEEK_DAYS } from '@powerpay/shared';
import { describe, expect, it } from 'vitest';
import {
  describeLagosDay,
  dueReminderPeriod,
  isReminderDay,
  lagosClock,
  REMINDER_SEND_HOUR,
} from './reminder-schedule.ts';

// March 2031 starts on a Saturday: Monday the 3rd is its first Monday, the 10th and 31st are not.
const onAt = (lagosDateTime: string) => new Date(`${lagosDateTime}+01:00`);
const settings = (
  reminderFrequency: string | null,
  reminderDay: string | null = 'Monday',
  reminder = true,
) => ({
  reminder,
  reminderFrequency,
  reminderDay,
});

describe('Lagos days', () => {
  it('names the week day and whether it is the first of its kind in the month', () => {
    expect(describeLagosDay('2031-03-01')).toEqual({ weekDay: 'Saturday', isFirstOfMonth: true });
    expect(describeLagosDay('2031-03-03')).toEqual({ weekDay: 'Monday', isFirstOfMonth: true });
    expect(describeLagosDay('2031-03-07')).toEqual({ weekDay: 'Friday', isFirstOfMonth: true });
    expect(describeLagosDay('2031-03-08')).toEqual({ weekDay: 'Saturday', isFirstOfMonth: false });
    expect(describeLagosDay('2031-03-10')).toEqual({ weekDay: 'Monday', isFirstOfMonth: false });
    expect(describeLagosDay('2032-01-04')).toEqual({ weekDay: 'Sunday', isFirstOfMonth: true });
    expect(() => describeLagosDay('2031-02-30')).toThrow(RangeError);
  });

  it('reads the clock in Lagos time (UTC+1): the send hour is 09:00 there, 08:00 UTC', () => {
    expect(REMINDER_SEND_HOUR).toBe(9);
    expect(lagosClock(new Date('2031-03-03T07:59:59Z'))).toEqual({ today: '2031-03-03', isSendTime: false });
    expect(lagosClock(new Date('2031-03-03T08:00:00Z'))).toEqual({ today: '2031-03-03', isSendTime: true });
    expect(lagosClock(new Date('2031-03-03T22:59:00Z'))).toEqual({ today: '2031-03-03', isSendTime: true });
    // 23:30 UTC on Sunday is already 00:30 on Monday in Lagos: the new day has begun, its send hour has not.
    expect(lagosClock(new Date('2031-03-02T23:30:00Z'))).toEqual({ today: '2031-03-03', isSendTime: false });
    expect(lagosClock(new Date('2031-12-31T23:00:00Z'))).toEqual({ today: '2032-01-01', isSendTime: false });
  });
});

describe('due reminder period', () => {
  it('Daily: every day from 09:00 Lagos, named by that day', () => {
    for (const day of ['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-04', '2031-03-31']) {
      expect(dueReminderPeriod(settings('Daily'), onAt(`${day}T09:00:00`))).toBe(day);
      expect(dueReminderPeriod(settings('Daily'), onAt(`${day}T23:59:59`))).toBe(day);
      expect(dueReminderPeriod(settings('Daily'), onAt(`${day}T08:59:59`))).toBeNull();
    }
  });

  it('Weekely: only on the chosen day of each week', () => {
    const week = [
      '2031-03-03',
      '2031-03-04',
      '2031-03-05',
      '2031-03-06',
      '2031-03-07',
      '2031-03-08',
      '2031-03-09',
    ];
    for (const [index, chosenDay] of WEEK_DAYS.entries()) {
      const due = week.filter((day) =>
        dueReminderPeriod(settings('Weekely', chosenDay), onAt(`${day}T10:00:00`)),
      );
      expect(due).toEqual([week[index]]);
    }
    expect(dueReminderPeriod(settings('Weekely', 'Monday'), onAt('2031-03-10T09:00:00'))).toBe('2031-03-10');
    expect(dueReminderPeriod(settings('Weekely', 'Monday'), onAt('2031-03-31T15:00:00'))).toBe('2031-03-31');
    expect(dueReminderPeriod(settings('Weekely', 'Monday'), onAt('2031-03-03T08:00:00'))).toBeNull();
  });

  it('Monthly: only on the first chosen day of the month', () => {
    const monday = settings('Monthly', 'Monday');
    expect(dueReminderPeriod(monday, onAt('2031-03-03T09:00:00'))).toBe('2031-03-03');
    expect(dueReminderPeriod(monday, onAt('2031-03-10T09:00:00'))).toBeNull();
    expect(dueReminderPeriod(monday, onAt('2031-03-31T09:00:00'))).toBeNull();
    expect(dueReminderPeriod(monday, onAt('2031-04-07T09:00:00'))).toBe('2031-04-07');
    expect(dueReminderPeriod(settings('Monthly', 'Saturday'), onAt('2031-03-01T12:00:00'))).toBe(
      '2031-03-01',
    );
    expect(dueReminderPeriod(settings('Monthly', 'Saturday'), onAt('2031-03-08T12:00:00'))).toBeNull();
    expect(dueReminderPeriod(settings('Monthly', 'Friday'), onAt('2031-03-07T12:00:00'))).toBe('2031-03-07');
  });

  it('uses the Lagos day, not the UTC one, near midnight', () => {
    // Monday 23:30 Lagos is still Monday; Tuesday 00:30 Lagos is Monday 23:30 UTC.
    expect(dueReminderPeriod(settings('Weekely', 'Monday'), new Date('2031-03-03T22:30:00Z'))).toBe(
      '2031-03-03',
    );
    expect(dueReminderPeriod(settings('Weekely', 'Monday'), new Date('2031-03-03T23:30:00Z'))).toBeNull();
  });

  it('never with reminders off, or without a known frequency or day', () => {
    const mondayMorning = onAt('2031-03-03T10:00:00');
    expect(dueReminderPeriod(settings('Daily', 'Monday', false), mondayMorning)).toBeNull();
    expect(dueReminderPeriod(settings('Weekely', 'Monday', false), mondayMorning)).toBeNull();
    expect(dueReminderPeriod(settings(null, null), mondayMorning)).toBeNull();
    expect(dueReminderPeriod(settings('Weekly', 'Monday'), mondayMorning)).toBeNull();
    expect(dueReminderPeriod(settings('Weekely', null), mondayMorning)).toBeNull();
    expect(isReminderDay(settings('Monthly', null), '2031-03-03')).toBe(false);
  });
});
