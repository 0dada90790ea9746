/**
 * What may reach a log line from an error (decision 015): its type, code and a scrubbed message and
 * stack. Never its enumerable extras (a DrizzleQueryError carries the query's `params`: password
 * hashes, e-mails, phones, message text) nor a PostgreSQL `detail` (`Key (email)=(…)`).
 */

/** A query error's message is "Failed query: <sql>\nparams: <values>": the values go. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
const SECRET_PATTERNS: [RegExp, string][] = [
  // A payment provider's reusable card authorization (decision 060).
  [/AUTH_[A-Za-z0-9]+/g, '[authorization]'],
  [/\$argon2(id|i|d)\$[A-Za-z0-9+/=$,.-]+/g, '[hash]'],
  [/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g, '[email]'],
  // Phones, meter numbers and tokens: long digit runs (our references have at most 8 in a row).
  [/\d{10,}/g, '[number]'],
];

export function scrubText(text: string): string {
  let scrubbed = text.replace(QUERY_PARAMS, '\nparams: [redacted]');
  for (const [pattern, replacement] of SECRET_PATTERNS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: SerializedError;
}

/** The stack's frames, without its first line(s): those repeat the message, which is scrubbed separately. */
function framesOf(error: Error): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const firstFrame = error.stack.search(/\n\s+at /);
  return firstFrame === -1 ? undefined : error.stack.slice(firstFrame + 1);
}

export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) return { type: typeof value, message: scrubText(String(value)), stack: '' };
  const error = value as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  const message = scrubText(String(error.message));
  const frames = framesOf(error);
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: frames ? `${error.name}: ${message}\n${frames}` : '',
  };
  if (typeof error.code === 'string') serialized.code = error.code;
  if (typeof error.statusCode === 'number') serialized.statusCode = error.statusCode;
  if (error.cause instanceof Error && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}
