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
