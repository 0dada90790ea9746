import { expect } from 'vitest';
import type { CardPaymentAnswer, SavedCard } from '@powerpay/shared';
import { createSignedInUser } from '../../test/factories.ts';
import type { FakePaystack } from '../../test/fakes/paystack-server.ts';
import type { TestApp } from '../../test/test-app.ts';
import { purchaseBody } from './purchases.test-support.ts';

type Headers = Record<string, string>;

export type CardAnswer = {
  msg: string;
  data: CardPaymentAnswer['data'];
  order: { ref: string };
};

/** A customer who paid once on Paystack's page with "Save this card" on (decision 060). */
export async function customerWithSavedCard(testApp: TestApp, fake: FakePaystack) {
  const { headers, user } = await createSignedInUser(testApp.database.db);
  const started = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/purchase',
    headers,
    payload: purchaseBody({ save_card: true }),
  });
  expect(started.statusCode, started.body).toBe(200);
  const { ref } = started.json<{ order: { ref: string } }>().order;
  fake.settle(ref, 'success');
  const back = await testApp.app.inject({ method: 'GET', url: `/api/v1/payments/callback?reference=${ref}` });
  expect(back.statusCode).toBe(302);
  const cards = await testApp.app.inject({ method: 'GET', url: '/api/v1/cards', headers });
  const [card] = cards.json<{ data: SavedCard[] }>().data;
  expect(card).toMatchObject({ brand: 'visa', last4: '4081', exp_month: 12, exp_year: 2030 });
  return { headers, card: card!, email: user.email };
}

/** Purchase Again's "Pay with card ending 4081". */
export function payWithCard(
  testApp: TestApp,
  { headers, cardId, meterNo }: { headers: Headers; cardId: string; meterNo?: string },
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/purchase/saved-card',
    headers,
    payload: { ...purchaseBody(meterNo ? { meter_no: meterNo } : {}), card_id: cardId },
  });
}
