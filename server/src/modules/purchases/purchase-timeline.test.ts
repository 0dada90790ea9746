import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseEvents } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { recordPurchaseEvent } from './purchase-timeline.ts';
import * as repository from './purchases.repository.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  purchaseBody,
  startPurchase,
  uniqueMeter,
} from './purchases.test-support.ts';

/** A purchase's creation and each state change write their timeline line in the same statement (purchases.repository.ts). */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp();
});
afterAll(() => testApp.close());

async function unpaidPurchase() {
  const { ref } = await startPurchase(testApp, { body: purchaseBody({ meter_no: uniqueMeter() }) });
  return findPurchase(testApp, ref);
}

const eventsOf = (purchaseId: string) =>
  testApp.database.db
    .select()
    .from(purchaseEvents)
    .where(eq(purchaseEvents.purchaseId, purchaseId))
    .orderBy(asc(purchaseEvents.seq));

describe('a new purchase', () => {
  it('is stored with its created line, written in the same transaction', async () => {
    const purchase = await unpaidPurchase();

    const [created, ...others] = await eventsOf(purchase.id);
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      kind: 'created',
      detail: { status: 'awaiting_payment', total_kobo: purchase.totalKobo },
    });
    expect(created?.createdAt).toEqual(purchase.createdAt);
  });
});

describe('a purchase state change', () => {
  it('answers the changed purchase and writes one state_changed line in the same transaction', async () => {
    const before = await unpaidPurchase();

    const moved = await repository.transition(testApp.database.db, {
      ref: before.ref,
      from: ['awaiting_payment'],
      to: 'abandoned',
      values: { failureReason: 'The checkout was never paid' },
    });

    expect(moved).toEqual(await findPurchase(testApp, before.ref));
    expect(moved).toMatchObject({
      status: 'abandoned',
      failureReason: 'The checkout was never paid',
      workAttempts: 0,
    });
    const events = await eventsOf(before.id);
    expect(events.map((event) => event.kind)).toEqual(['created', 'state_changed']);
    expect(events[1]?.detail).toEqual({ to: 'abandoned', reason: 'The checkout was never paid' });
    // now() is the transaction's start: equal only when both rows were written by one transaction.
    expect(events[1]?.createdAt).toEqual(moved?.updatedAt);
  });

  // One statement is kept per kind of change (purchases.repository.ts): each call must still write its own values.
  it('writes each call its own values, of every type, when the same kind of change is made again', async () => {
    const changes = [
      {
        failureReason: 'Declined by the bank',
        paidAt: new Date('2026-11-01T08:30:00.125Z'),
        vendResponse: { code: '016', nested: { ok: false } },
      },
      { failureReason: null, paidAt: null, vendResponse: ['a', 1, null] },
      {
        failureReason: 'It has a \u0027quote\u0027 and a \\ backslash',
        paidAt: new Date('2024-02-29T23:59:59.000Z'),
        vendResponse: 'a JSON string',
      },
    ];
    for (const values of changes) {
      const before = await unpaidPurchase();

      const moved = await repository.transition(testApp.database.db, {
        ref: before.ref,
        from: ['awaiting_payment'],
        to: 'payment_failed',
        values,
      });

      expect(moved).toMatchObject({ ...values, status: 'payment_failed' });
      expect(await findPurchase(testApp, before.ref)).toEqual(moved);
    }

    // The same states with other columns set is another kind of change: the columns left out stay as they were.
    const other = await unpaidPurchase();
    const moved = await repository.transition(testApp.database.db, {
      ref: other.ref,
      from: ['awaiting_payment'],
      to: 'payment_failed',
      values: { failureReason: 'Only this' },
    });
    expect(moved).toMatchObject({
      failureReason: 'Only this',
      paidAt: null,
      vendResponse: null,
      status: 'payment_failed',
    });
  });

  it('changes nothing and writes no line when the purchase is in none of the expected states', async () => {
    const before = await unpaidPurchase();

    const moved = await repository.transition(testApp.database.db, {
      ref: before.ref,
      from: ['paid'],
      to: 'vending',
    });

    expect(moved).toBeNull();
    expect(await findPurchase(testApp, before.ref)).toEqual(before);
    expect((await eventsOf(before.id)).map((event) => event.kind)).toEqual(['created']);
  });

  it('is not made when its timeline line cannot be written', async () => {
    const before = await unpaidPurchase();
    // Refuses this purchase's timeline lines only, so other tests sharing the database are untouched.
    const { db } = testApp.database;
    await db.execute(
      sql.raw(
        `create function refuse_test_events() returns trigger language plpgsql as $$ begin raise exception 'timeline refused'; end; $$`,
      ),
    );
    await db.execute(
      sql.raw(`create trigger refuse_test_events before insert on purchase_events for each row
               when (new.purchase_id = '${before.id}') execute function refuse_test_events()`),
    );
    try {
      await expect(
        repository.transition(testApp.database.db, {
          ref: before.ref,
          from: ['awaiting_payment'],
          to: 'abandoned',
        }),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql.raw('drop trigger refuse_test_events on purchase_events'));
      await db.execute(sql.raw('drop function refuse_test_events()'));
    }

    expect(await findPurchase(testApp, before.ref)).toEqual(before);
    expect((await eventsOf(before.id)).map((event) => event.kind)).toEqual(['created']);
  });
});

describe('any other timeline line', () => {
  it('is stored with its detail as given, after the lines before it', async () => {
    const purchase = await unpaidPurchase();
    const detail = {
      event: 'charge.success',
      amount_kobo: 2_150_000_000_00,
      nested: { sms: true, note: null },
    };

    await recordPurchaseEvent(testApp.database.db, {
      purchaseId: purchase.id,
      kind: 'webhook_received',
      detail,
    });
    await recordPurchaseEvent(testApp.database.db, { purchaseId: purchase.id, kind: 'payment_checked' });

    const events = await eventsOf(purchase.id);
    expect(events.map(({ kind, detail: stored }) => ({ kind, stored }))).toEqual([
      { kind: 'created', stored: { status: 'awaiting_payment', total_kobo: purchase.totalKobo } },
      { kind: 'webhook_received', stored: detail },
      { kind: 'payment_checked', stored: {} },
    ]);
  });

  it('recorded by many purchases at once, is stored once each, in each purchase\u2019s own order', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => unpaidPurchase()));

    await Promise.all(
      burst.map(async (purchase, index) => {
        await recordPurchaseEvent(testApp.database.db, {
          purchaseId: purchase.id,
          kind: 'webhook_received',
          detail: { index },
        });
        await recordPurchaseEvent(testApp.database.db, {
          purchaseId: purchase.id,
          kind: 'payment_checked',
          detail: { index },
        });
        await recordPurchaseEvent(testApp.database.db, {
          purchaseId: purchase.id,
          kind: 'message_sent',
          detail: { index },
        });
      }),
    );

    for (const [index, purchase] of burst.entries()) {
      const lines = (await eventsOf(purchase.id)).map(({ kind, detail }) => ({ kind, detail }));
      expect(lines).toEqual([
        { kind: 'created', detail: { status: 'awaiting_payment', total_kobo: purchase.totalKobo } },
        { kind: 'webhook_received', detail: { index } },
        { kind: 'payment_checked', detail: { index } },
        { kind: 'message_sent', detail: { index } },
      ]);
    }
  });

  it('the database refuses fails only its own caller; the lines written with it are stored', async () => {
    const kept = await Promise.all(Array.from({ length: 3 }, () => unpaidPurchase()));
    const noSuchPurchase = '00000000-0000-4000-8000-000000000000';

    const results = await Promise.allSettled([
      ...kept.map((purchase) =>
        recordPurchaseEvent(testApp.database.db, { purchaseId: purchase.id, kind: 'payment_checked' }),
      ),
      recordPurchaseEvent(testApp.database.db, { purchaseId: noSuchPurchase, kind: 'payment_checked' }),
    ]);

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    for (const purchase of kept)
      expect((await eventsOf(purchase.id)).map((event) => event.kind)).toEqual([
        'created',
        'payment_checked',
      ]);
    expect(await eventsOf(noSuchPurchase)).toEqual([]);

    // Alone, it is refused as well, and the lines after it are written as before.
    await expect(
      recordPurchaseEvent(testApp.database.db, { purchaseId: noSuchPurchase, kind: 'message_sent' }),
    ).rejects.toThrow();
    await recordPurchaseEvent(testApp.database.db, { purchaseId: kept[0]?.id ?? '', kind: 'message_sent' });
    expect((await eventsOf(kept[0]?.id ?? '')).map((event) => event.kind)).toEqual([
      'created',
      'payment_checked',
      'message_sent',
    ]);
  });
});
