import { RETENTION } from '@powerpay/shared/retention';
import { and, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  auditResponses,
  contactMessages,
  emailVerifications,
  messageHandling,
  messageSends,
  outbox,
  passwordResets,
  sessions,
  signInDevices,
} from '../../db/schema/index.ts';

/** What an outbox message's words become once their day is over. */
export const REMOVED_BODY = '(removed after 24 hours: PowerPay keeps no message text longer, decision 040)';

const hoursAgo = (hours: number): SQL => sql`now() - make_interval(hours => ${hours}::int)`;
const daysAgo = (days: number): SQL => sql`now() - make_interval(days => ${days}::int)`;
const yearsAgo = (years: number): SQL => sql`now() - make_interval(years => ${years}::int)`;

/** Outbox messages older than a day lose their words and subject (links, tokens, receipt keys, names). */
export async function redactOldMessageBodies(db: Database): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ body: REMOVED_BODY, subject: sql`CASE WHEN ${outbox.subject} IS NULL THEN NULL ELSE '' END` })
    .where(and(lt(outbox.createdAt, hoursAgo(RETENTION.messageBodyHours)), ne(outbox.body, REMOVED_BODY)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Message records (outbox rows with their recipient, real gateways' claims) older than their period. */
export async function deleteOldMessageRecords(db: Database): Promise<number> {
  const before = daysAgo(RETENTION.messageRecordDays);
  const rows = await db.delete(outbox).where(lt(outbox.createdAt, before)).returning({ id: outbox.id });
  const claims = await db
    .delete(messageSends)
    .where(lt(messageSends.claimedAt, before))
    .returning({ key: messageSends.idempotencyKey });
  return rows.length + claims.length;
}

/**
 * Sessions that expired or were signed out, reset and e-mail confirmation links used or expired: they
 * open nothing any more.
 */
export async function deleteDeadCredentials(db: Database): Promise<number> {
  const before = daysAgo(RETENTION.deadCredentialDays);
  const deadSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  const deadLinks = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, before), isNotNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  const deadEmailLinks = await db
    .delete(emailVerifications)
    .where(or(lt(emailVerifications.expiresAt, before), isNotNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  const oldDevices = await db
    .delete(signInDevices)
    .where(lt(signInDevices.lastSignInAt, daysAgo(RETENTION.signInDeviceDays)))
    .returning({ id: signInDevices.id });
  return deadSessions.length + deadLinks.length + deadEmailLinks.length + oldDevices.length;
}

/** Contact messages handled more than their period ago; an open one stays until someone handles it. */
export async function deleteOldContactMessages(db: Database): Promise<number> {
  const handledLongAgo = db
    .select({ id: messageHandling.contactMessageId })
    .from(messageHandling)
    .where(lt(messageHandling.handledAt, yearsAgo(RETENTION.contactMessageYears)));
  const rows = await db
    .delete(contactMessages)
    .where(inArray(contactMessages.id, handledLongAgo))
    .returning({ id: contactMessages.id });
  return rows.length;
}

/** Energy audits (their answers, report and lead) older than their period. */
export async function deleteOldEnergyAudits(db: Database): Promise<number> {
  const rows = await db
    .delete(auditResponses)
    .where(lt(auditResponses.createdAt, yearsAgo(RETENTION.energyAuditYears)))
    .returning({ id: auditResponses.id });
  return rows.length;
}
