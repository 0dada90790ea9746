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
// jsdom does not scroll; the app scrolls to the top on every navigation, and to a notice it shows.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

// Pages are lazy chunks that Vitest transforms on first import; on a busy CI machine that can take
// longer than Testing Library's 1 s default before a `findBy…` sees the page. A wait ends as soon as
// what it waits for is there, so a generous limit costs a passing test nothing: it only bounds a hang.
configure({ asyncUtilTimeout: 15_000 });

// A request no handler answers fails in the page, and a test could pass on that failure without
// meaning to: each test answers every request its page makes, or fails here.
const unansweredRequests: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unansweredRequests.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  queryClient.clear();
  resetAppState();
  const unanswered = unansweredRequests.splice(0);
  if (unanswered.length > 0)
    throw new Error(`The page made requests no handler answers: ${unanswered.join(', ')}`);
});

afterAll(() => server.close());
