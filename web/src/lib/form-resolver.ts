import { resolveForm, type FormDefinition } from '@powerpay/shared/form-validation';
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

/** Like `sequentialResolver`, for a multi-step form whose steps give different outputs. */
export function stepResolver<TValues extends FieldValues, TOutput>(
  form: FormDefinition<z.ZodType<TOutput>>,
): Resolver<TValues, unknown, TOutput> {
  const resolver = async (values: TValues) => resolveForm(form, values);

  return resolver as unknown as Resolver<TValues, unknown, TOutput>;
}
