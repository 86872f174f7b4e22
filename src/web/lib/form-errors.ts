import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';
import { errorText } from './i18n/error-text';

/**
 * Put the server's field messages (`error.fields`, keyed by input name) on the form's fields, in
 * the page's language (the server answers in the reader's; a message it left English is
 * translated here if the catalogue has it).
 * Returns true when at least one landed on a field the form shows.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
): boolean {
  if (!isApiError(err)) return false;
  let applied = false;
  let first = true;
  for (const name of fieldNames) {
    const message = err.fields[name]?.[0];
    if (!message) continue;
    setError(name, { type: 'server', message: errorText(message) }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}
