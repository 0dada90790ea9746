/** True when every named value is non-empty after trimming: the "disabled until filled" rule of docs/product.md §5. */
export function areAllFilled(values: readonly unknown[]): boolean {
  return values.every((value) => typeof value === 'string' && value.trim() !== '');
}
