import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PurchaseStatus } from '@powerpay/shared';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { definedColumns, encodedValues, rawPlaceholders } from '../../db/placeholders.ts';
import { purchaseEvents, purchases } from '../../db/schema/index.ts';
import type { PurchaseEventKind } from './purchase-timeline.ts';
import { dueAtFor } from './work/due-at.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
/** Column values a state change sets. SQL (an increment, a further condition) goes in a named TransitionSql. */
type PurchaseChanges = { [Column in keyof NewPurchase]?: NewPurchase[Column] };

/**
 * The SQL of a state change beyond its plain values, under a name of its own: the statement built for
 * a change is kept and reused (see `transition`), and the name is what tells two such changes apart.
 */
export interface TransitionSql {
  name: string;
  set?: { [Column in keyof NewPurchase]?: SQL };
  where?: SQL;
}

/**
 * Moves a purchase from one of `from` to `to`, setting `values`; null when it was in no such state.
 * Every state change is one conditional UPDATE (`WHERE status = <expected>`), atomic on both engines:
 * of two racing writers exactly one gets the row back, the other gets nothing and backs off.
 * The statement of each kind of change (its states, the columns it sets, its named SQL) is built once
 * and kept, its values and the reference filled in on each run: building it was about a fifth of the
 * server's CPU in a burst of payments (decision 011).
 */
export async function transition(
  db: Database,
  {
    ref,
    from,
    to,
    values = {},
    withSql,
  }: {
    ref: string;
    from: readonly PurchaseStatus[];
    to: PurchaseStatus;
    values?: PurchaseChanges;
    withSql?: TransitionSql;
  },
): Promise<PurchaseRow | null> {
  const columns = definedColumns(purchases, values);
  const shape = `transition:${from.join(',')}>${to}:${columns.join(',')}:${withSql?.name ?? ''}`;
  const statement = builtOnce(db, shape, () =>
    buildTransition(db, { from, to, columns, withSql }, `transition_${(transitionsBuilt += 1)}`),
  );

  const filled = { ...encodedValues(purchases, values, columns), ref };
  const [row] = await statement.execute(filled);
  return row ?? null;
}

/** Names the kept statements apart: PostgreSQL prepares each once per connection and plans it from then on. */
let transitionsBuilt = 0;

function buildTransition(
  db: Database,
  {
    from,
    to,
    columns,
    withSql,
  }: {
    from: readonly PurchaseStatus[];
    to: PurchaseStatus;
    columns: (keyof PurchaseChanges)[];
    withSql?: TransitionSql;
  },
  name: string,
) {
  const moved = db.$with('moved').as(
    db
      .update(purchases)
      // Every state change sets when the purchase next needs a step (decision 011) and restarts its back-off.
      .set({
        ...rawPlaceholders(columns),
        ...withSql?.set,
        status: to,
        updatedAt: sql`now()`,
        dueAt: dueAtFor(to),
        workAttempts: 0,
      })
      .where(
        and(eq(purchases.ref, sql.placeholder('ref')), inArray(purchases.status, [...from]), withSql?.where),
      )
      .returning(),
  );
  const logged = db
    .$with('logged', {})
    .as(
      timelineLine(
        moved,
        'state_changed',
        sql`jsonb_build_object('to', ${to}::text, 'reason', ${moved.failureReason})`,
      ),
    );
  return db.with(moved, logged).select().from(moved).prepare(name);
}

/**
 * The timeline line (purchase-timeline.ts) of the purchase a data-modifying CTE returns, written by
 * the same statement: one round trip and one commit, and never the change without its line.
 */
export function timelineLine(
  changed: { id: SQLWrapper } & SQLWrapper,
  kind: PurchaseEventKind,
  detail: SQL,
): SQL {
  const column = (name: string) => sql.identifier(name);
  return sql`insert into ${purchaseEvents} (${column(purchaseEvents.purchaseId.name)}, ${column(purchaseEvents.kind.name)}, ${column(purchaseEvents.detail.name)})
    select ${changed.id}, ${kind}, ${detail} from ${changed}`;
}
