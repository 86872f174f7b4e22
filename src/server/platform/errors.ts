import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_CODES, type ApiErrorBody, type ApiErrorCode } from '@shared/errors';

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

/** Thrown where the database did not answer; the one onError makes it a 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
