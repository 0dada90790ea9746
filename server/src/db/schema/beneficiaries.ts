import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    meterNo: text('meter_no').notNull(),
    meterType: text('meter_type').notNull(),
    provider: text('provider').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The same meter with the same DisCo is one beneficiary: saving it again updates it.
    uniqueIndex('beneficiaries_user_meter_provider_key').on(table.userId, table.meterNo, table.provider),
    // The customer's list, newest first. Name and meter number ride along (after the unique id they
    // never change the order) so that a search can walk the list testing them from the index alone,
    // without reading the table (decision 016, "Indexes").
    index('beneficiaries_user_created_id_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.name,
      table.meterNo,
    ),
    // A customer's search by name or meter number (`ILIKE '%…%'`) reads only that customer's matches:
    // the owner and the trigrams in one GIN index (btree_gin). Created only where pg_trgm and btree_gin
    // are available (migration 0008, decision 016).
    index('beneficiaries_user_name_trgm_idx').using('gin', table.userId, table.name.op('gin_trgm_ops')),
    index('beneficiaries_user_meter_no_trgm_idx').using(
      'gin',
      table.userId,
      table.meterNo.op('gin_trgm_ops'),
    ),
  ],
);
