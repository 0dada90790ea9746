import type { Database } from '../../db/client.ts';
import type { CardAuthorization } from '../../integrations/payments/payment-provider.ts';
import {
  findSavedCard,
  isCardExpired,
  markSavedCardUsed,
  upsertSavedCard,
  type SavedCardRow,
} from './saved-cards.repository.ts';

export type { SavedCardRow };

/** Keeps a reusable card for the customer, one row per card (decision 060). */
export function keepCard(db: Database, { userId, card }: { userId: string; card: CardAuthorization }) {
  return upsertSavedCard(db, { userId, card });
}

/** The customer's card that may be charged now: theirs, and not past its expiry month; else null. */
export async function findChargeableCard(
  db: Database,
  { userId, cardId }: { userId: string; cardId: string },
): Promise<SavedCardRow | null> {
  const card = await findSavedCard(db, { userId, cardId });
  return card && !isCardExpired(card) ? card : null;
}

export const noteCardUsed = markSavedCardUsed;
