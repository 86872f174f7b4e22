/**
 * The one way the web app talks to the API: same-origin JSON with the session cookie. Every
 * failure becomes an ApiRequestError carrying the server's `{ error: { code, message, fields } }`.
 */
// Codes as typed literals here, not API_ERROR_CODES: the landing loads this module, and the
// whole table would cost its JavaScript budget (decision 171) for two codes.
import type { ApiErrorCode } from '@shared/error-codes';
import { reportNetworkFailure, reportServerAnswer } from './offline/connectivity';

/** Codes the client produces itself (the server's codes are in @shared/errors). */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer (offline, server down, DNS...). */
  network: 'network_error',
  /** An answer that is not the API's error shape (a proxy's HTML page, truncated JSON...). */
  unexpected: 'unexpected_response',
} as const;

const NETWORK_MESSAGE = 'Could not reach Holdfast. Check your connection and try again.';

export class ApiRequestError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field messages keyed by input name ("_" for the whole form). */
    readonly fields: Readonly<Record<string, string[]>> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * The server's message when the failure is an expected one (a 4xx with the API's error shape),
 * else undefined: callers then show the spec's fallback text instead of "Internal error" or a
 * network error's wording.
 */
export function expectedErrorMessage(err: unknown): string | undefined {
  if (
    err instanceof ApiRequestError &&
    err.status >= 400 &&
    err.status < 500 &&
    err.code !== CLIENT_ERROR_CODES.unexpected
  ) {
    return err.message || undefined;
  }
  return undefined;
}

export const isApiError = (err: unknown, code?: string): err is ApiRequestError =>
  err instanceof ApiRequestError && (code === undefined || err.code === code);

/**
 * A protected call answered 401: the session has ended. The query client's one handler has
 * already dealt with it (refetch the session, toast, guards redirect); callers stay quiet.
 */
export const isSessionExpired = (err: unknown): boolean => isApiError(err, 'unauthorized' satisfies ApiErrorCode);

async function toApiRequestError(res: Response): Promise<ApiRequestError> {
  const fallback = new ApiRequestError(
    res.status,
    res.status >= 500 ? ('internal_error' satisfies ApiErrorCode) : CLIENT_ERROR_CODES.unexpected,
    `Request failed (${res.status})`,
  );
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return fallback;
  }
  try {
    // Loaded on the first failure only: keeps zod out of the landing page's first-paint JavaScript.
    const { apiErrorSchema } = await import('@shared/errors');
    const parsed = apiErrorSchema.safeParse(json);
    if (!parsed.success) return fallback;
    const { code, message, fields } = parsed.data.error;
    return new ApiRequestError(res.status, code, message, fields);
  } catch {
    return fallback;
  }
}

type UnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Hear every "session required" 401 (code `unauthorized`) any call receives, with its path.
 * The security monitor counts them; handling stays with the query client.
 */
export function subscribeToUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function notifyUnauthorized(path: string) {
  for (const listener of [...unauthorizedListeners]) {
    try {
      listener(path);
    } catch (err) {
      console.error('Unauthorized listener failed', err);
    }
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
}

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      // FormData (file uploads) sets its own multipart Content-Type with the boundary.
      headers:
        body === undefined || body instanceof FormData
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    reportNetworkFailure();
    throw new ApiRequestError(0, CLIENT_ERROR_CODES.network, NETWORK_MESSAGE);
  }
  reportServerAnswer();
  if (!res.ok) {
    const err = await toApiRequestError(res);
    if (isSessionExpired(err)) notifyUnauthorized(path.split('?')[0]!);
    throw err;
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    // The API is ours and typed by the shared contract (src/shared/auth/api-types.ts).
    return JSON.parse(text) as T;
  } catch {
    throw new ApiRequestError(res.status, CLIENT_ERROR_CODES.unexpected, 'The server sent an unreadable answer.');
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body ?? {}, options),
  /** `body`: the few deletions that need proof (DELETE /api/account takes the username and password). */
  delete: <T>(path: string, options?: RequestOptions & { body?: unknown }) =>
    request<T>('DELETE', path, options?.body, options),
  /** multipart/form-data (image uploads). */
  upload: <T>(method: 'POST' | 'PUT', path: string, form: FormData, options?: RequestOptions) =>
    request<T>(method, path, form, options),
};
