import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, ErrorCode } from '../../lib/errors.ts';
import {
  clearCounter,
  counterKey,
  returnAttempt,
  takeAttempt,
  type AttemptOutcome,
  type AttemptRule,
} from '../../lib/limits/attempt-counters.ts';
import { findDeviceOfAccount } from './sign-in-devices.ts';

type Context = Pick<AppContext, 'db' | 'env'>;

/** Says when to try again, in the largest unit that reads naturally. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, retryAfterSeconds);
    return `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Throws a 429 saying when to try again (and sets Retry-After) unless the attempt was allowed. */
export function refuseUnlessAllowed(outcome: AttemptOutcome, reply: FastifyReply): void {
  if (outcome.isAllowed) return;
  reply.header('retry-after', outcome.retryAfterSeconds);
  throw new AppError(ErrorCode.RATE_LIMITED, { message: tooManyAttemptsMessage(outcome.retryAfterSeconds) });
}

export function authRules(env: Context['env']) {
  const windowSeconds = env.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60;
  return {
    perAddress: { windowSeconds, free: env.AUTH_RATE_LIMIT_PER_IP, after: 'hard' },
    perEmail: { windowSeconds, free: env.AUTH_RATE_LIMIT_PER_EMAIL, after: 'hard' },
    perAccount: { windowSeconds, free: env.AUTH_RATE_LIMIT_PER_ACCOUNT, after: 'backoff' },
  } satisfies Record<string, AttemptRule>;
}

/** What a sign-in attempt was admitted under; `settle` it once the password has been checked. */
export interface SignInAdmission {
  deviceId?: string;
  settle(isPasswordRight: boolean): Promise<void>;
}

/**
 * Admits a sign-in attempt or refuses it with 429 (decision 041). Every attempt counts per address. A
 * browser holding the account's device cookie is then limited only by its own count, so guesses from
 * elsewhere never lock the owner out of their usual device. Any other attempt counts per account and
 * address (hard limit: one address cannot keep guessing) and per account from everywhere (beyond the
 * allowance each attempt waits twice as long as the last: many addresses together cannot either).
 */
export async function admitSignIn(
  context: Context,
  { email, ip, deviceToken, reply }: { email: string; ip: string; deviceToken?: string; reply: FastifyReply },
): Promise<SignInAdmission> {
  const rules = authRules(context.env);
  const { db } = context;
  refuseUnlessAllowed(await takeAttempt(db, counterKey('login', 'ip', ip), rules.perAddress), reply);

  const device = deviceToken ? await findDeviceOfAccount(db, { token: deviceToken, email }) : undefined;
  if (device) {
    const deviceKey = counterKey('login', 'device', device.id);
    const outcome = await takeAttempt(db, deviceKey, rules.perEmail);
    // A device cookie that has itself guessed too often is trusted no more: the other limits then apply.
    if (outcome.isAllowed)
      return {
        deviceId: device.id,
        settle: async (isPasswordRight) => {
          if (isPasswordRight) await clearCounter(db, deviceKey);
        },
      };
  }

  const pairKey = counterKey('login', 'account-address', `${email}\n${ip}`);
  const accountKey = counterKey('login', 'account', email);
  refuseUnlessAllowed(await takeAttempt(db, pairKey, rules.perEmail), reply);
  const accountOutcome = await takeAttempt(db, accountKey, rules.perAccount);
  if (!accountOutcome.isAllowed) await returnAttempt(db, pairKey);
  refuseUnlessAllowed(accountOutcome, reply);
  return {
    settle: async (isPasswordRight) => {
      if (!isPasswordRight) return;
      // The owner's right password: this address starts afresh, and their attempt does not count.
      await clearCounter(db, pairKey);
      await returnAttempt(db, accountKey);
    },
  };
}
