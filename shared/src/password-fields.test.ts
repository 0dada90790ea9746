import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { currentPasswordField, meetsPasswordPolicy, newPasswordField } from './password-fields.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

/** The messages a field reports for `value`, in order (empty when valid). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('password rules', () => {
  it.each(['abcdef1!', 'Pass word1?', 'a1/'.padEnd(20, 'x')])('the policy accepts %j', (password) => {
    expect(meetsPasswordPolicy(password)).toBe(true);
    expect(messagesOf(newPasswordField(), password)).toEqual([]);
  });

  it.each(['abc1!', 'abcdefgh1', 'abcdefgh!', '12345678!', 'abcdefgh1!'.padEnd(21, 'x'), '        '])(
    'the policy rejects %j with the hint text',
    (password) => {
      expect(meetsPasswordPolicy(password)).toBe(false);
      expect(messagesOf(newPasswordField(), password)).toEqual([
        'Password must contain 8-20 characters, including numbers, letters and special character (!&*/?..)',
      ]);
    },
  );

  it('reports required (not the hint) when empty', () => {
    expect(messagesOf(newPasswordField(), '')).toEqual([M.required]);
    expect(messagesOf(currentPasswordField(), '')).toEqual([M.required]);
  });

  it('a current password only needs to be non-empty', () => {
    expect(messagesOf(currentPasswordField(), 'x')).toEqual([]);
  });
});
