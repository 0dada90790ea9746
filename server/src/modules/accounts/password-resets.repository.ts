import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

export async function insertPasswordReset(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/**
 * Marks a live reset link used and returns its user. The conditional update is the one-time guarantee:
 * of two requests racing with the same link, only one gets a row back.
 */
export async function consumePasswordReset(
  db: Database,
  tokenHash: string,
): Promise<{ userId: string } | undefined> {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return reset;
}

/** Retires every other link of the user once the password has been reset. */
export async function retireUserPasswordResets(db: Database, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
