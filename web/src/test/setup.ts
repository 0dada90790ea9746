import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { resetAppState } from '@/lib/app-state';
import { queryClient } from '@/lib/query-client';

import { server } from './server';

// jsdom lacks pointer capture, which the bottom sheet (vaul) calls on every press.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
// jsdom does not scroll; the app scrolls to the top on every navigation.
window.scrollTo = () => undefined;

// Pages are lazy chunks that Vitest transforms on first import; on a busy CI machine that can take
// longer than Testing Library's 1 s default before a `findBy…` sees the page. A wait ends as soon as
// what it waits for is there, so a generous limit costs a passing test nothing: it only bounds a hang.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  queryClient.clear();
  resetAppState();
});

afterAll(() => server.close());
