import { SERVER_MESSAGES } from '@powerpay/shared';
import { EMAIL_LINK_TTL_HOURS, EMAIL_MESSAGES } from '@powerpay/shared/email-confirmation';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { generateSecret, hashSecret } from '../../lib/auth/tokens.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { ACCOUNT_JOBS } from './account-job-names.ts';
import { keepGuestPurchases } from './customer-purchases.ts';
import {
  consumeEmailVerification,
  findEmailVerification,
  insertEmailVerification,
  retireUserEmailVerifications,
} from './email-verifications.repository.ts';
import { findUserById, updateUser } from './users.repository.ts';

type MailContext = Pick<AppContext, 'db' | 'env' | 'integrations'>;

/** The link of the e-mail: the web app's /confirm-email page with the one-time token. */
export function emailConfirmationLink(publicUrl: string, token: string): string {
  const url = new URL('/confirm-email', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Stores a new one-time link confirming `email` for the user (its hash only) and answers its URL. */
export async function issueEmailLink(
  context: Pick<AppContext, 'db' | 'env'>,
  { userId, email }: { userId: string; email: string },
): Promise<string> {
  const token = generateSecret();
  const expiresAt = new Date(Date.now() + EMAIL_LINK_TTL_HOURS * 3600 * 1000);
  await insertEmailVerification(context.db, { userId, email, tokenHash: hashSecret(token), expiresAt });
  return emailConfirmationLink(context.env.PUBLIC_URL, token);
}

/** Queues the link to the account's address: at sign-up, and when the customer asks again in My Account. */
export async function queueEmailConfirmation(context: Pick<AppContext, 'queue'>, userId: string) {
  await context.queue.send(ACCOUNT_JOBS.sendEmailConfirmation, { userId });
}

/** My Account's "resend link"; an address already confirmed needs none. */
export async function resendEmailConfirmation(context: Pick<AppContext, 'queue'>, user: UserRow) {
  if (user.emailVerifiedAt) throw conflict(EMAIL_MESSAGES.alreadyConfirmed);
  await queueEmailConfirmation(context, user.id);
}

/** The job's work: a link mailed to the account's address, unless it was confirmed meanwhile. */
export async function mailEmailConfirmation(context: MailContext, userId: string): Promise<void> {
  const user = await findUserById(context.db, userId);
  if (!user || user.emailVerifiedAt) return;

  const link = await issueEmailLink(context, { userId, email: user.email });
  await context.integrations.mail.send({
    to: user.email,
    subject: 'Confirm your PowerPay e-mail address',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Welcome to PowerPay. Please confirm that this is your e-mail address, where your receipts and',
      `energy reports are sent, by opening this link within ${EMAIL_LINK_TTL_HOURS} hours:`,
      '',
      link,
      '',
      'The link works once. You can buy electricity before you open it.',
      'If you did not create a PowerPay account, ignore this e-mail.',
    ].join('\n'),
  });
}

/**
 * Spends a link: the address it was sent to is confirmed and, when it is a new one, becomes the account's
 * (decision 061). Sessions stay signed in. A refused link says why: used, expired or unknown.
 */
export async function confirmEmail(
  context: Pick<AppContext, 'db' | 'queue' | 'sessionCache'>,
  token: string,
): Promise<{ email: string }> {
  const tokenHash = hashSecret(token);
  const confirmed = await confirmInTransaction(context.db, tokenHash).catch((error: unknown) => {
    // Someone registered the new address between the request and the click.
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.emailTaken);
    throw error;
  });
  if (!confirmed) throw badRequest(await whyRefused(context.db, tokenHash));

  context.sessionCache.forgetUser(confirmed.userId);
  if (confirmed.previousEmail)
    await context.queue.send(ACCOUNT_JOBS.notifyEmailChanged, {
      userId: confirmed.userId,
      previousEmail: confirmed.previousEmail,
    });
  return { email: confirmed.email };
}

function confirmInTransaction(db: Database, tokenHash: string) {
  return db.transaction(async (transaction) => {
    const link = await consumeEmailVerification(transaction, tokenHash);
    const user = link && (await findUserById(transaction, link.userId));
    if (!link || !user) return undefined;

    const isChange = user.email.toLowerCase() !== link.email.toLowerCase();
    const now = new Date();
    if (isChange) {
      if (user.emailVerifiedAt) await keepGuestPurchases(transaction, { userId: user.id, email: user.email });
      await updateUser(transaction, {
        userId: user.id,
        changes: { email: link.email, pendingEmail: null, emailVerifiedAt: now },
      });
      await retireUserEmailVerifications(transaction, user.id);
    } else {
      await updateUser(transaction, {
        userId: user.id,
        changes: { emailVerifiedAt: user.emailVerifiedAt ?? now },
      });
      await retireUserEmailVerifications(transaction, user.id, { only: link.email });
    }
    return { userId: user.id, email: link.email, previousEmail: isChange ? user.email : null };
  });
}

async function whyRefused(db: Database, tokenHash: string): Promise<string> {
  const link = await findEmailVerification(db, tokenHash);
  if (!link) return EMAIL_MESSAGES.linkInvalid;
  return link.usedAt ? EMAIL_MESSAGES.linkUsed : EMAIL_MESSAGES.linkExpired;
}
