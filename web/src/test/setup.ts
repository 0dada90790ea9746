import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { resetAppState } from '@/lib/app-state';
import { queryClient } from '@/lib/query-client';

import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  queryClient.clear();
  resetAppState();
});

afterAll(() => server.close());
