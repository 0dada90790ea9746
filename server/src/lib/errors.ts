/** Stable error codes; the global error handler maps each to an HTTP status. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** Signed in, but not allowed (a customer on a staff route). */
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION: 422,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const NOT_FOUND_MESSAGE = 'Request not found';
export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/** The one error type services throw; `message` is safe to show to the customer. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors?: Record<string, string[]>;

  constructor(code: ErrorCode, options: { message?: string; errors?: Record<string, string[]> } = {}) {
    super(options.message ?? (code === ErrorCode.NOT_FOUND ? NOT_FOUND_MESSAGE : INTERNAL_MESSAGE));
    this.code = code;
    this.statusCode = statusByCode[code];
    this.errors = options.errors;
  }
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND);
export const badRequest = (message: string) => new AppError(ErrorCode.BAD_REQUEST, { message });
export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, { message });
export const unauthenticated = (message: string) => new AppError(ErrorCode.UNAUTHENTICATED, { message });
/** A validation failure found by a service rather than the route schema (e.g. a field checked upstream). */
export const invalidField = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION, { message, errors: { [field]: [message] } });
