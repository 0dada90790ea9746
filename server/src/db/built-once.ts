import type { Database } from './client.ts';

/** Statements built once per database and key: drizzle builds a query's SQL on every run otherwise. */
const builtStatements = new WeakMap<Database, Map<string, unknown>>();

/**
 * The statement `build` makes for `db`, built on first use and kept: for queries on a hot path (a
 * signed-in list, a purchase read by its reference), with their values as `sql.placeholder`s.
 */
export function builtOnce<Statements>(db: Database, key: string, build: () => Statements): Statements {
  let statements = builtStatements.get(db);
  if (!statements) {
    statements = new Map();
    builtStatements.set(db, statements);
  }
  if (!statements.has(key)) statements.set(key, build());
  return statements.get(key) as Statements;
}
