import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { savedCards } from '../../db/schema/index.ts';
import type { CardAuthorization } from '../../integrations/payments/payment-provider.ts';

export type SavedCardRow = typeof savedCards.$inferSelect;

/**
 * Keeps a card for the customer: the same card (its signature) paid again replaces its authorization
 * and expiry rather than adding a second row.
 */
export async function upsertSavedCard(
  db: Database,
  { userId, card }: { userId: string; card: CardAuthorization },
): Promise<void> {
  const values = {
    authorizationCode: card.authorizationCode,
    email: card.email,
    brand: card.brand,
    bank: card.bank,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
  await db
    .insert(savedCards)
    .values({ userId, signature: card.signature, ...values })
    .onConflictDoUpdate({
      target: [savedCards.userId, savedCards.signature],
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** The customer's cards, the latest saved or used first. */
export function listSavedCards(db: Database, userId: string): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(sql`coalesce(${savedCards.lastUsedAt}, ${savedCards.updatedAt})`), desc(savedCards.id));
}

/** One of the customer's cards; null for another customer's or an unknown id. */
export async function findSavedCard(
  db: Database,
  { userId, cardId }: { userId: string; cardId: string },
): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function markSavedCardUsed(db: Database, cardId: string): Promise<void> {
  await db
    .update(savedCards)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(savedCards.id, cardId));
}

/** Removes one of the customer's cards; false when they have no such card. */
export async function deleteSavedCard(
  db: Database,
  { userId, cardId }: { userId: string; cardId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
    .returning({ id: savedCards.id });
  return deleted.length === 1;
}

/** A card is good through the last day of its expiry month (Lagos time is close enough to UTC here). */
export function isCardExpired(card: Pick<SavedCardRow, 'expMonth' | 'expYear'>, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}
