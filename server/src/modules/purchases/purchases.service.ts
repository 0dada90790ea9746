import {
  FEE_KOBO,
  SERVER_MESSAGES,
  checkMinimumAmount,
  minimumPurchaseNaira,
  nairaToKobo,
  startOfLagosDay,
  startOfNextLagosDay,
  totalWithFeeKobo,
  HISTORY_STATUS_FILTERS,
  type HistoryQuery,
  type PurchaseInput,
  type VerificationResult,
  type VerifyMeterInput,
} from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import { PaymentProviderError } from '../../integrations/payments/payment-provider.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { AppError, ErrorCode, invalidField, notFound } from '../../lib/errors.ts';
import { upsertBeneficiary } from '../beneficiaries/beneficiaries.service.ts';
import { confirmWithProvider } from './payment-confirmation.service.ts';
import { generatePurchaseRef, hashReceiptKey, isReceiptKeyValid, receiptKeyFor } from './purchase-keys.ts';
import { listHistoryPage } from './purchase-history.repository.ts';
import * as repository from './purchases.repository.ts';
import type { PurchaseRow } from './purchases.repository.ts';
import { requeryAndWake } from './vending.service.ts';

/**
 * The domain the payment page's required e-mail uses for guests who gave none: it reaches nobody and is
 * never shown by PowerPay (the sandbox checkout hides it; the form asks guests for a real one).
 */
export const GUEST_EMAIL_DOMAIN = 'guest.powerpay.ng';

export const PAYMENT_CALLBACK_PATH = '/api/v1/payments/callback';

/** POST /purchase/verify: the customer's name, or the error to toast (docs/product.md §7). */
export async function verifyMeter(ctx: AppContext, input: VerifyMeterInput): Promise<VerificationResult> {
  const result = await ctx.integrations.vending.verifyMeter({
    meterNo: input.meter_no,
    meterType: input.meter_type,
    serviceId: input.provider,
  });
  if (!result.ok) return { error: result.error };
  return {
    Customer_Name: result.customerName,
    Min_Purchase_Amount: minimumPurchaseNaira(input.provider, result.minimumAmountNaira),
  };
}

/**
 * The verified name of the meter being bought for, checked again on the server, with the DisCo's
 * minimum amount (decision 015): below it the provider would refuse the vend after payment.
 */
async function verifiedCustomerName(ctx: AppContext, input: PurchaseInput): Promise<string> {
  const result = await ctx.integrations.vending.verifyMeter({
    meterNo: input.meter_no,
    meterType: input.meter_type,
    serviceId: input.provider,
  });
  if (result.ok) {
    const belowMinimum = checkMinimumAmount(
      input.amount,
      minimumPurchaseNaira(input.provider, result.minimumAmountNaira),
    );
    if (belowMinimum) throw invalidField('amount', belowMinimum);
    return result.customerName;
  }

  if (result.isUnavailable) throw new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, { message: result.error });
  throw invalidField('meter_no', result.error);
}

/**
 * POST /purchase and /purchase/guest: re-verifies the meter, computes the fee and total here (the client
 * never sends them), stores the purchase awaiting payment and starts the checkout.
 * Answers the checkout URL.
 */
export async function createPurchase(
  ctx: AppContext,
  { input, user }: { input: PurchaseInput; user: UserRow | null },
): Promise<{ checkoutUrl: string; purchase: PurchaseRow; receiptKey: string | null }> {
  const meterName = await verifiedCustomerName(ctx, input);
  const { purchase, receiptKey } = await placeOrder(ctx, { input, user, meterName });
  const checkoutUrl = await startCheckout(ctx, { purchase, receiptKey });
  return { checkoutUrl, purchase, receiptKey };
}

/**
 * Re-verifies the meter (its name and the DisCo's minimum) and stores the order awaiting payment, the
 * beneficiary saved if asked; no payment is started. Purchase Again with a saved card (decision 060).
 */
export async function placeVerifiedOrder(
  ctx: AppContext,
  { input, user }: { input: PurchaseInput; user: UserRow },
): Promise<PurchaseRow> {
  const meterName = await verifiedCustomerName(ctx, input);
  return (await placeOrder(ctx, { input, user, meterName })).purchase;
}

/** Stores an order awaiting payment for a verified meter; a guest's gets its receipt key. */
export async function placeOrder(
  ctx: AppContext,
  { input, user, meterName }: { input: PurchaseInput; user: UserRow | null; meterName: string },
): Promise<{ purchase: PurchaseRow; receiptKey: string | null }> {
  const amountKobo = nairaToKobo(input.amount);
  const ref = generatePurchaseRef();
  const receiptKey = user ? null : receiptKeyFor({ ref, secret: ctx.env.RECEIPT_KEY_SECRET });
  const email = input.email ?? user?.email ?? null;

  const purchase = await repository.insertPurchase(ctx.db, {
    ref,
    userId: user?.id ?? null,
    receiptKeyHash: receiptKey ? hashReceiptKey(receiptKey) : null,
    status: 'awaiting_payment',
    provider: input.provider,
    meterType: input.meter_type,
    meterNo: input.meter_no,
    meterName,
    phone: input.phone,
    email,
    amountKobo,
    feeKobo: FEE_KOBO,
    totalKobo: totalWithFeeKobo(amountKobo),
    paymentProvider: ctx.integrations.payments.kind,
    saveCard: Boolean(user) && input.save_card,
  });

  if (user && input.beneficiary) {
    await upsertBeneficiary(ctx, {
      userId: user.id,
      name: meterName,
      meterNo: input.meter_no,
      meterType: input.meter_type,
      provider: input.provider,
      phone: input.phone,
      email: input.email,
    });
  }
  return { purchase, receiptKey };
}

/** Starts the hosted checkout of an order; answers its URL (the order fails if the provider refuses). */
export async function startCheckout(
  ctx: AppContext,
  { purchase, receiptKey }: { purchase: PurchaseRow; receiptKey: string | null },
): Promise<string> {
  const callbackUrl = new URL(PAYMENT_CALLBACK_PATH, ctx.env.PUBLIC_URL);
  callbackUrl.searchParams.set('ref', purchase.ref);
  if (receiptKey) callbackUrl.searchParams.set('key', receiptKey);

  try {
    const { checkoutUrl } = await ctx.integrations.payments.initialize({
      reference: purchase.ref,
      amountKobo: purchase.totalKobo,
      email: purchase.email ?? `${purchase.phone}@${GUEST_EMAIL_DOMAIN}`,
      callbackUrl: callbackUrl.toString(),
      metadata: { meter_no: purchase.meterNo, provider: purchase.provider },
    });
    await repository.setCheckoutUrl(ctx.db, { ref: purchase.ref, checkoutUrl });
    return checkoutUrl;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;

    await repository.transition(ctx.db, {
      ref: purchase.ref,
      from: ['awaiting_payment'],
      to: 'payment_failed',
      values: { failureReason: 'The checkout could not be started' },
    });
    throw new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, { message: SERVER_MESSAGES.paymentUnavailable });
  }
}

export function listHistory(ctx: AppContext, { userId, query }: { userId: string; query: HistoryQuery }) {
  return listHistoryPage(ctx.db, {
    userId,
    search: query.name,
    from: query.from ? startOfLagosDay(query.from) : undefined,
    until: query.to ? startOfNextLagosDay(query.to) : undefined,
    statuses: query.status ? HISTORY_STATUS_FILTERS[query.status] : undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
}

/**
 * Most Recent Transaction: the last purchase that delivered a token. An unpaid or failed order is no
 * "transaction" to buy again; it shows in the history with its own action (decision 021).
 */
export async function findRecent(ctx: AppContext, userId: string): Promise<PurchaseRow | null> {
  return repository.findLatestByUser(ctx.db, { userId, status: 'delivered' });
}

/** Who may read a purchase: its owner, or whoever holds its receipt key. Anyone else gets 404. */
export async function findAccessiblePurchase(
  ctx: AppContext,
  { ref, user, key }: { ref: string; user: UserRow | undefined; key: string | undefined },
): Promise<PurchaseRow> {
  const row = await repository.findByRef(ctx.db, ref);
  if (!row) throw notFound();

  const isOwner = Boolean(user && row.userId === user.id);
  if (!isOwner && !isReceiptKeyValid({ key, keyHash: row.receiptKeyHash })) throw notFound();
  return row;
}

/**
 * The Refresh button: settles what can be settled now without ever vending twice. An unconfirmed
 * payment is checked with the payment provider, a paid purchase wakes the worker, a vending one is
 * requeried with the vending provider.
 */
export async function refreshPurchase(
  ctx: AppContext,
  { ref, user, key }: { ref: string; user: UserRow | undefined; key: string | undefined },
): Promise<PurchaseRow> {
  const row = await findAccessiblePurchase(ctx, { ref, user, key });

  if (row.status === 'awaiting_payment') {
    try {
      await confirmWithProvider(ctx, ref);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ ref }, 'payment provider unreachable on refresh');
    }
  } else if (row.status === 'paid') {
    // Already due for its vend; a worker of this process takes it now rather than at its next poll.
    ctx.work.wake();
  } else if (row.status === 'vending') {
    await requeryAndWake(ctx, ref);
  }

  return (await repository.findByRef(ctx.db, ref)) ?? row;
}
