import { SERVICE_IDS, type ServiceId } from './constants.ts';
import { formatNaira } from './money.ts';

/**
 * The smallest purchase each DisCo vends when verification does not say (VTpass answers
 * `Min_Purchase_Amount` at verification; the minimums are not published, and about NGN 1,000 is
 * common). One line per DisCo so a known minimum can be set.
 */
export const DEFAULT_MIN_PURCHASE_NAIRA: Readonly<Record<ServiceId, number>> = Object.fromEntries(
  SERVICE_IDS.map((serviceId) => [serviceId, 1000]),
) as Record<ServiceId, number>;

/** The minimum for one purchase: the one verification reported when it did, else the DisCo's default. */
export function minimumPurchaseNaira(serviceId: string, verifiedMinimum?: number | null): number {
  if (
    verifiedMinimum !== undefined &&
    verifiedMinimum !== null &&
    Number.isFinite(verifiedMinimum) &&
    verifiedMinimum > 0
  ) {
    return verifiedMinimum;
  }
  return (
    DEFAULT_MIN_PURCHASE_NAIRA[serviceId as ServiceId] ??
    Math.max(...Object.values(DEFAULT_MIN_PURCHASE_NAIRA))
  );
}

/** Inline message under Amount, worded like "Amount cannot be more than NGN 500,000.00". */
export function amountBelowMinimumMessage(minimumNaira: number): string {
  return `Amount cannot be less than ${formatNaira(minimumNaira)}`;
}

/** The message when `amountNaira` is below the purchase's minimum, else null. */
export function checkMinimumAmount(amountNaira: number, minimumNaira: number): string | null {
  return amountNaira < minimumNaira ? amountBelowMinimumMessage(minimumNaira) : null;
}
