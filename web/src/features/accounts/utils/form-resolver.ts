import { resolveForm, type FormDefinition } from '@powerpay/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a shared form definition. Only the first failing field (in SPEC
 * order) carries an error: SPEC.md section 4's sequential validation.
 */
export function sequentialResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  form: FormDefinition<TSchema>,
): Resolver<TValues, unknown, z.output<TSchema>> {
  const resolver = async (values: TValues) => resolveForm(form, values);

  return resolver as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
}

/** True when every named value is non-empty after trimming: SPEC's "disabled until filled" rule. */
export function areAllFilled(values: readonly unknown[]): boolean {
  return values.every((value) => typeof value === 'string' && value.trim() !== '');
}
