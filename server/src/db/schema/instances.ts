import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The server instances working purchases on this database, each beating every few seconds (decision
 * 044). An instance whose beat stopped, or whose presence on the database ended, is taken over by a
 * live one: its leases are freed and the payment provider is asked about recent checkouts it may have
 * left between the provider's word and ours.
 */
export const workerInstances = pgTable('worker_instances', {
  /** `worker-<uuid>`: stable for the life of the process. */
  id: text('id').primaryKey(),
  /** Its presence (`pg-backend-<pid>-<start µs>`, db/client.ts) while it holds one: the name of its leases. */
  presence: text('presence'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});
