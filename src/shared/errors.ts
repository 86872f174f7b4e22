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

export { API_ERROR_CODES, type ApiErrorCode } from './error-codes';

export { fieldErrorsFromIssues } from './field-errors';
