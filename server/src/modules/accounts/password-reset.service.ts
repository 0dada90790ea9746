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
 * Mails a one-time reset link when the account exists, and does nothing visible otherwise: the caller
 * answers the same in both cases. A mail failure is logged, not shown, for the same reason.
 */
export async function requestPasswordReset(context: Context, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user) return;

  const token = generateSecret();
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000);
  await insertPasswordReset(context.db, { userId: user.id, tokenHash: hashSecret(token), expiresAt });

  const link = passwordResetLink(context.env.PUBLIC_URL, token);
  try {
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
  } catch (error) {
    context.log.error({ err: error }, 'password reset e-mail could not be sent');
  }
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
