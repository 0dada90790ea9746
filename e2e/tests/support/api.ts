import { randomInt, randomUUID } from 'node:crypto';

import { expect, type APIRequestContext } from '@playwright/test';

/** The sandbox payment provider's webhook secret on the e2e server (e2e/start-test-server.mjs). */
export const E2E_SANDBOX_WEBHOOK_SECRET = 'e2e-sandbox-webhook-secret-not-for-production';

/** A password the server's policy accepts: 8-20 characters with letters, numbers and a special character. */
export const TEST_PASSWORD = 'Sunlight!2024';

/** What POST /auth/register answers in `data`: the new user's fields plus the access token. */
export type Session = {
  token: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  [field: string]: unknown;
};

/** One message captured by the development outbox (mail or SMS). */
export type OutboxMessage = {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
};

type RegistrationOverrides = Partial<{
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  password: string;
}>;

/** A unique e-mail address, so that parallel tests never share an account. */
export function uniqueEmail(label = 'user'): string {
  return `e2e-${label}-${randomUUID().slice(0, 12)}@example.com`;
}

/** A valid Nigerian mobile number (0 + 80 + 8 digits), different for every call. */
export function uniquePhone(): string {
  return `080${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Registers a fresh customer through the API and returns the session the server answered. */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: RegistrationOverrides = {},
): Promise<Session> {
  const registration = {
    email: uniqueEmail(),
    first_name: 'Ada',
    last_name: 'Obi',
    phone: uniquePhone(),
    password: TEST_PASSWORD,
    ...overrides,
  };

  const response = await request.post('/api/v1/auth/register', { data: registration });
  expect(response.ok(), `register failed: ${response.status()} ${await response.text()}`).toBe(true);

  const body = (await response.json()) as { data: Session };
  expect(body.data.token, 'register answered without a token').toEqual(expect.any(String));

  return body.data;
}

/** Mail and SMS the server captured for `to` (an e-mail address or a phone number), newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/v1/dev/outbox', { params: { to } });
  expect(response.ok(), `outbox read failed: ${response.status()} ${await response.text()}`).toBe(true);

  const body = (await response.json()) as { data: OutboxMessage[] };
  return body.data;
}

/** A staff member: an ordinary account given the role the way `npm run staff:add` does. */
export async function registerStaff(request: APIRequestContext): Promise<Session> {
  const staff = await registerViaApi(request);
  const response = await request.post('/api/v1/dev/staff', { data: { email: staff.email } });
  expect(response.ok(), await response.text()).toBe(true);
  return staff;
}

/** A home audit's answers as the form sends them, for journeys that submit one through the API. */
export function homeAuditAnswers(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Chinedu Eze',
    phone: '8091234567',
    email: uniqueEmail('audit'),
    address: '4 Admiralty Way, Lekki, Lagos',
    rooms: '3',
    ac: '2',
    appliances: 'true',
    gps: '6.4474, 3.4723',
    land: '40',
    ...overrides,
  };
}
