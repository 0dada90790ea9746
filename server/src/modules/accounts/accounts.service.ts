import type { FastifyReply } from 'fastify';
import { SERVER_MESSAGES, type LoginInput, type RegisterInput } from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  type UserRow,
} from '../../lib/auth/session-store.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { ACCOUNT_JOBS } from './account-job-names.ts';
import { queueEmailConfirmation } from './email-confirmation.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { rememberDevice } from './sign-in-devices.ts';
import { admitSignIn } from './sign-in-throttle.ts';
import { findUserByEmail, insertUser, updateUser } from './users.repository.ts';

type Context = Pick<AppContext, 'db' | 'env'>;

async function startSession(context: Context, user: UserRow) {
  const { token } = await createSession(context.db, {
    userId: user.id,
    ttlDays: context.env.SESSION_TTL_DAYS,
  });
  return { user, token };
}

/** Where a sign-in comes from: the client's address, the device cookie, and the reply that sets it. */
export interface SignInOrigin {
  ip: string;
  deviceToken?: string;
  reply: FastifyReply;
}

/**
 * Creates the account and signs it in. The e-mail keeps the case the customer typed; uniqueness ignores
 * case. An address already registered is refused (409), and its owner is told by e-mail through the job
 * queue (decision 042).
 */
export async function registerUser(
  context: Context & Pick<AppContext, 'queue'>,
  input: RegisterInput,
  origin: SignInOrigin,
) {
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(context.db, {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    passwordHash,
  });
  if (!user) {
    await context.queue.send(ACCOUNT_JOBS.notifyRegistrationAttempt, { email: input.email });
    throw conflict(SERVER_MESSAGES.emailTaken);
  }

  // Nothing waits for the address to be confirmed: the link only goes out (decision 061).
  await queueEmailConfirmation(context, user.id);
  await rememberDevice(context.db, origin.reply, { userId: user.id, publicUrl: context.env.PUBLIC_URL });
  return startSession(context, user);
}

/**
 * One message for an unknown e-mail and a wrong password, so sign-in never tells which accounts exist.
 * Throttled per address, account and device (decision 041); a right password remembers the browser.
 */
export async function logInUser(context: Context, input: LoginInput, origin: SignInOrigin) {
  const admission = await admitSignIn(context, { email: input.email, ...origin });
  const user = await findUserByEmail(context.db, input.email);
  const isPasswordRight = await verifyPassword({
    passwordHash: user?.passwordHash,
    password: input.password,
  });
  await admission.settle(Boolean(user && isPasswordRight));
  if (!user || !isPasswordRight) throw badRequest(SERVER_MESSAGES.invalidCredentials);

  await rememberDevice(context.db, origin.reply, {
    userId: user.id,
    knownDeviceId: admission.deviceId,
    publicUrl: context.env.PUBLIC_URL,
  });
  return startSession(context, user);
}

export async function logOutSession(context: Context, sessionId: string): Promise<void> {
  await revokeSession(context.db, sessionId);
}

/** Changing the password signs out every other device; the session in use stays signed in. */
export async function changePassword(
  context: Context,
  {
    user,
    sessionId,
    oldPassword,
    newPassword,
  }: { user: UserRow; sessionId: string; oldPassword: string; newPassword: string },
): Promise<void> {
  const isOldPasswordRight = await verifyPassword({ passwordHash: user.passwordHash, password: oldPassword });
  if (!isOldPasswordRight) throw badRequest(SERVER_MESSAGES.wrongOldPassword);

  const passwordHash = await hashPassword(newPassword);
  await context.db.transaction(async (transaction) => {
    await updateUser(transaction, { userId: user.id, changes: { passwordHash } });
    await revokeUserSessions(transaction, { userId: user.id, keepSessionId: sessionId });
  });
}
