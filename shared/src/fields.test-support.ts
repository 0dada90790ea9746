import type { z } from 'zod';

/** The messages a field reports for `value`, in order (empty when valid). */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

export function outputOf(schema: z.ZodType, value: unknown): unknown {
  return schema.parse(value);
}
