import { useState } from 'react';

/**
 * The text of a field that saves on its own: what the user typed, reset to the saved value
 * whenever that changes (our own save coming back, or a refetch), plus the field's message.
 */
export function useFieldDraft(saved: string) {
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  if (saved !== base) {
    setBase(saved);
    setDraft(saved);
    setError(undefined);
  }
  return { draft, setDraft, error, setError };
}
