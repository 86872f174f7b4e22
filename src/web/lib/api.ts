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
 * else undefined: callers then show the documented fallback text instead of "Internal error" or a
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

/**
 * `fetch` for our API: same-origin with the session cookie, JSON accepted. No answer at all is an
 * ApiRequestError `network_error` (and tells the connectivity state); an answer other than 2xx is
 * an ApiRequestError with the server's code, message and fields. Every call goes through it (the typed
 * client, api-client.ts), so every failure looks the same to the app.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.headers instanceof Headers) init.headers.forEach((value, name) => (headers[name] = value));
  else if (Array.isArray(init.headers)) for (const [name, value] of init.headers) headers[name] = value!;
  else Object.assign(headers, init.headers);
  let res: Response;
  try {
    res = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    reportNetworkFailure();
    throw new ApiRequestError(0, CLIENT_ERROR_CODES.network, NETWORK_MESSAGE);
  }
  reportServerAnswer();
  if (!res.ok) {
    const err = await toApiRequestError(res);
    if (isSessionExpired(err)) notifyUnauthorized(pathOf(input));
    throw err;
  }
  return res;
}

const pathOf = (input: RequestInfo | URL): string => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://x').pathname;
};

/** A 2xx answer's JSON body (undefined when it has none). */
export async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    // The API is ours and typed by its contract (the server's routes, through api-client.ts).
    return JSON.parse(text) as T;
  } catch {
    throw new ApiRequestError(res.status, CLIENT_ERROR_CODES.unexpected, 'The server sent an unreadable answer.');
  }
}
