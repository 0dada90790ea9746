import type {
  PurchaseFormData,
  PurchasePayload,
  purchaseFormFields,
  ServiceId,
  Transaction,
  UsualAmounts,
} from '@powerpay/shared';
import { FEE_KOBO } from '@powerpay/shared/constants';
import { koboToNaira, nairaToKobo, totalWithFeeKobo } from '@powerpay/shared/money';

/** What the step 1 inputs hold: text, checked by the shared schema on Continue; `email` is the guest's. */
export type PurchaseFormText = Record<(typeof purchaseFormFields)[number], string> & { email: string };

/** A verified order: the checked form plus the customer name the DisCo returned (and a guest's e-mail). */
export type PurchaseOrder = PurchaseFormData & { meter_name: string; email?: string | null };

/** The quick amounts offered under Amount (decision 020), in naira. */
export const QUICK_AMOUNTS_NAIRA = [2000, 5000, 10_000, 20_000] as const;

/**
 * The quick amounts for a meter: the amount this customer buys most often for it (else overall) first,
 * then the usual ones without repeating it (docs/product.md §4).
 */
export function quickAmountsFor(usual: UsualAmounts | undefined, meterNo: string | undefined): number[] {
  const forMeter = usual?.meters.find((meter) => meter.meter_no === meterNo?.trim())?.amount;
  const first = forMeter ?? usual?.overall ?? null;
  const rest = QUICK_AMOUNTS_NAIRA.filter((amount) => amount !== first);
  return first === null ? [...rest] : [first, ...rest];
}

/** The NGN 100 fee in naira, as the summary shows it (the server computes the real charge). */
export const FEE_NAIRA = koboToNaira(FEE_KOBO);

/** Amount plus fee, added in kobo so 0.1 + 100 never shows as 100.10000000000001. */
export function totalWithFee(amountNaira: number): number {
  return koboToNaira(totalWithFeeKobo(nairaToKobo(amountNaira)));
}

/** The empty step 1 form, with the meter number the landing page stored and the profile's phone (if any). */
export function emptyPurchaseForm({
  meterNumber = '',
  phone = '',
}: { meterNumber?: string; phone?: string } = {}): PurchaseFormText {
  return { meter_no: meterNumber, provider: '', meter_type: '', amount: '', phone, email: '' };
}

/** What an order's form text comes from: a verified order, or a placed one (a Transaction). */
type FormSource = Pick<Transaction, 'meter_no' | 'provider' | 'meter_type' | 'amount' | 'phone'> & {
  email?: string | null;
};

/** Back from the summary, or Change details of a waiting order: the order as form text, so nothing is retyped. */
export function toFormText(order: FormSource): PurchaseFormText {
  return {
    meter_no: order.meter_no,
    provider: order.provider,
    meter_type: order.meter_type,
    amount: String(order.amount),
    phone: order.phone,
    email: order.email ?? '',
  };
}

/**
 * docs/product.md §3 "Purchase-again payload": the same meter, never saved as a beneficiary, for the
 * same amount unless the customer changed it (decision 020).
 */
export function toPurchaseAgainPayload(
  transaction: Transaction,
  amount: number = transaction.amount,
): PurchasePayload {
  return {
    beneficiary: false,
    meter_no: transaction.meter_no,
    provider: transaction.provider as ServiceId,
    meter_type: 'prepaid',
    amount,
    phone: transaction.phone,
    meter_name: transaction.meter_name,
  };
}
