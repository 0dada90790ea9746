import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';
import { pipelinedReadsOf } from './pipelined-reads.ts';
import { readTimestamptzText } from './timestamptz-text.ts';

/**
 * A hot read whose rows are decoded here rather than by drizzle (decision 017, "List pages"). Drizzle
 * still builds the statement; its generic row mapping (a reduce, a path iterator and entity checks
 * per field) was 15 % of the server's CPU on a signed-in history page. `columns` are the statement's
 * first selected columns, in order; anything selected after them is left to the caller.
 */
export interface ArrayStatement<Columns extends Record<string, PgColumn>> {
  [nodePostgresConfig]: Readonly<Omit<pg.QueryArrayConfig, 'values'>>;
  /** '' for an unnamed statement, planned for its values on each run. */
  name: string;
  text: string;
  /** drizzle's parameters, placeholders included, filled on each run. */
  params: unknown[];
  columns: Columns;
}

/** A column's value as drizzle would give it: null only where the column allows it. */
export type DecodedRow<Columns extends Record<string, PgColumn>> = {
  [Key in keyof Columns]: Columns[Key]['_']['notNull'] extends true
    ? Columns[Key]['_']['data']
    : Columns[Key]['_']['data'] | null;
};

type Decode = (value: unknown) => unknown;

/**
 * node-postgres leaves every value as PostgreSQL's text: the decoders below read it, a timestamptz in a
 * third of the time node-postgres' own parser takes (decision 017, "List pages").
 */
const asText = { getTypeParser: () => (text: string) => text } as unknown as pg.CustomTypesConfig;

/** What a statement hands node-postgres besides its values (see runArrayStatement). */
const nodePostgresConfig = Symbol('node-postgres config');

// node-postgres hands over PostgreSQL's text (`asText`); PGlite a Date.
const toDate: Decode = (value) => (value instanceof Date ? value : readTimestamptzText(String(value)));
// node-postgres hands over the text of any integer; PGlite a number (or a bigint for an int8).
const toNumber: Decode = (value) => (typeof value === 'number' ? value : Number(value));
const asIs: Decode = (value) => value;

/**
 * Only column types both drivers read the same way are allowed: a timestamptz is an instant, an int8 a
 * string (node-postgres) or a number (PGlite), a text a string. A plain timestamp (read in local time),
 * a date or an interval would come back differently, so they are refused when the statement is built.
 */
const decoders: Record<string, Decode> = {
  PgTimestamp: toDate,
  PgBigInt53: toNumber,
  PgInteger: toNumber,
  PgText: asIs,
  PgVarchar: asIs,
  PgUUID: asIs,
};

function decoderFor(column: PgColumn): Decode {
  const decode = decoders[column.columnType];
  const isLocalTime =
    column.columnType === 'PgTimestamp' && !(column as PgColumn & { withTimezone?: boolean }).withTimezone;
  if (!decode || isLocalTime)
    throw new Error(`array-rows cannot decode ${column.name} (${column.columnType})`);
  return decode;
}

/** Builds the statement once: `query` is a drizzle select whose first fields are `columns`. */
export function arrayStatement<Columns extends Record<string, PgColumn>>(
  query: { toSQL(): { sql: string; params: unknown[] } },
  columns: Columns,
  name: string,
): ArrayStatement<Columns> & { decode(row: unknown[]): DecodedRow<Columns> } {
  const { sql, params } = query.toSQL();
  const keys = Object.keys(columns);
  const decoders = keys.map((key) => decoderFor(columns[key] as PgColumn));
  return {
    name,
    text: sql,
    params,
    columns,
    [nodePostgresConfig]: Object.freeze({
      name: name || undefined,
      text: sql,
      rowMode: 'array',
      types: asText,
    }),
    decode: rowDecoder(keys, decoders) as (row: unknown[]) => DecodedRow<Columns>,
  };
}

const decodeValue = (decode: Decode, value: unknown) =>
  value === null || value === undefined ? null : decode(value);

/**
 * A statement's row decoder, written once as one object literal: `(row) => ({ "ref": decodeValue(…,
 * row[0]), … })`. A loop storing `decoded[key]` for sixteen keys is a megamorphic keyed store, and took
 * 3.5 times as long a page (decision 017, "List pages"). The keys are the statement's own column names,
 * written in our code, and quoted as JSON.
 */
function rowDecoder(
  keys: readonly string[],
  decoders: readonly Decode[],
): (row: unknown[]) => Record<string, unknown> {
  const fields = keys.map(
    (key, index) => `${JSON.stringify(key)}: decodeValue(decoders[${index}], row[${index}])`,
  );
  const build = new Function('decodeValue', 'decoders', `return (row) => ({ ${fields.join(', ')} });`);
  return build(decodeValue, decoders) as (row: unknown[]) => Record<string, unknown>;
}

/**
 * Runs `statement` with `values` for its placeholders; answers its rows as arrays, in select order. On
 * PostgreSQL, `connection` 'pipeline' sends it on the pipelined connection (pipelined-reads.ts), which only
 * a cheap statement of bounded cost may share.
 */
export async function runArrayStatement(
  db: Database,
  statement: ArrayStatement<Record<string, PgColumn>>,
  values: Record<string, unknown>,
  { connection = 'pool' }: { connection?: 'pool' | 'pipeline' } = {},
): Promise<unknown[][]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const parameters = fillPlaceholders(statement.params, values);
  if (client instanceof pg.Pool) {
    // node-postgres copies a query's config through its own properties' descriptors, a slow path of V8
    // (2.6 % of the server's CPU on a history page); it keeps the prototype as it is, so only the values
    // are the config's own.
    const query: pg.QueryArrayConfig = Object.create(statement[nodePostgresConfig]);
    query.values = parameters;
    const reads = connection === 'pipeline' ? pipelinedReadsOf(client) : undefined;
    const result = reads ? await reads.query(query) : await client.query<unknown[]>(query);
    return result.rows;
  }
  const result = await client.query<unknown[]>(statement.text, parameters, { rowMode: 'array' });
  return result.rows;
}
