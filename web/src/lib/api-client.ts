import { appStore } from './app-state';
import { ApiError, OFFLINE_MESSAGE, type ApiValidationErrors } from './api-error';
import { clearSession } from './session';
import { notify } from './toast';

export const NOT_FOUND_MESSAGE = 'Request not found';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The success body of every endpoint; `order` only beside a payment page (decision 030), unchecked here. */
export type ApiEnvelope<Data> = { msg: string; data: Data; meta?: Record<string, unknown>; order?: unknown };

type QueryValue = string | number | boolean | null | undefined;

/** Options every call accepts. */
export type RequestOptions = {
  /** Query-string values; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  /** Skip the global error toast (and the 403 log-out stays in force). */
  silent?: boolean;
  signal?: AbortSignal;
};

type RequestInput = RequestOptions & {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
};

/** Calls the API and returns the whole `{ msg, data, meta, order }` body. Failures throw ApiError after the global handling. */
export async function apiRequest<Data>({
  method,
  path,
  body,
  query,
  silent = false,
  signal,
}: RequestInput): Promise<ApiEnvelope<Data>> {
  const { apiBaseUrl, token } = appStore.getState();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}${toQueryString(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (isAbort(cause)) throw cause;

    const error = new ApiError({ status: 0, message: OFFLINE_MESSAGE });
    if (!silent) notify.error(OFFLINE_MESSAGE, { id: 'network-offline' });
    throw error;
  }

  const payload = await readJson(response);
  if (response.ok) {
    return {
      msg: readString(payload, 'msg') ?? '',
      data: readField(payload, 'data') as Data,
      meta: readMeta(payload),
      order: readField(payload, 'order'),
    };
  }

  const error = toApiError(response.status, payload);
  handleFailure({ error, silent });
  throw error;
}

/** Shorthands that return the parsed `data` of the answer. */
export const api = {
  get: <Data>(path: string, options?: RequestOptions) =>
    apiRequest<Data>({ method: 'GET', path, ...options }).then(toData),
  post: <Data>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<Data>({ method: 'POST', path, body, ...options }).then(toData),
  patch: <Data>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<Data>({ method: 'PATCH', path, body, ...options }).then(toData),
  put: <Data>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<Data>({ method: 'PUT', path, body, ...options }).then(toData),
  delete: <Data>(path: string, options?: RequestOptions) =>
    apiRequest<Data>({ method: 'DELETE', path, ...options }).then(toData),
};

/**
 * A GET with the session's token whose answer the caller reads itself, outside the global failure
 * handling: a file to save (its body is not JSON), or an answer whose 403 must not sign the customer out.
 * Rejects only when no answer came (offline).
 */
export function apiGetResponse(path: string, options: Pick<RequestOptions, 'query'> = {}): Promise<Response> {
  const { apiBaseUrl, token } = appStore.getState();
  return fetch(`${apiBaseUrl}${path}${toQueryString(options.query)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

// docs/product.md §8: the global handling of failed requests.
function handleFailure({ error, silent }: { error: ApiError; silent: boolean }): void {
  if (error.status === 403) clearSession();
  if (silent) return;

  // Same-text toasts (retries, parallel calls) collapse into one.
  notify.error(error.message, { id: error.message });
}

function toApiError(status: number, payload: unknown): ApiError {
  const msg = readString(payload, 'msg');
  const errors = readErrors(payload);

  if (status === 422)
    return new ApiError({
      status,
      errors,
      message: firstValidationMessage(errors) ?? msg ?? FALLBACK_ERROR_MESSAGE,
    });
  if (status === 404) return new ApiError({ status, errors, message: NOT_FOUND_MESSAGE });

  return new ApiError({ status, errors, message: msg ?? FALLBACK_ERROR_MESSAGE });
}

function firstValidationMessage(errors: ApiValidationErrors): string | undefined {
  return Object.values(errors).flat()[0];
}

function readErrors(payload: unknown): ApiValidationErrors {
  const raw = readField(payload, 'errors');
  if (typeof raw !== 'object' || raw === null) return {};

  const errors: ApiValidationErrors = {};
  for (const [field, messages] of Object.entries(raw)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (list.length > 0) errors[field] = list;
  }
  return errors;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;

  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function readField(payload: unknown, field: string): unknown {
  if (typeof payload !== 'object' || payload === null) return undefined;
  return (payload as Record<string, unknown>)[field];
}

function readString(payload: unknown, field: string): string | undefined {
  const value = readField(payload, field);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function readMeta(payload: unknown): Record<string, unknown> | undefined {
  const meta = readField(payload, 'meta');
  return typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : undefined;
}

function toQueryString(query: RequestOptions['query']): string {
  if (!query) return '';

  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const serialized = params.toString();
  return serialized ? `?${serialized}` : '';
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function toData<Data>(envelope: ApiEnvelope<Data>): Data {
  return envelope.data;
}
