import { z } from 'zod';

/** The one JSON error shape every API failure uses: `{ error: { code, message, fields? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const API_ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
  // Account flows
  accountExists: 'account_exists',
  usernameTaken: 'username_taken',
  invalidCredentials: 'invalid_credentials',
  alreadyVerified: 'already_verified',
  invalidToken: 'invalid_token',
  profileNotFound: 'profile_not_found',
  profileExists: 'profile_exists',
  providerUnavailable: 'provider_unavailable',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/**
 * Turn zod issues into `fields`: path joined with dots ("items.3.quantity") -> messages.
 * Issues with an empty path go under "_" (form-level).
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
