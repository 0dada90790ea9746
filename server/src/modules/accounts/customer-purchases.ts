import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';

const madeWith = (email: string) => eq(sql`lower(${purchases.email})`, email.toLowerCase());

/**
 * The customer's purchases (decision 043): their account's, and guest purchases made with the account's
 * address. Another account's purchases never count, even made with an address this one holds now (a
 * customer may have changed away from it, decision 061).
 */
export const purchasesOf = (user: Pick<UserRow, 'id' | 'email'>) =>
  or(eq(purchases.userId, user.id), and(isNull(purchases.userId), madeWith(user.email)));

/**
 * On a change of a confirmed address, the guest purchases made with it become the account's, so they
 * stay the customer's (Download my data, Delete my account, the history) once the address is left
 * behind. An address never confirmed proves nothing: its guest purchases are not taken (decision 061).
 */
export async function keepGuestPurchases(db: Database, { userId, email }: { userId: string; email: string }) {
  await db
    .update(purchases)
    .set({ userId })
    .where(and(isNull(purchases.userId), madeWith(email)));
}
