import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { definedColumns, encodedValues, rawPlaceholders } from '../../db/placeholders.ts';
import { vendingSimulatorRequests } from '../../db/schema/index.ts';

export type SimulatorRequestRow = typeof vendingSimulatorRequests.$inferSelect;

/**
 * Records a vend call; a request id seen before only has its call count raised, so the caller can
 * tell a first call (vendCalls 1) from a repeat.
 */
export async function recordVendCall(
  db: Database,
  values: Omit<typeof vendingSimulatorRequests.$inferInsert, 'vendCalls'>,
): Promise<SimulatorRequestRow> {
  // Every vend calls it: built once per set of columns given.
  const columns = definedColumns(vendingSimulatorRequests, values);
  const statement = builtOnce(db, `simulator_vend_call:${columns.join(',')}`, () =>
    db
      .insert(vendingSimulatorRequests)
      .values({
        ...(rawPlaceholders(columns) as PgInsertValue<typeof vendingSimulatorRequests>),
        vendCalls: 1,
      })
      .onConflictDoUpdate({
        target: vendingSimulatorRequests.requestId,
        set: { vendCalls: sql`${vendingSimulatorRequests.vendCalls} + 1` },
      })
      .returning()
      .prepare(`simulator_vend_call_${(vendCallsBuilt += 1)}`),
  );
  const [row] = await statement.execute(encodedValues(vendingSimulatorRequests, values, columns));
  if (!row) throw new Error('simulator vend not recorded');
  return row;
}

let vendCallsBuilt = 0;

export async function findSimulatorRequest(
  db: Database,
  requestId: string,
): Promise<SimulatorRequestRow | null> {
  const statement = builtOnce(db, 'simulator_request_by_id', () =>
    db
      .select()
      .from(vendingSimulatorRequests)
      .where(eq(vendingSimulatorRequests.requestId, sql.placeholder('requestId')))
      .limit(1)
      .prepare('simulator_request_by_id'),
  );
  const [row] = await statement.execute({ requestId });
  return row ?? null;
}

/** Every simulated vend of one meter (what the tests count to prove a purchase vended once). */
export async function listSimulatorRequestsForMeter(
  db: Database,
  meterNo: string,
): Promise<SimulatorRequestRow[]> {
  return db.select().from(vendingSimulatorRequests).where(eq(vendingSimulatorRequests.meterNo, meterNo));
}
