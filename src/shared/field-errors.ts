/**
 * `fieldErrorsFromIssues` without zod (issue 41): a page that checks a form with a lazily loaded
 * schema needs it at first paint, and errors.ts builds `apiErrorSchema` with zod at its top.
 * errors.ts re-exports it for the server.
 */
import type * as z4 from 'zod/v4/core';

/**
 * Turn zod issues into `fields`: path joined with dots ("items.3.quantity") -> messages.
 * Issues with an empty path go under "_" (form-level).
 */
export function fieldErrorsFromIssues(issues: readonly z4.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
