import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const PASSWORD = 'Sunlight!2024';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    first_name: 'Ada',
    last_name: 'Okafor',
    phone: '08031234567',
    password: PASSWORD,
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers through POST /auth/register and returns the session the API answered. */
export async function registerThroughApi(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
  expect(response.statusCode, response.body).toBe(201);

  const { token } = response.json().data as { token: string };
  return { payload, token, headers: bearer(token) };
}

export async function logInThroughApi(
  app: FastifyInstance,
  credentials: { email: string; password: string },
) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: credentials });
}

/**
 * The latest messages the outbox holds for one recipient (the development route), only those with
 * `subject` when given: every new account is also mailed its address's confirmation link (decision 061).
 */
export async function readOutbox(app: FastifyInstance, to: string, { subject }: { subject?: string } = {}) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const messages = response.json().data as { channel: string; subject: string; body: string }[];
  return subject === undefined ? messages : messages.filter((message) => message.subject === subject);
}
