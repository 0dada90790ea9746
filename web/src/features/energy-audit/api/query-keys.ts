/** Cache keys of the energy audit feature: a submission invalidates `all`, so the history refreshes in place. */
export const auditKeys = {
  all: ['energy-audit'] as const,
  list: (page: number) => ['energy-audit', 'list', page] as const,
};
