import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { signInDevices, users } from '../../db/schema/index.ts';
import { generateSecret, hashSecret } from '../../lib/auth/tokens.ts';

/** The device cookie (decision 041): a random token naming a browser the owner signed in from. */
export const DEVICE_COOKIE = 'powerpay_device';
const DEVICE_COOKIE_DAYS = 365;

/** The device cookie's token, when the request carries one. */
export function readDeviceToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** The device of this token when it belongs to the account with this e-mail (any case). */
export async function findDeviceOfAccount(
  db: Database,
  { token, email }: { token: string; email: string },
): Promise<{ id: string } | undefined> {
  const [device] = await db
    .select({ id: signInDevices.id })
    .from(signInDevices)
    .innerJoin(users, eq(users.id, signInDevices.userId))
    .where(
      and(
        eq(signInDevices.tokenHash, hashSecret(token)),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  return device;
}

/**
 * After a successful sign-in: the browser's device is remembered (or its date refreshed) and the cookie
 * set for a year. HttpOnly and sent only to the sign-in routes, so scripts never read it.
 */
export async function rememberDevice(
  db: Database,
  reply: FastifyReply,
  { userId, knownDeviceId, publicUrl }: { userId: string; knownDeviceId?: string; publicUrl: string },
): Promise<void> {
  if (knownDeviceId) {
    await db
      .update(signInDevices)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(signInDevices.id, knownDeviceId));
    return;
  }
  const token = generateSecret();
  await db.insert(signInDevices).values({ userId, tokenHash: hashSecret(token) });
  const attributes = [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/api/v1/auth',
    `Max-Age=${DEVICE_COOKIE_DAYS * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(publicUrl.startsWith('https:') ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
