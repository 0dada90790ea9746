/** Job names of the money path, apart from their handlers so services can enqueue without import cycles. */
export const PURCHASE_JOBS = {
  sweep: 'purchases.sweep',
} as const;
