import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * For statements built once (built-once.ts) whose columns take values: a placeholder per column, wrapped
 * in SQL so that drizzle sends its value as given, and that value encoded here as drizzle would have
 * encoded it for the column (a Date as ISO text, a JSON value as text; null as is).
 */
export function rawPlaceholders<Key extends string>(keys: readonly Key[]): Record<Key, SQL> {
  return Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(key)}`])) as Record<Key, SQL>;
}

/**
 * The columns of `table` that `values` gives a value (undefined means "not set"), sorted: the shape
 * of a statement built once. Anything in `values` that is not a column is left out, as drizzle would.
 */
export function definedColumns<Values extends object>(
  table: Table,
  values: Values,
): (keyof Values & string)[] {
  const columns = getTableColumns(table);
  return (Object.keys(values) as (keyof Values & string)[])
    .filter((key) => values[key] !== undefined && key in columns)
    .sort();
}

/** `values` of `keys` encoded for their columns, to fill the `rawPlaceholders` of a built statement. */
export function encodedValues<Key extends string>(
  columns: Record<Key, PgColumn>,
  values: Partial<Record<Key, unknown>>,
  keys: readonly Key[],
): Record<string, unknown> {
  const encoded: Record<string, unknown> = {};
  for (const key of keys) {
    const value = values[key];
    encoded[key] = value === null || value === undefined ? null : columns[key].mapToDriverValue(value);
  }
  return encoded;
}
