import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** What a visitor sent through the Contact Us form, already validated and trimmed. */
export interface ContactMessageFields {
  name: string | null;
  email: string;
  phone: string;
  subject: string | null;
  message: string;
}

export async function insert(db: Database, fields: ContactMessageFields): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(fields).returning();
  if (!row) throw new Error('contact message was not stored');

  return row;
}

export async function findById(db: Database, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}
