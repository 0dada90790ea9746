/** The history filters as the API takes them; dates are `YYYY-MM-DD`, empty means no filter. */
export type PurchaseHistoryQuery = { page: number; name: string; from: string; to: string; status: string };

/** Cache keys of the purchases feature, so every invalidation names the same keys. */
export const purchaseKeys = {
  all: ['purchases'] as const,
  providers: () => ['purchases', 'providers'] as const,
  recent: () => ['purchases', 'recent'] as const,
  usualAmounts: () => ['purchases', 'usual-amounts'] as const,
  savedCards: () => ['purchases', 'saved-cards'] as const,
  lists: () => ['purchases', 'list'] as const,
  list: (query: PurchaseHistoryQuery) => ['purchases', 'list', query] as const,
  detail: ({ ref, receiptKey }: { ref: string; receiptKey?: string | null }) =>
    ['purchases', 'detail', ref, receiptKey ?? null] as const,
};
