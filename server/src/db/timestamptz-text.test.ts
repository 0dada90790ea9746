import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readTimestamptzText } from './timestamptz-text.ts';

const readByNodePostgres = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (
  text: string,
) => Date | number;
const sameInstant = (text: string) => new Date(readByNodePostgres(text)).getTime();

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A timestamptz printed as PostgreSQL does with DateStyle ISO: trailing zeros of the fraction dropped. */
const printedTimestamptz = fc
  .record({
    instant: fc.date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('9999-12-30T00:00:00Z'),
      noInvalidDate: true,
    }),
    micros: fc.integer({ min: 0, max: 999_999 }),
    offsetMinutes: fc.oneof(fc.constant(0), fc.integer({ min: -15 * 60, max: 15 * 60 })),
  })
  .map(({ instant, micros, offsetMinutes }) => {
    const local = new Date(instant.getTime() + offsetMinutes * 60_000);
    const fraction = micros === 0 ? '' : `.${pad(micros, 6).replace(/0+$/, '')}`;
    const sign = offsetMinutes < 0 ? '-' : '+';
    const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60), 2)}${Math.abs(offsetMinutes) % 60 ? `:${pad(Math.abs(offsetMinutes) % 60, 2)}` : ''}`;
    const date = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1, 2)}-${pad(local.getUTCDate(), 2)}`;
    const time = `${pad(local.getUTCHours(), 2)}:${pad(local.getUTCMinutes(), 2)}:${pad(local.getUTCSeconds(), 2)}`;
    return `${date} ${time}${fraction}${offset}`;
  });

describe('readTimestamptzText', () => {
  it('reads every instant PostgreSQL prints as node-postgres does, to the millisecond', () => {
    fc.assert(
      fc.property(printedTimestamptz, (text) => {
        expect(readTimestamptzText(text).getTime()).toBe(sameInstant(text));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['UTC with microseconds', '2026-11-28 09:03:20.815123+00', '2026-11-28T09:03:20.815Z'],
    ['no fraction', '2026-11-28 09:03:20+00', '2026-11-28T09:03:20.000Z'],
    ['Lagos', '2026-11-28 10:03:20.8+01', '2026-11-28T09:03:20.800Z'],
    ['an offset with minutes', '2026-11-28 09:03:20.999999-03:30', '2026-11-28T12:33:20.999Z'],
    ['a leap day', '2028-02-29 23:59:59.999+00', '2028-02-29T23:59:59.999Z'],
  ])('reads %s', (_name, text, iso) => {
    expect(readTimestamptzText(text).toISOString()).toBe(iso);
  });

  // Forms the fast path leaves to node-postgres' parser: the same instant either way.
  it.each([
    ['a year before 100', '0099-11-28 09:03:20+00'],
    ['a year BC', '2026-11-28 09:03:20.815123+00 BC'],
    ['an offset with seconds', '1900-01-01 00:00:00+00:13:35'],
    ['a year past 9999', '12026-11-28 09:03:20+00'],
    ['a fraction without digits', '2026-11-28 09:03:20.+00'],
  ])('reads %s as node-postgres does', (_name, text) => {
    expect(readTimestamptzText(text).getTime()).toBe(sameInstant(text));
  });

  it('reads infinity as an invalid date, as a Date made from it would be', () => {
    expect(Number.isNaN(readTimestamptzText('infinity').getTime())).toBe(true);
  });
});
