import type { SelectOption } from '@/components/ui/select-field';

/** Select options for wire values and their labels, in the order of `values`. */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
