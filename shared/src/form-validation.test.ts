import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index.ts';
import {
  BODY_FIELD,
  defineForm,
  firstIssue,
  resolveForm,
  toErrorMap,
  toValidationErrorBody,
  validateForm,
  type FormDefinition,
} from './form-validation.ts';
import { registerForm, registerInputSchema } from './auth-forms.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

const allForms = (Object.entries(shared) as [string, unknown][]).filter(
  (entry): entry is [string, FormDefinition<z.ZodObject>] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'schema' in entry[1] && 'fields' in entry[1],
);

describe('every exported form', () => {
  it('is found', () => {
    expect(allForms.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'registerForm',
        'purchaseForm',
        'officeAuditForm',
        'homeAuditForm',
        'contactForm',
      ]),
    );
    expect(allForms.length).toBeGreaterThanOrEqual(20);
  });

  it.each(allForms)(
    '%s declares its schema keys in its field order, so zod reports issues in form order',
    (_, form) => {
      // A form with a preprocess step (the office generator "None") is a pipe into its object.
      const schema: z.ZodType = form.schema;
      const object = schema instanceof z.ZodPipe ? schema.out : schema;
      expect(object).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((object as z.ZodObject).shape)).toEqual(form.fields);
    },
  );
});

describe('toErrorMap and toValidationErrorBody', () => {
  const badRegistration = { email: 'nope', first_name: '', last_name: 'Obi', phone: '123', password: '' };

  it('maps every failing field to its messages, in field order', () => {
    const { error } = registerInputSchema.safeParse(badRegistration);
    if (!error) throw new Error('expected a validation error');

    const errors = toErrorMap(error, registerForm.fields);
    expect(errors).toEqual({
      email: [M.invalidEmail],
      first_name: [M.required],
      phone: [M.invalidPhone],
      password: [M.required],
    });
    expect(Object.keys(errors)).toEqual(['email', 'first_name', 'phone', 'password']);
  });

  it('puts the first field in the given order first, even when zod reported it later', () => {
    const schema = z.object({
      late: z.string({ error: 'late missing' }),
      early: z.string({ error: 'early missing' }),
    });
    const { error } = schema.safeParse({});
    if (!error) throw new Error('expected a validation error');

    expect(Object.keys(toErrorMap(error, ['early', 'late']))).toEqual(['early', 'late']);
    expect(toValidationErrorBody(error, ['early', 'late'])).toEqual({
      msg: 'early missing',
      errors: { early: ['early missing'], late: ['late missing'] },
    });
  });

  it('reports a non-object body under "body"', () => {
    const { error } = registerInputSchema.safeParse('just text');
    if (!error) throw new Error('expected a validation error');

    const body = toValidationErrorBody(error);
    expect(Object.keys(body.errors)).toEqual([BODY_FIELD]);
    expect(body.msg).toBe(body.errors[BODY_FIELD]?.[0]);
  });

  it('joins nested paths with dots', () => {
    const schema = z.object({ meta: z.object({ page: z.number({ error: 'page missing' }) }) });
    const { error } = schema.safeParse({ meta: {} });
    if (!error) throw new Error('expected a validation error');

    expect(toErrorMap(error)).toEqual({ 'meta.page': ['page missing'] });
  });
});

describe('validateForm, firstIssue and resolveForm', () => {
  const form = defineForm(z.object({ a: z.string().min(1, 'a required'), b: z.coerce.number() }), ['a', 'b']);

  it('returns the parsed output when valid', () => {
    expect(validateForm(form, { a: 'x', b: '2' })).toEqual({ success: true, data: { a: 'x', b: 2 } });
    expect(firstIssue(form, { a: 'x', b: '2' })).toBeNull();
    expect(resolveForm(form, { a: 'x', b: '2' })).toEqual({ values: { a: 'x', b: 2 }, errors: {} });
  });

  it('returns only the first failing field for display, and the full map for the server', () => {
    const result = validateForm(form, { a: '', b: 'NaN' });
    expect(result.success).toBe(false);
    if (result.success) return;

    expect(result.issue).toEqual({ field: 'a', message: 'a required' });
    expect(Object.keys(result.errors)).toEqual(['a', 'b']);
  });

  it('gives react-hook-form an error on the first failing field only', () => {
    expect(resolveForm(form, { a: '', b: 'NaN' })).toEqual({
      values: {},
      errors: { a: { type: 'validation', message: 'a required' } },
    });
  });
});
