import { ApiRequestError } from '@web/lib/api';

/**
 * Expected failures (a 4xx answer) are told to the user and nothing more; anything else (5xx,
 * network, a bug) is also logged for whoever debugs it.
 */
export function logUnexpected(label: string, err: unknown) {
  if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) return;
  console.error(label, err);
}
