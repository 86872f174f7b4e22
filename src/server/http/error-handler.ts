import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { API_ERROR_CODES, fieldErrorsFromIssues, type ApiErrorCode } from '@shared/errors';
import { databaseInputError, isDatabaseUnavailable, isTransientConflict, sqlState } from '../db/pg-errors';
import { issueText } from '../i18n/errors';
import { type DatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../platform/database-outage';
import { ApiError, DatabaseUnavailableError, errorBody } from '../platform/errors';
import type { AppEnv } from './context';
import { readerLocale } from './localize-errors';
import { loggedPath } from './request-frame';

/**
 * 400 for input that fails its zod schema, with one message list per field. zod's own English
 * (a check without a message of ours) is worded here from the issue's figures in the reader's
 * language (decision 0354); our messages are translated on the way out (localize-errors.ts).
 */
export async function validationErrorResponse(c: Context<AppEnv>, error: z.ZodError) {
  const locale = await readerLocale(c);
  const issues = error.issues.map((issue) => ({ ...issue, message: issueText(locale, issue) }));
  const fields = fieldErrorsFromIssues(issues);
  const first = issues[0];
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

/**
 * The one onError: expected errors keep their status; a database that cannot be reached is a 503
 * with Retry-After (logged once per outage when `outage` is given); a database error caused by
 * the input is a 4xx; anything else is logged (without SQL or parameters, see logger.ts) and
 * becomes a 500.
 */
export function createErrorHandler(outage?: DatabaseOutage) {
  return (err: Error, c: Context<AppEnv>) => {
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
    if (err instanceof DatabaseUnavailableError || isDatabaseUnavailable(err)) {
      if (outage) outage.report(err);
      else c.get('logger')?.error({ reqId: c.get('requestId') }, 'database unreachable');
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return c.json(
        errorBody(API_ERROR_CODES.unavailable, 'The database is not answering. Please try again shortly.'),
        503,
      );
    }
    if (isTransientConflict(err)) {
      c.header('Retry-After', '1');
      return c.json(errorBody(API_ERROR_CODES.unavailable, 'The server is busy. Please try again.'), 503);
    }
    const input = databaseInputError(err);
    if (input) {
      c.get('logger')?.warn(
        { reqId: c.get('requestId'), method: c.req.method, path: loggedPath(c.req.path), sqlState: sqlState(err) },
        'database refused the input',
      );
      const code =
        input.status === 409
          ? API_ERROR_CODES.conflict
          : input.status === 413
            ? API_ERROR_CODES.payloadTooLarge
            : API_ERROR_CODES.badRequest;
      return c.json(errorBody(code, input.message), input.status);
    }
    c.get('logger')?.error(
      { err, reqId: c.get('requestId'), method: c.req.method, path: loggedPath(c.req.path) },
      'unhandled error',
    );
    return c.json(errorBody(API_ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'), 500);
  };
}

/** The onError of routers without an outage monitor (tests of a single router). */
export const handleError = createErrorHandler();

function defaultMessage(status: number): string {
  if (status === 413) return 'Request body is too large';
  if (status === 401) return 'Authentication required';
  if (status === 404) return 'Not found';
  return 'Request failed';
}
