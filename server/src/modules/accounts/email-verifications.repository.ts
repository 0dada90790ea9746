import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailVerifications } from '../../db/schema/index.ts';

export async function insertEmailVerification(
  db: Database,
  values: { userId: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

/**
 * Marks a live link used and returns whose address it confirms. The conditional update is the one-time
 * guarantee: of two requests racing with the same link, only one gets a row back.
 */
export async function consumeEmailVerification(
  db: Database,
  tokenHash: string,
): Promise<{ userId: string; email: string } | undefined> {
  const [link] = await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  return link;
}

/** A link that could not be spent, to tell its holder why: used, expired, or never issued. */
export async function findEmailVerification(db: Database, tokenHash: string) {
  const [link] = await db
    .select({ usedAt: emailVerifications.usedAt, expiresAt: emailVerifications.expiresAt })
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .limit(1);
  return link;
}

/**
 * Retires the user's live links: all of them, only those to one address (`only`), or all but those to one
 * address (`except`). An address confirmed, or a newer change asked for, makes them pointless.
 */
export async function retireUserEmailVerifications(
  db: Database,
  userId: string,
  scope: { only?: string; except?: string } = {},
): Promise<void> {
  const address = sql`lower(${emailVerifications.email})`;
  await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        scope.only === undefined ? undefined : eq(address, scope.only.toLowerCase()),
        scope.except === undefined ? undefined : ne(address, scope.except.toLowerCase()),
      ),
    );
}
