import { SERVER_MESSAGES } from '@powerpay/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { auditResponses, beneficiaries, purchases, savedCards, siteVisits } from '../../db/schema/index.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { redactStaffNotesOn, removeUserRow } from './account-erasure.ts';
import { purchasesOf } from './customer-purchases.ts';
import { verifyPassword } from './passwords.ts';
import { presentUser } from './user-presenter.ts';

type Context = Pick<AppContext, 'db' | 'sessionCache'>;

/**
 * Everything PowerPay keeps about a customer, as one JSON document (decision 043): the profile and
 * reminder settings, every purchase, saved meters, saved cards (never their authorization), energy
 * audits with the answers their reports are computed from, and the site visits asked for from them.
 */
export async function exportCustomerData(context: Pick<AppContext, 'db'>, user: UserRow) {
  const [purchaseRows, meterRows, auditRows, visitRows, cardRows] = await Promise.all([
    context.db.select().from(purchases).where(purchasesOf(user)).orderBy(desc(purchases.createdAt)),
    context.db.select().from(beneficiaries).where(eq(beneficiaries.userId, user.id)),
    context.db.select().from(auditResponses).where(eq(auditResponses.userId, user.id)),
    context.db
      .select({ visit: siteVisits })
      .from(siteVisits)
      .innerJoin(auditResponses, eq(auditResponses.id, siteVisits.auditResponseId))
      .where(eq(auditResponses.userId, user.id)),
    context.db.select().from(savedCards).where(eq(savedCards.userId, user.id)),
  ]);
  return {
    exported_at: new Date().toISOString(),
    profile: presentUser(user),
    email_confirmation: {
      confirmed_at: user.emailVerifiedAt?.toISOString() ?? null,
      pending_email: user.pendingEmail,
    },
    purchases: purchaseRows.map((row) => ({
      ref: row.ref,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      provider: row.provider,
      meter_type: row.meterType,
      meter_no: row.meterNo,
      meter_name: row.meterName,
      phone: row.phone,
      email: row.email,
      amount_kobo: row.amountKobo,
      token: row.token,
      units: row.units,
    })),
    saved_meters: meterRows.map(({ userId: _userId, ...meter }) => meter),
    energy_audits: auditRows.map(({ userId: _userId, ...audit }) => audit),
    // The site visits asked for from those audits' reports (decision 059), with their phone and note.
    site_visits: visitRows.map(({ visit }) => visit),
    // What the customer sees of each card; the authorization stays with us (decision 060).
    saved_cards: cardRows.map((card) => ({
      brand: card.brand,
      bank: card.bank,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      email: card.email,
      saved_at: card.createdAt.toISOString(),
      last_used_at: card.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Deletes the account at once (decision 043): the user row and what hangs on it (sessions, reset and
 * e-mail confirmation links, devices, saved meters and cards, audits and their reports), messages to their address
 * (and to a new one not yet confirmed) or phone, contact messages they sent, staff notes' words on their purchases; their purchases stay, as the law requires,
 * without name, e-mail or phone. A former member of staff named by the audit log keeps an empty row
 * under its id (decision 040).
 */
export async function deleteCustomerAccount(context: Context, user: UserRow, password: string) {
  const isPasswordRight = await verifyPassword({ passwordHash: user.passwordHash, password });
  if (!isPasswordRight) throw badRequest(SERVER_MESSAGES.wrongPassword);
  if (user.role === 'staff') throw conflict(SERVER_MESSAGES.staffCannotDeleteSelf);

  const email = user.email.toLowerCase();
  await context.db.transaction(async (transaction) => {
    // The phones the customer's purchases were sent to, with the account's own.
    const purchased = await transaction
      .select({ id: purchases.id, phone: purchases.phone })
      .from(purchases)
      .where(purchasesOf(user));
    const phones = [...new Set([user.phone, ...purchased.map((row) => row.phone)])];
    await transaction
      .update(purchases)
      .set({ userId: null, email: null, phone: '', meterName: '', vendResponse: null })
      .where(purchasesOf(user));
    const phoneList = sql.join(
      phones.map((phone) => sql`${phone}`),
      sql`, `,
    );
    // A new address asked for and never confirmed has had its link mailed too.
    const pendingEmail = user.pendingEmail?.toLowerCase() ?? email;
    await transaction.execute(
      sql`DELETE FROM outbox WHERE lower(recipient) IN (${email}, ${pendingEmail}) OR recipient IN (${phoneList})`,
    );
    await transaction.execute(sql`DELETE FROM contact_messages WHERE lower(email) = ${email}`);
    await transaction.execute(sql`UPDATE sandbox_payments SET email = '' WHERE lower(email) = ${email}`);
    await transaction.execute(
      sql`UPDATE vending_simulator_requests SET phone = '' WHERE phone IN (${phoneList})`,
    );
    await redactStaffNotesOn(
      transaction,
      purchased.map((row) => row.id),
    );
    await removeUserRow(transaction, user);
  });
  context.sessionCache.forgetUser(user.id);
}
