import type { Session, User } from '@powerpay/shared';
import { http, HttpResponse } from 'msw';

import { setSession } from '@/lib/session';
import { noSavedCards } from '@/test/saved-cards';
import { apiUrl, server } from '@/test/server';

/** A registered customer as the API presents it. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    email: 'adaeze.okafor@example.com',
    first_name: 'Adaeze',
    last_name: 'Okafor',
    phone: '08031234567',
    created_at: '2026-01-10T09:00:00.000Z',
    last_updated: '2026-01-10T09:00:00.000Z',
    reminder: false,
    reminder_frequency: null,
    reminder_day: null,
    email_confirmed: true,
    pending_email: null,
    ...overrides,
  };
}

export function buildSession(overrides: Partial<User> = {}): Session {
  return { ...buildUser(overrides), token: 'session-token-1' };
}

/**
 * Signs the browser in and answers GET /user with `user` (the layout loads it on open) and GET /cards
 * with no saved card (My Account lists them).
 */
export function signInAs(user: User = buildUser()): User {
  setSession({ ...user, token: 'session-token-1' });
  server.use(
    http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'Request successful', data: user })),
    noSavedCards(),
  );
  return user;
}
