/** Cache keys of the operations console. */
export const opsKeys = {
  all: ['ops'] as const,
  me: (token: string | null) => ['ops', 'me', token] as const,
  today: () => ['ops', 'today'] as const,
  purchases: (query: object) => ['ops', 'purchases', query] as const,
  purchase: (ref: string) => ['ops', 'purchase', ref] as const,
  leads: (query: object) => ['ops', 'leads', query] as const,
  messages: (query: object) => ['ops', 'messages', query] as const,
  reconciliation: (date: string) => ['ops', 'reconciliation', date] as const,
  staff: () => ['ops', 'staff'] as const,
};
