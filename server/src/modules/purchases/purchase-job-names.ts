/** Job names of the money path, apart from their handlers so services can enqueue without import cycles. */
export const PURCHASE_JOBS = {
  vendToken: 'purchases.vend-token',
  requeryToken: 'purchases.requery-token',
  notifyCustomer: 'purchases.notify-customer',
  sweep: 'purchases.sweep',
} as const;
