import { resolveForm, type FormDefinition } from '@powerpay/shared/form-validation';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a shared form definition. Only the first failing field (in SPEC
 * order: email, phone, message for the contact form) carries an error.
 */
export function sequentialResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  form: FormDefinition<TSchema>,
): Resolver<TValues, unknown, z.output<TSchema>> {
  const resolver = async (values: TValues) => resolveForm(form, values);

  return resolver as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
}
