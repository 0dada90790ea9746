import { setupServer } from 'msw/node';

/**
 * The network edge for web tests: requests leave the real API client and are answered here
 * (MSW), so components, hooks and the client run unmocked. Add handlers per test with
 * `server.use(...)`; an unhandled request fails the test.
 */
export const server = setupServer();

/** Absolute URL of an API path as the client requests it in jsdom, e.g. apiUrl('/user'). */
export function apiUrl(path: string): string {
  return new URL(`/api/v1${path}`, window.location.origin).toString();
}
