import type { AppContext } from '../../context.ts';
import { counterKey, takeAttempt, type AttemptRule } from '../../lib/limits/attempt-counters.ts';
import { findUserByEmail } from './users.repository.ts';

/** At most one "someone tried to register" e-mail per address an hour, however many attempts (decision 042). */
const NOTICE_RULE: AttemptRule = { windowSeconds: 3600, free: 1, after: 'hard' };

type Context = Pick<AppContext, 'db' | 'env' | 'integrations'>;

/**
 * The job's work after a registration with an address already registered: the owner learns of it, and
 * how to get in if it was them. It names nothing the visitor typed but the address itself.
 */
export async function mailRegistrationAttempt(context: Context, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user) return;
  const allowance = await takeAttempt(context.db, counterKey('register-notice', 'email', email), NOTICE_RULE);
  if (!allowance.isAllowed) return;

  const link = (path: string) => new URL(path, context.env.PUBLIC_URL).toString();
  await context.integrations.mail.send({
    to: user.email,
    subject: 'Someone tried to create a PowerPay account with your e-mail',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Someone just tried to create a new PowerPay account with this e-mail address, which already has one.',
      'No account was created and nothing about yours changed.',
      '',
      `If it was you, sign in: ${link('/login')}`,
      `Forgotten your password? Choose a new one: ${link('/forgot-password')}`,
      '',
      'If it was not you, you need do nothing: nobody can sign in without your password.',
    ].join('\n'),
  });
}
