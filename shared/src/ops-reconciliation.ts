import { z } from 'zod';
import { PURCHASE_STATUSES } from './constants.ts';
import { discoName } from './display.ts';
import { isoDate, timestamp } from './wire-dates.ts';

/** The console's daily reconciliation: its rows, totals and CSV. Re-exported by `ops.ts`. */

export const reconciliationQuerySchema = z.object({ date: isoDate() });
export const reconciliationRowSchema = z.object({
  ref: z.string(),
  created_at: timestamp(),
  payment_provider: z.string(),
  vend_request_id: z.string().nullable(),
  status: z.enum(PURCHASE_STATUSES),
  meter_no: z.string(),
  /** The DisCo's serviceID (`ikeja-electric`); screens and the CSV show its name. */
  provider: z.string(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  paid_amount: z.number().nullable(),
  /** What the payment provider took back, once it did (`refunded`); null otherwise. */
  refund_amount: z.number().nullable(),
  refunded_at: timestamp().nullable(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;
export const reconciliationSchema = z.object({
  date: z.string(),
  rows: z.array(reconciliationRowSchema),
  totals: z.object({
    purchases: z.number(),
    /**
     * What the payment provider collected and kept (its settlement before its own charges): a refunded
     * purchase counts in `refunded`, not here, nor in `amount` and `fee`.
     */
    paid: z.number(),
    amount: z.number(),
    fee: z.number(),
    refunded: z.number(),
  }),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

const CSV_COLUMNS = [
  'payment_ref',
  'created_at',
  'payment_provider',
  'provider_request_id',
  'status',
  'amount',
  'fee',
  'total',
  'paid',
  // Added after the first columns, so a spreadsheet reading them by position still does.
  'refund_amount',
  'refunded_at',
  'meter_no',
  'disco',
] as const;

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // Quotes where needed, and a leading ' against spreadsheet formula injection.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The reconciliation CSV: one line per purchase, amounts in naira with 2 decimals. Shared, so the
 * console's Export CSV writes exactly the rows and totals on screen, and GET /ops/reconciliation.csv the same.
 */
export function toReconciliationCsv(rows: ReconciliationRow[]): string {
  const money = (value: number | null) => (value === null ? null : value.toFixed(2));
  const lines = rows.map((row) =>
    [
      row.ref,
      row.created_at,
      row.payment_provider,
      row.vend_request_id,
      row.status,
      money(row.amount),
      money(row.fee),
      money(row.total),
      money(row.paid_amount),
      money(row.refund_amount),
      row.refunded_at,
      row.meter_no,
      discoName(row.provider),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...lines].join('\n')}\n`;
}
