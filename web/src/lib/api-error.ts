/** The toast for a request that got no answer; also shown by the landing meter box, which has no API client. */
export const OFFLINE_MESSAGE = 'You appear to be offline. Check your internet connection and try again.';

/** Field name to its validation messages, as a 422 answer carries them. */
export type ApiValidationErrors = Record<string, string[]>;

/** A failed API call. `status` is 0 when the network failed before any answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiValidationErrors;

  constructor({
    status,
    message,
    errors = {},
  }: {
    status: number;
    message: string;
    errors?: ApiValidationErrors;
  }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** True when no answer came back (offline, DNS, connection reset). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Narrows an unknown failure to ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
