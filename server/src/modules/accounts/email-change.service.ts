import { SERVER_MESSAGES } from '@powerpay/shared';
import {
  EMAIL_LINK_TTL_HOURS,
  EMAIL_MESSAGES,
  type EmailChangeInput,
} from '@powerpay/shared/email-confirmation';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { ACCOUNT_JOBS } from './account-job-names.ts';
import { issueEmailLink } from './email-confirmation.service.ts';
import { retireUserEmailVerifications } from './email-verifications.repository.ts';
import { verifyPassword } from './passwords.ts';
import { findUserByEmail, findUserById, updateUser } from './users.repository.ts';

type MailContext = Pick<AppContext, 'db' | 'env' | 'integrations'>;

/**
 * My Account's Change e-mail: the password proves the owner asks; a taken address gets registration's
 * answer (decision 042). The new address is only pending: the job mails it a link and tells the old one,
 * and the change happens when the link is opened (decision 061).
 */
export async function requestEmailChange(
  context: Pick<AppContext, 'db' | 'queue'>,
  { user, input }: { user: UserRow; input: EmailChangeInput },
): Promise<UserRow> {
  const isPasswordRight = await verifyPassword({ passwordHash: user.passwordHash, password: input.password });
  if (!isPasswordRight) throw badRequest(SERVER_MESSAGES.wrongPassword);
  if (input.email.toLowerCase() === user.email.toLowerCase()) throw badRequest(EMAIL_MESSAGES.unchanged);
  if (await findUserByEmail(context.db, input.email)) throw conflict(SERVER_MESSAGES.emailTaken);

  const updated = await updateUser(context.db, { userId: user.id, changes: { pendingEmail: input.email } });
  await context.queue.send(ACCOUNT_JOBS.sendEmailChange, { userId: user.id, email: input.email });
  return updated ?? user;
}

/** The job's work: the link to the new address and a notice to the old one, unless a newer change replaced it. */
export async function mailEmailChange(
  context: MailContext,
  { userId, email }: { userId: string; email: string },
): Promise<void> {
  const user = await findUserById(context.db, userId);
  if (!user || user.pendingEmail?.toLowerCase() !== email.toLowerCase()) return;

  // Links to an earlier new address stop working; the current address's own link stays.
  await retireUserEmailVerifications(context.db, userId, { except: user.email });
  const link = await issueEmailLink(context, { userId, email });
  await context.integrations.mail.send({
    to: email,
    subject: 'Confirm your new PowerPay e-mail address',
    text: [
      `Hello ${user.firstName},`,
      '',
      'You asked to use this e-mail address for your PowerPay account. Open this link within',
      `${EMAIL_LINK_TTL_HOURS} hours to confirm it; until then your account keeps its current address:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this e-mail: nothing changes.',
    ].join('\n'),
  });
  await context.integrations.mail.send({
    to: user.email,
    subject: 'A change of your PowerPay e-mail address was requested',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Someone signed in to your PowerPay account and asked to change its e-mail address to a new one.',
      'Nothing changes until the link sent to the new address is opened.',
      '',
      `If it was not you, change your password now: ${new URL('/update-password', context.env.PUBLIC_URL).toString()}`,
      `and tell us: ${new URL('/contact', context.env.PUBLIC_URL).toString()}`,
    ].join('\n'),
  });
}

/** The job's work once a change is confirmed: the old address learns it happened. */
export async function mailEmailChanged(
  context: MailContext,
  { userId, previousEmail }: { userId: string; previousEmail: string },
): Promise<void> {
  const user = await findUserById(context.db, userId);
  if (!user) return;
  await context.integrations.mail.send({
    to: previousEmail,
    subject: 'Your PowerPay e-mail address was changed',
    text: [
      `Hello ${user.firstName},`,
      '',
      'The e-mail address of your PowerPay account was changed: this address no longer receives its',
      'receipts, reports and password reset links.',
      '',
      `If it was not you, tell us at once: ${new URL('/contact', context.env.PUBLIC_URL).toString()}`,
    ].join('\n'),
  });
}
