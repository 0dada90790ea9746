import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant.ts';

describe('isoInstant', () => {
  it('writes what toISOString writes, for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }),
        (date) => {
          expect(isoInstant(date)).toBe(date.toISOString());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    '0999-12-31T23:59:59.999Z',
    '1000-01-01T00:00:00.000Z',
    '1970-01-01T00:00:00.000Z',
    '2026-11-29T09:05:07.010Z',
    '9999-12-31T23:59:59.999Z',
    '+010000-01-01T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
  ])('writes %s as toISOString does', (iso) => {
    expect(isoInstant(new Date(iso))).toBe(iso);
  });

  it('throws for an invalid date, as toISOString does', () => {
    expect(() => isoInstant(new Date(Number.NaN))).toThrow(RangeError);
  });
});
