import { doublePrecision, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';

/** Energy audit responses; `answers` holds the form's fields with numbers stored as numbers. */
export const auditResponses = pgTable(
  'audit_responses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    answers: jsonb('answers').notNull(),
    gps: text('gps').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_responses_user_created_idx').on(table.userId, table.createdAt.desc())],
);
