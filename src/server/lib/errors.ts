import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { API_ERROR_CODES, fieldErrorsFromIssues, type ApiErrorBody, type ApiErrorCode } from '@shared/errors';
import type { AppEnv } from './context';

/** An expected failure: becomes `{ error: { code, message, fields? } }` with its status. */
export class ApiError extends Error {
  /** Sent as Retry-After on 429 answers. */
  retryAfterSeconds?: number;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static notFound(message = 'Not found') {
    return new ApiError(404, API_ERROR_CODES.notFound, message);
  }
  static unauthorized(message = 'Authentication required') {
    return new ApiError(401, API_ERROR_CODES.unauthorized, message);
  }
  static badRequest(message: string, fields?: Record<string, string[]>) {
    return new ApiError(400, API_ERROR_CODES.badRequest, message, fields);
  }
  static conflict(message: string, fields?: Record<string, string[]>) {
    return new ApiError(409, API_ERROR_CODES.conflict, message, fields);
  }
}

export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string[]>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** 400 for input that fails its zod schema, with one message list per field. */
export function validationErrorResponse(c: Context, error: z.ZodError) {
  const fields = fieldErrorsFromIssues(error.issues);
  const first = error.issues[0];
  const message = first ? first.message : 'Invalid input';
  return c.json(errorBody(API_ERROR_CODES.validation, message, fields), 400);
}

const STATUS_CODES: Partial<Record<number, ApiErrorCode>> = {
  400: API_ERROR_CODES.badRequest,
  401: API_ERROR_CODES.unauthorized,
  403: API_ERROR_CODES.forbidden,
  404: API_ERROR_CODES.notFound,
  409: API_ERROR_CODES.conflict,
  413: API_ERROR_CODES.payloadTooLarge,
  415: API_ERROR_CODES.unsupportedMediaType,
  429: API_ERROR_CODES.rateLimited,
  503: API_ERROR_CODES.unavailable,
};

/** The one onError: expected errors keep their status; anything else is logged and becomes a 500. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    if (err.retryAfterSeconds) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = STATUS_CODES[status] ?? (status >= 500 ? API_ERROR_CODES.internal : API_ERROR_CODES.badRequest);
    return c.json(errorBody(code, err.message || defaultMessage(status)), status);
  }
  // A body that is not JSON where JSON was declared: the client's fault, not ours.
  if (err instanceof SyntaxError && /JSON/i.test(err.message)) {
    return c.json(errorBody(API_ERROR_CODES.badRequest, 'Request body is not valid JSON'), 400);
  }
  c.get('logger')?.error({ err, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'unhandled error');
  return c.json(errorBody(API_ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'), 500);
}

function defaultMessage(status: number): string {
  if (status === 413) return 'Request body is too large';
  if (status === 401) return 'Authentication required';
  if (status === 404) return 'Not found';
  return 'Request failed';
}
