/** `?page=&limit=&name=` of GET /beneficiary; `name` matches the customer name or the meter number. */
export type BeneficiaryListQuery = { page: number; limit: number; name: string };

/** Cache keys of the beneficiaries feature: every change invalidates `all`, so page and picker refresh in place. */
export const beneficiaryKeys = {
  all: ['beneficiaries'] as const,
  lists: () => ['beneficiaries', 'list'] as const,
  list: (query: BeneficiaryListQuery) => ['beneficiaries', 'list', query] as const,
  providers: () => ['beneficiaries', 'providers'] as const,
};
