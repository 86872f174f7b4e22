import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@web/lib/router';

/** How long the list waits after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A list page's filters kept in the address (tab, q, ...): changed in place, with no history
 * entry and no scroll jump, so Back leaves the list and a reload keeps the view. The search box
 * shows what is typed at once; `q` (the param the list is fetched with) follows it debounced.
 */
export function useListUrlState() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);

  const setParam = (changes: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      // Not a new page: no history entry, and the scroll position stays.
      { replace: true, preventScrollReset: true },
    );

  const onSearchChange = (value: string) => {
    setSearch(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => setParam({ q: value.trim() || undefined }), SEARCH_DEBOUNCE_MS);
  };
  /** Empty the search box at once, together with any other params named (one address change). */
  const clearSearch = (alsoClear: readonly string[] = []) => {
    window.clearTimeout(searchTimer.current);
    setSearch('');
    setParam(Object.fromEntries(['q', ...alsoClear].map((key) => [key, undefined])));
  };

  return { params, q, search, setParam, onSearchChange, clearSearch };
}
