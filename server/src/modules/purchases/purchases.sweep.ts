import type { AppContext } from '../../context.ts';
import { PaymentProviderError } from '../../integrations/payments/payment-provider.ts';
import { applyPaymentVerification, confirmWithProvider } from './payment-confirmation.service.ts';
import * as repository from './purchases.repository.ts';
import { repairMissingDueTimes } from './work/work.repository.ts';

/** How long a checkout may wait unconfirmed before the sweep asks the payment provider about it. */
export const SWEEP_AFTER_MS = {
  awaitingPayment: 15 * 60_000,
} as const;

/** An unconfirmed checkout older than this is abandoned unless the provider says it was paid. */
export const ABANDON_CHECKOUT_AFTER_MS = 24 * 60 * 60_000;

const BATCH_SIZE = 100;

const before = (ms: number) => new Date(Date.now() - ms);

/**
 * Crash recovery (docs/product.md §10, rule 4; decision 011): no paid purchase may end without a token
 * or a visible failure. A purchase that owes a step is due (`due_at`) and a crashed worker's lease
 * expires in seconds, so the worker itself recovers it; the sweep never queues anything. It only
 * repairs a row owing a step with no due time (never one already due or held) and asks the payment
 * provider about old unconfirmed checkouts.
 */
export async function sweepPurchases(ctx: AppContext): Promise<void> {
  const repaired = await repairMissingDueTimes(ctx.db, BATCH_SIZE);
  if (repaired.length > 0) {
    ctx.log.warn({ refs: repaired }, 'sweep: purchases owing a step had no due time; made due');
    ctx.work.wake();
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
  await askProviderAbout(ctx, stale, async (row) => {
    const settled = await confirmWithProvider(ctx, row.ref);
    const isExpired = Date.now() - row.createdAt.getTime() > ABANDON_CHECKOUT_AFTER_MS;
    if (settled?.status === 'awaiting_payment' && isExpired) {
      await repository.transition(ctx.db, { ref: row.ref, from: ['awaiting_payment'], to: 'abandoned' });
    }
  });
}

/**
 * At start, the checkouts too young for the sweep: a payment made while this server was down (a crash,
 * a deploy) reached neither its callback nor its webhook, and the provider retries a webhook only minutes
 * later (Paystack: every 3 minutes). Asking now delivers such a token seconds after the restart. Only a
 * payment is acted on: a young checkout the provider calls abandoned (Paystack's word for one not completed
 * yet) may still be open in the customer's browser, and stays the sweep's to decide, as before.
 */
export async function reconcileCheckoutsAfterStart(
  ctx: AppContext,
  { isStopping }: { isStopping: () => boolean },
): Promise<void> {
  const young = await repository.listStale(ctx.db, {
    status: 'awaiting_payment',
    before: new Date(),
    since: before(SWEEP_AFTER_MS.awaitingPayment),
    limit: BATCH_SIZE,
  });
  await askProviderAbout(
    ctx,
    young,
    async (row) => {
      const verification = await ctx.integrations.payments.verify(row.ref);
      if (verification?.status === 'success')
        await applyPaymentVerification(ctx, { ref: row.ref, verification, read: row });
    },
    isStopping,
  );
}

/** Asks the provider about each unconfirmed checkout in turn, stopping while it is unreachable or the app stops. */
async function askProviderAbout(
  ctx: AppContext,
  checkouts: readonly repository.PurchaseRow[],
  ask: (row: repository.PurchaseRow) => Promise<void>,
  isStopping = () => false,
): Promise<void> {
  for (const row of checkouts) {
    if (isStopping()) return;
    try {
      await ask(row);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn(
        { ref: row.ref },
        'payment provider unreachable; the sweep asks about unconfirmed checkouts again',
      );
      return;
    }
  }
}
