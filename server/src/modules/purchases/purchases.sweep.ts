import type { AppContext } from '../../context.ts';
import { PaymentProviderError } from '../../integrations/payments/payment-provider.ts';
import { confirmWithProvider, enqueueVend } from './payment-confirmation.service.ts';
import { PURCHASE_JOBS } from './purchase-job-names.ts';
import * as repository from './purchases.repository.ts';
import { scheduleRequery } from './vending.service.ts';

/** How long each state may sit untouched before the sweep assumes its job was lost. */
export const SWEEP_AFTER_MS = {
  paid: 30_000,
  vending: 2 * 60_000,
  unnotified: 2 * 60_000,
  awaitingPayment: 15 * 60_000,
} as const;

/** An unconfirmed checkout older than this is abandoned unless the provider says it was paid. */
export const ABANDON_CHECKOUT_AFTER_MS = 24 * 60 * 60_000;

const BATCH_SIZE = 100;

const before = (ms: number) => new Date(Date.now() - ms);

/**
 * Crash recovery (DESIGN.md section 5, rule 4): no paid purchase may end without a token or a visible
 * failure. Re-enqueueing is always safe: every job re-reads the row and moves it only conditionally,
 * and the queues keep at most one waiting job per purchase.
 */
export async function sweepPurchases(ctx: AppContext): Promise<void> {
  const { db } = ctx;

  for (const row of await repository.listStale(db, { status: 'paid', before: before(SWEEP_AFTER_MS.paid), limit: BATCH_SIZE })) {
    ctx.log.warn({ ref: row.ref }, 'sweep: paid purchase without a vend, enqueueing it');
    await enqueueVend(ctx, row.ref);
  }

  for (const row of await repository.listStale(db, { status: 'vending', before: before(SWEEP_AFTER_MS.vending), limit: BATCH_SIZE })) {
    await scheduleRequery(ctx, { ref: row.ref, attempt: 1 });
  }

  const unnotified = [
    ...(await repository.listStale(db, { status: 'delivered', before: before(SWEEP_AFTER_MS.unnotified), limit: BATCH_SIZE, isTokenUnsent: true })),
    ...(await repository.listStale(db, { status: 'vend_failed', before: before(SWEEP_AFTER_MS.unnotified), limit: BATCH_SIZE })),
  ];
  for (const row of unnotified) {
    await ctx.queue.send(PURCHASE_JOBS.notifyCustomer, { ref: row.ref }, { singletonKey: row.ref });
  }

  await reconcileUnconfirmedPayments(ctx);
}

/** A lost webhook and a closed browser must not lose a payment: ask the provider about old checkouts. */
async function reconcileUnconfirmedPayments(ctx: AppContext): Promise<void> {
  const stale = await repository.listStale(ctx.db, {
    status: 'awaiting_payment',
    before: before(SWEEP_AFTER_MS.awaitingPayment),
    limit: BATCH_SIZE,
  });

  for (const row of stale) {
    try {
      const settled = await confirmWithProvider(ctx, row.ref);
      const isExpired = Date.now() - row.createdAt.getTime() > ABANDON_CHECKOUT_AFTER_MS;
      if (settled?.status === 'awaiting_payment' && isExpired) {
        await repository.transition(ctx.db, { ref: row.ref, from: ['awaiting_payment'], to: 'abandoned' });
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ ref: row.ref }, 'sweep: payment provider unreachable, will ask again');
      return;
    }
  }
}
