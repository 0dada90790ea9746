import type { z } from 'zod';
import { SERVER_MESSAGES } from './messages.ts';

/**
 * docs/product.md §4: "Validation is sequential: the first failing field is flagged and later fields are
 * not checked until it is fixed." A form is therefore its schema plus its fields in the form's order; the web
 * shows only the first failing field, and the server's 422 `msg` is that same field's message.
 */

/** A schema with the order in which its form checks its fields (docs/product.md §5). */
export type FormDefinition<TSchema extends z.ZodType> = {
  schema: TSchema;
  fields: readonly (keyof z.input<TSchema> & string)[];
};

/** One failing field and its message. */
export type FieldIssue = { field: string; message: string };

/** Messages by field, e.g. `{ email: ['Invalid Email'] }`. */
export type ErrorMap = Record<string, string[]>;

/** The field name used for an issue about the whole body rather than one field. */
export const BODY_FIELD = 'body';

/** Ties a schema to its field order (the type system checks every name is a real field). */
export function defineForm<TSchema extends z.ZodType>(
  schema: TSchema,
  fields: readonly (keyof z.input<TSchema> & string)[],
): FormDefinition<TSchema> {
  return { schema, fields };
}

function fieldOf(issue: z.core.$ZodIssue): string {
  return issue.path.length === 0 ? BODY_FIELD : issue.path.map(String).join('.');
}

/** Issues sorted by the position of their top-level field in `fields`; unknown fields keep their place last. */
function orderIssues(issues: readonly z.core.$ZodIssue[], fields: readonly string[] = []) {
  const rank = (issue: z.core.$ZodIssue) => {
    const position = fields.indexOf(String(issue.path[0] ?? ''));
    return position === -1 ? fields.length : position;
  };
  return [...issues].sort((left, right) => rank(left) - rank(right));
}

/** Every message by field, fields in the form's order (object keys keep insertion order). */
export function toErrorMap(error: z.ZodError, fields?: readonly string[]): ErrorMap {
  const errors: ErrorMap = {};
  for (const issue of orderIssues(error.issues, fields)) (errors[fieldOf(issue)] ??= []).push(issue.message);
  return errors;
}

/** The server's 422 body: `{ msg: <first field's first message>, errors }`. */
export function toValidationErrorBody(error: z.ZodError, fields?: readonly string[]) {
  const errors = toErrorMap(error, fields);
  const firstMessages = Object.values(errors)[0];
  return { msg: firstMessages?.[0] ?? SERVER_MESSAGES.invalidRequest, errors };
}

/** The first failing field in the form's order, or `null` when the values are valid. */
export function firstIssue<TSchema extends z.ZodType>(form: FormDefinition<TSchema>, values: unknown) {
  const result = form.schema.safeParse(values);
  if (result.success) return null;

  return firstOf(result.error, form.fields);
}

function firstOf(error: z.ZodError, fields: readonly string[]): FieldIssue {
  const [issue] = orderIssues(error.issues, fields);
  if (!issue) return { field: BODY_FIELD, message: SERVER_MESSAGES.invalidRequest };
  return { field: fieldOf(issue), message: issue.message };
}

export type FormValidationResult<TOutput> =
  { success: true; data: TOutput } | { success: false; issue: FieldIssue; errors: ErrorMap };

/** Parses `values`; on failure gives the first issue (to show) and the whole error map (for the 422). */
export function validateForm<TSchema extends z.ZodType>(
  form: FormDefinition<TSchema>,
  values: unknown,
): FormValidationResult<z.output<TSchema>> {
  const result = form.schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };

  return {
    success: false,
    issue: firstOf(result.error, form.fields),
    errors: toErrorMap(result.error, form.fields),
  };
}

/**
 * The shape a react-hook-form resolver returns, without importing react-hook-form: only the first
 * failing field carries an error, as the sequential validation of docs/product.md §4 wants. The web wraps it:
 * `const resolver: Resolver<In, unknown, Out> = async (values) => resolveForm(registerForm, values)`.
 */
export function resolveForm<TSchema extends z.ZodType>(
  form: FormDefinition<TSchema>,
  values: unknown,
):
  | { values: z.output<TSchema>; errors: Record<string, never> }
  | { values: Record<string, never>; errors: Record<string, { type: 'validation'; message: string }> } {
  const result = validateForm(form, values);
  if (result.success) return { values: result.data, errors: {} };

  return {
    values: {},
    errors: { [result.issue.field]: { type: 'validation', message: result.issue.message } },
  };
}
