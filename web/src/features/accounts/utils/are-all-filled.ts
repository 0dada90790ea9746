/** True when every named value is non-empty after trimming: SPEC's "disabled until filled" rule. */
export function areAllFilled(values: readonly unknown[]): boolean {
  return values.every((value) => typeof value === 'string' && value.trim() !== '');
}
