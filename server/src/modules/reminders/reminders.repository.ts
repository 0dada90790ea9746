import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { WeekDay } from '@powerpay/shared';
import type { Database } from '../../db/client.ts';
import { purchases, users } from '../../db/schema/index.ts';

/** What a reminder needs to know about its customer. */
export interface ReminderRecipient {
  id: string;
  email: string;
  firstName: string;
  phone: string;
  reminder: boolean;
  reminderFrequency: string | null;
  reminderDay: string | null;
  lastReminderPeriod: string | null;
  lastReminderAt: Date | null;
}

/** The customer's latest delivered purchase, quoted in the reminder. */
export interface LastPurchase {
  meterNo: string;
  provider: string;
  amountKobo: number;
}

/** Not yet reminded for `period` (nor for a later one: the recorded period only moves forward). */
const notRemindedFor = (period: string) =>
  or(isNull(users.lastReminderPeriod), lt(users.lastReminderPeriod, period));

/**
 * One page (by id) of the customers whose reminder falls on the Lagos day `period` and who have not had
 * it yet. The frequency and day are matched here so the sweep never loads the customers who are not due.
 */
export async function listDueUserIds(
  db: Database,
  filter: { period: string; weekDay: WeekDay; isFirstOfMonth: boolean; afterId?: string; limit: number },
): Promise<string[]> {
  const { period, weekDay, isFirstOfMonth, afterId, limit } = filter;
  const isDueThatDay = or(
    eq(users.reminderFrequency, 'Daily'),
    and(eq(users.reminderFrequency, 'Weekely'), eq(users.reminderDay, weekDay)),
    isFirstOfMonth ? and(eq(users.reminderFrequency, 'Monthly'), eq(users.reminderDay, weekDay)) : undefined,
  );
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.reminder, true),
        isDueThatDay,
        notRemindedFor(period),
        afterId ? gt(users.id, afterId) : undefined,
      ),
    )
    .orderBy(users.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findReminderRecipient(db: Database, userId: string): Promise<ReminderRecipient | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      phone: users.phone,
      reminder: users.reminder,
      reminderFrequency: users.reminderFrequency,
      reminderDay: users.reminderDay,
      lastReminderPeriod: users.lastReminderPeriod,
      lastReminderAt: users.lastReminderAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Records `period` as reminded, only if reminders are still on and that period (or a later one) was not
 * recorded yet. One conditional UPDATE: of two racing workers exactly one gets true and sends.
 */
export async function claimReminderPeriod(
  db: Database,
  { userId, period, sentAt }: { userId: string; period: string; sentAt: Date },
): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ lastReminderPeriod: period, lastReminderAt: sentAt })
    .where(and(eq(users.id, userId), eq(users.reminder, true), notRemindedFor(period)))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** Gives a claimed period back after the send failed, so the retried job sends it. */
export async function releaseReminderPeriod(
  db: Database,
  {
    userId,
    period,
    previous,
  }: {
    userId: string;
    period: string;
    previous: Pick<ReminderRecipient, 'lastReminderPeriod' | 'lastReminderAt'>;
  },
): Promise<void> {
  await db
    .update(users)
    .set({ lastReminderPeriod: previous.lastReminderPeriod, lastReminderAt: previous.lastReminderAt })
    .where(and(eq(users.id, userId), eq(users.lastReminderPeriod, period)));
}

/** The newest delivered purchase of the customer (served by `purchases_user_created_idx`). */
export async function findLastDeliveredPurchase(db: Database, userId: string): Promise<LastPurchase | null> {
  const [row] = await db
    .select({ meterNo: purchases.meterNo, provider: purchases.provider, amountKobo: purchases.amountKobo })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'delivered')))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  return row ?? null;
}
