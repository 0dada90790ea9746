import { SERVER_MESSAGES, type ResetPasswordInput } from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import { revokeUserSessions } from '../../lib/auth/session-store.ts';
import { generateSecret, hashSecret } from '../../lib/auth/tokens.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword } from './passwords.ts';
import {
  consumePasswordReset,
  insertPasswordReset,
  retireUserPasswordResets,
} from './password-resets.repository.ts';
import { findUserByEmail, updateUser } from './users.repository.ts';
import { ACCOUNT_JOBS } from './account-job-names.ts';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

type Context = Pick<AppContext, 'db' | 'env' | 'integrations' | 'log' | 'sessionCache'>;

/** The link of the e-mail: the web app's /reset-password page with the one-time token. */
export function passwordResetLink(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Queues the reset e-mail, whoever the address belongs to: the request does the same work whether or not
 * the account exists, so neither its answer nor its time tells (decision 042).
 */
export async function requestPasswordReset(context: Pick<AppContext, 'queue'>, email: string): Promise<void> {
  await context.queue.send(ACCOUNT_JOBS.sendPasswordReset, { email });
}

/** The job's work: a one-time reset link mailed when the account exists, nothing otherwise. */
export async function mailPasswordReset(context: Context, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user) return;

  const token = generateSecret();
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000);
  await insertPasswordReset(context.db, { userId: user.id, tokenHash: hashSecret(token), expiresAt });

  const link = passwordResetLink(context.env.PUBLIC_URL, token);
  await context.integrations.mail.send({
    to: user.email,
    subject: 'Reset your PowerPay password',
    text: [
      `Hello ${user.firstName},`,
      '',
      'We received a request to reset the password of your PowerPay account.',
      `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  });
}

/** Sets the new password, spends the link (and any other of the user's links) and signs out every device. */
export async function resetPassword(context: Context, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);

  const resetUserId = await context.db.transaction(async (transaction) => {
    const reset = await consumePasswordReset(transaction, hashSecret(input.token));
    if (!reset) return undefined;

    await updateUser(transaction, { userId: reset.userId, changes: { passwordHash } });
    await retireUserPasswordResets(transaction, reset.userId);
    await revokeUserSessions(transaction, { userId: reset.userId });
    return reset.userId;
  });
  if (!resetUserId) throw badRequest(SERVER_MESSAGES.resetLinkInvalid);
  // Not a signed-in write, so the auth plugin does not forget this user's sessions by itself.
  context.sessionCache.forgetUser(resetUserId);
}
