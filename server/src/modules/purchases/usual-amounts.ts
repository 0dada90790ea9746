import { koboToNaira, type UsualAmounts } from '@powerpay/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';

/** How far back "usual" looks: the customer's latest delivered purchases, read through the history index. */
export const USUAL_AMOUNT_LOOKBACK = 50;

type Bought = { meterNo: string; amountKobo: number };

/** The amount bought most often among `bought` (newest first); a tie goes to the one bought most recently. */
function mostOften(bought: readonly Bought[]): number | null {
  const counts = new Map<number, number>();
  for (const { amountKobo } of bought) counts.set(amountKobo, (counts.get(amountKobo) ?? 0) + 1);
  let best: number | null = null;
  // Map keeps first insertion, which is the newest purchase of each amount: a strict > keeps the newer tie.
  for (const [amountKobo, count] of counts) {
    if (best === null || count > (counts.get(best) ?? 0)) best = amountKobo;
  }
  return best === null ? null : koboToNaira(best);
}

/**
 * GET /purchase/usual-amounts: the amount this customer buys most often, for each meter and overall, from
 * their latest delivered purchases. The quick amounts start with it (docs/product.md §4).
 */
export async function findUsualAmounts(db: Database, userId: string): Promise<UsualAmounts> {
  const bought = await db
    .select({ meterNo: purchases.meterNo, amountKobo: purchases.amountKobo })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'delivered')))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(USUAL_AMOUNT_LOOKBACK);

  const byMeter = new Map<string, Bought[]>();
  for (const purchase of bought)
    byMeter.set(purchase.meterNo, [...(byMeter.get(purchase.meterNo) ?? []), purchase]);
  return {
    overall: mostOften(bought),
    meters: [...byMeter].map(([meterNo, meterBought]) => ({
      meter_no: meterNo,
      amount: mostOften(meterBought) ?? 0,
    })),
  };
}
