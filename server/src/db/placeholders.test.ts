import { describe, expect, it } from 'vitest';
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { definedColumns, encodedValues, rawPlaceholders } from './placeholders.ts';

const sample = pgTable('sample', {
  note: text('note'),
  at: timestamp('at', { withTimezone: true }),
  amountKobo: bigint('amount_kobo', { mode: 'number' }),
  details: jsonb('details'),
});

describe('statements built once with placeholders', () => {
  it('takes its shape from the columns given a value, sorted, leaving out what is not a column', () => {
    const values = { note: 'x', at: undefined, details: null, amountKobo: 5, notAColumn: 'ignored' };
    expect(definedColumns(sample, values)).toEqual(['amountKobo', 'details', 'note']);
  });

  it('encodes each value as drizzle would for its column, and null as null', () => {
    const at = new Date('2026-11-27T19:03:02.123Z');
    const encoded = encodedValues(sample, { at, details: { to: 'paid' }, note: null, amountKobo: 2 ** 40 }, [
      'at',
      'details',
      'note',
      'amountKobo',
    ]);
    expect(encoded).toEqual({
      at: '2026-11-27T19:03:02.123Z',
      details: '{"to":"paid"}',
      note: null,
      amountKobo: 2 ** 40,
    });
  });

  it('gives each column a placeholder by its own name', () => {
    const placeholders = rawPlaceholders(['note', 'at']);
    expect(Object.keys(placeholders)).toEqual(['note', 'at']);
    expect(placeholders.note.queryChunks).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'note' })]),
    );
  });
});
