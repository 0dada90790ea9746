import { formatKobo } from '@powerpay/shared';
import { REFUND_UNCONFIRMED_AFTER_DAYS } from '@powerpay/shared/ops';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { defineJob } from '../../jobs/define-job.ts';
import * as repository from './ops-purchases.repository.ts';

export const OPS_ALERTS_JOB = 'ops.alerts';

const REASON_TEXT = {
  stuck: 'stuck for over 5 minutes',
  refund_failed: 'refund failed',
  amount_mismatch: 'paid amount differs from the total',
  refund_due: 'owed a refund nobody started',
  refund_unconfirmed: `refund not confirmed by the payment provider after ${REFUND_UNCONFIRMED_AFTER_DAYS} days`,
} as const;

/**
 * E-mails the support inbox about purchases that need a person (the rules of Today), at most once per
 * purchase and reason: each is marked alerted for its reason before the mail goes out, so a retry or a
 * second instance never repeats it (a lost mail leaves the purchase on Today, where it is seen anyway),
 * while a purchase that needs a person again for another reason (stuck, then its refund failed) is told again.
 */
export async function sendOpsAlerts(ctx: AppContext): Promise<number> {
  const candidates = await repository.listNeedingPerson(ctx.db, { limit: 100, onlyUnalerted: true });
  const claimed = new Set(
    await repository.claimAlerts(
      ctx.db,
      candidates.map(({ purchase, reason }) => ({ purchaseId: purchase.id, reason })),
    ),
  );
  const rows = candidates.filter(({ purchase }) => claimed.has(purchase.id));
  if (rows.length === 0) return 0;

  const lines = rows.map(
    ({ purchase: row, reason }) =>
      `- ${row.ref}: ${row.status}, ${REASON_TEXT[reason]}; meter ${row.meterNo}, ${formatKobo(row.totalKobo)}\n  ${ctx.env.PUBLIC_URL}/ops/purchases/${encodeURIComponent(row.ref)}`,
  );
  await ctx.integrations.mail.send({
    to: ctx.env.SUPPORT_EMAIL,
    subject: `PowerPay: ${rows.length} purchase${rows.length === 1 ? '' : 's'} need${rows.length === 1 ? 's' : ''} a person`,
    text: ['These purchases need a person (open them in the operations console):', '', ...lines].join('\n'),
  });
  return rows.length;
}

/** Every minute, like the purchase sweep. */
export const opsAlertsJob = defineJob({
  name: OPS_ALERTS_JOB,
  payload: z.object({}).nullish(),
  policy: 'singleton',
  cron: '* * * * *',
  retry: { limit: 0, delaySeconds: 60 },
  async handle(_payload, context) {
    await sendOpsAlerts(context);
  },
});
