import { http, HttpResponse } from 'msw';

import { apiUrl } from './server';

/**
 * GET /cards answered with no saved card: My Account and Purchase Again ask for them whenever a customer
 * is signed in (decision 060), so every signed-in page needs an answer unless a test gives cards.
 */
export function noSavedCards() {
  return http.get(apiUrl('/cards'), () => HttpResponse.json({ msg: 'Request successful', data: [] }));
}
