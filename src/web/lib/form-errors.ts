import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/**
 * Put the server's field messages (`error.fields`, keyed by input name) on the form's fields.
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
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}
