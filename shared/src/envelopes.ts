import { z } from 'zod';
import { HISTORY_PAGE_SIZE, HISTORY_STATUS_FILTER_NAMES, MAX_PAGE_SIZE } from './constants.ts';
import { isIsoDate } from './dates.ts';
import { plainString } from './fields.ts';
import { VALIDATION_MESSAGES as M, tooLongMessage } from './messages.ts';

/** Response envelopes of docs/product.md §7 and the list query the history and beneficiary lists take. */

/** `{ msg, data }`: every success body. */
export function successEnvelope<TData extends z.ZodType>(data: TData) {
  return z.object({ msg: z.string(), data });
}

/** Paging details that sit beside a list in `meta`. */
export const listMetaSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{ msg, data: [...], meta: { page, limit, total } }`. */
export function listEnvelope<TItem extends z.ZodType>(item: TItem) {
  return z.object({ msg: z.string(), data: z.array(item), meta: listMetaSchema });
}

/** Every error body; `errors` (field → messages) only on 422. */
export const errorBodySchema = z.object({
  msg: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `?page=&limit=` of lists that take no filters (GET /auditForm); query values are text, so they are coerced. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

const optionalIsoDate = () =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || isIsoDate(text), { error: M.invalidDate })
    .optional()
    .transform((text) => text || undefined);

const listQueryShape = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
  name: plainString()
    .trim()
    .max(100, { error: tooLongMessage(100) })
    .optional()
    .transform((text) => text || undefined),
  from: optionalIsoDate(),
  to: optionalIsoDate(),
};

function startNotAfterEnd(query: { from?: string; to?: string }, context: z.RefinementCtx) {
  if (query.from && query.to && query.from > query.to) {
    context.addIssue({ code: 'custom', path: ['from'], message: M.invalidDateRange });
  }
}

/**
 * `?page=&limit=&name=&from=&to=` of GET /beneficiary (and the base of the history's query). Query
 * values are text, so page and limit are coerced; empty `name`, `from` and `to` mean "no filter". Dates
 * are Lagos calendar days (`YYYY-MM-DD`), `to` inclusive.
 */
export const listQuerySchema = z.object(listQueryShape).superRefine(startNotAfterEnd);
export type ListQuery = z.output<typeof listQuerySchema>;

/** GET /purchase: the list query plus `status`, one of HISTORY_STATUS_FILTERS (empty means every status). */
export const historyQuerySchema = z
  .object({
    ...listQueryShape,
    status: z
      .union([z.enum(HISTORY_STATUS_FILTER_NAMES), z.literal('')], { error: M.invalidOption })
      .optional()
      .transform((status) => status || undefined),
  })
  .superRefine(startNotAfterEnd);
export type HistoryQuery = z.output<typeof historyQuerySchema>;
