import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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
  const [row] = await db
    .insert(vendingSimulatorRequests)
    .values({ ...values, vendCalls: 1 })
    .onConflictDoUpdate({
      target: vendingSimulatorRequests.requestId,
      set: { vendCalls: sql`${vendingSimulatorRequests.vendCalls} + 1` },
    })
    .returning();
  if (!row) throw new Error('simulator vend not recorded');
  return row;
}

export async function findSimulatorRequest(db: Database, requestId: string): Promise<SimulatorRequestRow | null> {
  const [row] = await db
    .select()
    .from(vendingSimulatorRequests)
    .where(eq(vendingSimulatorRequests.requestId, requestId))
    .limit(1);
  return row ?? null;
}

/** Every simulated vend of one meter (what the tests count to prove a purchase vended once). */
export async function listSimulatorRequestsForMeter(db: Database, meterNo: string): Promise<SimulatorRequestRow[]> {
  return db.select().from(vendingSimulatorRequests).where(eq(vendingSimulatorRequests.meterNo, meterNo));
}
