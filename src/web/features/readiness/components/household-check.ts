/**
 * What the household form checks with: the server's schema (zod) and the issues-to-fields helper,
 * one chunk loaded on the form's first focus or submit, not with the page (issue 41). The helper
 * is here and not a static import of the form: shared by the page and the lazily loaded
 * `@shared/errors` (lib/api.ts), it made the bundler fold the page's entry into a common chunk.
 */
export { householdSchema } from '@shared/readiness/schemas';
export { fieldErrorsFromIssues } from '@shared/field-errors';
