import { expect } from 'vitest';
import type { z } from 'zod';
import { firstIssue, type FormDefinition } from '../form-validation.ts';

/**
 * Proves the sequential validation of docs/product.md §4 for a form: starting from an all-blank form, the flagged field
 * is always the first unfilled one in `expectedOrder` (with its message), whatever the later fields hold;
 * filling it moves the flag to the next one, and once all are filled the form is valid.
 */
export function expectSequentialValidation<TSchema extends z.ZodType>({
  form,
  validValues,
  expectedOrder,
}: {
  form: FormDefinition<TSchema>;
  validValues: Record<string, unknown>;
  expectedOrder: readonly (readonly [field: string, message: string])[];
}) {
  const values: Record<string, unknown> = Object.fromEntries(
    Object.keys(validValues).map((key) => [key, '']),
  );

  for (const [field, message] of expectedOrder) {
    expect(firstIssue(form, values), `while ${field} is blank`).toEqual({ field, message });
    values[field] = validValues[field];
  }

  expect(firstIssue(form, values)).toBeNull();
}

/** The first issue of `values` (a valid base with `overrides` applied). */
export function firstIssueWith<TSchema extends z.ZodType>(
  form: FormDefinition<TSchema>,
  base: Record<string, unknown>,
  overrides: Record<string, unknown>,
) {
  return firstIssue(form, { ...base, ...overrides });
}
