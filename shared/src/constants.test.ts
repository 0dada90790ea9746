import { describe, expect, it } from 'vitest';
import {
  AUDIT_TYPE_LABELS,
  DISCOS,
  FEE_KOBO,
  GENERATOR_TYPE_LABELS,
  HISTORY_PAGE_SIZE,
  METER_TYPES,
  PURCHASE_METER_TYPES,
  REMINDER_FREQUENCIES,
  REMINDER_FREQUENCY_LABELS,
  SERVICE_IDS,
  WEEK_DAYS,
} from './constants.ts';
import { formatKobo } from './money.ts';

describe('business constants', () => {
  it('charges a fixed NGN 100 fee', () => {
    expect(FEE_KOBO).toBe(10_000);
    expect(formatKobo(FEE_KOBO)).toBe('NGN 100.00');
  });

  it('lists the twelve DisCos, one per serviceID, each named', () => {
    expect(DISCOS.map((disco) => disco.serviceID)).toEqual([...SERVICE_IDS]);
    expect(new Set(SERVICE_IDS).size).toBe(12);
    for (const disco of DISCOS) {
      expect(disco.name.length).toBeGreaterThan(0);
      expect(disco.region.length).toBeGreaterThan(0);
    }
  });

  it('offers prepaid and postpaid, but only prepaid to buy', () => {
    expect(METER_TYPES).toEqual(['prepaid', 'postpaid']);
    expect(PURCHASE_METER_TYPES).toEqual(['prepaid']);
  });

  it('keeps the Weekely wire value and shows it as Weekly', () => {
    expect(REMINDER_FREQUENCIES).toEqual(['Weekely', 'Daily', 'Monthly']);
    expect(REMINDER_FREQUENCIES.map((frequency) => REMINDER_FREQUENCY_LABELS[frequency])).toEqual([
      'Weekly',
      'Daily',
      'Monthly',
    ]);
  });

  it('lists the days Monday to Sunday', () => {
    expect(WEEK_DAYS).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('labels generator and audit types', () => {
    expect(GENERATOR_TYPE_LABELS).toEqual({ diesel: 'Diesel', pms: 'PMS', lpg: 'LPG' });
    expect(AUDIT_TYPE_LABELS).toEqual({ home: 'Home', office: 'Office' });
  });

  it('pages the history by 10', () => {
    expect(HISTORY_PAGE_SIZE).toBe(10);
  });
});
