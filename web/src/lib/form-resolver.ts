import { resolveForm, type FormDefinition } from '@powerpay/shared/form-validation';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a shared form definition. Only the first failing field (in the form's
 * order) carries an error: the sequential validation of docs/product.md §4.
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

/**
 * Like `sequentialResolver`, for a form whose definition is imported on its first validation: the
 * form paints with react-hook-form alone, and zod with the shared schemas arrives when a field is
 * first checked (or before, when the page preloads it). The checks and messages are the same.
 */
export function lazySequentialResolver<TValues extends FieldValues, TOutput>(
  loadForm: () => Promise<FormDefinition<z.ZodType<TOutput>>>,
): Resolver<TValues, unknown, TOutput> {
  const resolver = async (values: TValues) => resolveForm(await loadForm(), values);

  return resolver as unknown as Resolver<TValues, unknown, TOutput>;
}
