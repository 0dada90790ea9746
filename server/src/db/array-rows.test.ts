import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { date, interval, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { arrayStatement } from './array-rows.ts';

const db = drizzle.mock();
const sample = pgTable('sample', {
  note: text('note'),
  at: timestamp('at', { withTimezone: true }),
  localAt: timestamp('local_at'),
  day: date('day'),
  wait: interval('wait'),
  details: jsonb('details'),
});

describe('arrayStatement', () => {
  it('decodes text as it comes and a timestamptz to the same instant, whichever driver read it', () => {
    const columns = { note: sample.note, at: sample.at };
    const statement = arrayStatement(db.select(columns).from(sample), columns, '');
    expect(statement.text).toBe('select "note", "at" from "sample"');
    const instant = new Date('2025-03-04T10:11:12.345Z');
    expect(statement.decode(['a', instant])).toEqual({ note: 'a', at: instant });
    expect(statement.decode(['a', '2025-03-04 11:11:12.345+01'])).toEqual({ note: 'a', at: instant });
    expect(statement.decode([null, null])).toEqual({ note: null, at: null });
  });

  it('decodes under any key the caller chose, quotes included', () => {
    const columns = { 'a "quoted" key': sample.note, 'at\\': sample.at };
    const statement = arrayStatement(db.select(columns).from(sample), columns, '');
    expect(statement.decode(['a', '2025-03-04 10:11:12.345+00'])).toEqual({
      'a "quoted" key': 'a',
      'at\\': new Date('2025-03-04T10:11:12.345Z'),
    });
  });

  // Each of these reads differently on node-postgres and PGlite, or in the server's time zone.
  it.each([
    ['a plain timestamp', { localAt: sample.localAt }],
    ['a date', { day: sample.day }],
    ['an interval', { wait: sample.wait }],
    ['a jsonb', { details: sample.details }],
  ])('refuses %s when the statement is built', (_name, columns) => {
    expect(() => arrayStatement(db.select(columns).from(sample), columns, '')).toThrow(
      /array-rows cannot decode/,
    );
  });
});
