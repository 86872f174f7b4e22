import { useCallback, useMemo, useState } from 'react';
import { RESOURCE_QUANTITY_MAX, RESOURCE_QUANTITY_MIN } from '@shared/constants/resources';
import { DEFAULT_RESOURCES, RESOURCE_CATEGORIES } from '@shared/resources/catalogue';
import type { Resource } from '@shared/resources/schemas';
import { resourceStatus } from '@shared/resources/status';
import type { ResourceChange } from '../api/save-resources';

export interface ResourceGroup {
  category: string;
  items: Resource[];
}

const clampQuantity = (n: number) => Math.min(RESOURCE_QUANTITY_MAX, Math.max(RESOURCE_QUANTITY_MIN, n));

const CATALOGUE_ORDER = new Map(DEFAULT_RESOURCES.map((r, i) => [r.name, i]));
/**
 * A default row by its catalogue name (a renamed default after the others, in the server's
 * order); a row the user added after every default, whatever its name (a custom row may take a
 * default's name once that default was renamed).
 */
const rank = (r: Resource) =>
  r.isCustom ? DEFAULT_RESOURCES.length + 1 : (CATALOGUE_ORDER.get(r.name) ?? DEFAULT_RESOURCES.length);

/**
 * Categories in the catalogue's order, any other category after them alphabetically; within a
 * category the defaults in the catalogue's order (the server orders by category only), then the
 * user's own rows by name: the same order after an add, an edit or a reload.
 */
export function groupByCategory(items: readonly Resource[]): ResourceGroup[] {
  const groups = new Map<string, Resource[]>();
  for (const item of items) {
    const list = groups.get(item.category);
    if (list) list.push(item);
    else groups.set(item.category, [item]);
  }
  const known: readonly string[] = RESOURCE_CATEGORIES;
  const categoryRank = (c: string) => (known.includes(c) ? known.indexOf(c) : known.length);
  return [...groups.entries()]
    .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
    .map(([category, list]) => ({
      category,
      items: list.toSorted(
        (a, b) => rank(a) - rank(b) || (a.isCustom && b.isCustom ? a.name.localeCompare(b.name) : 0),
      ),
    }));
}

/**
 * Local edits on top of the saved rows: a map of id -> quantity holding only the rows that
 * differ from the server. The saved list stays in the query cache (a refetch never drops an
 * edit), and the items on screen are the saved rows with the edits applied and status
 * recomputed at once with the shared rule.
 */
export function useResourceDraft(saved: readonly Resource[] | undefined) {
  const [draft, setDraft] = useState<Readonly<Record<string, number>>>({});

  const savedById = useMemo(() => new Map((saved ?? []).map((r) => [r.id, r])), [saved]);

  const items = useMemo(
    () =>
      (saved ?? []).map((r) => {
        const quantity = draft[r.id];
        if (quantity === undefined || quantity === r.currentQuantity) return r;
        return { ...r, currentQuantity: quantity, status: resourceStatus(quantity, r.targetQuantity) };
      }),
    [saved, draft],
  );

  const changes: ResourceChange[] = useMemo(
    () =>
      Object.entries(draft)
        .filter(([id, quantity]) => savedById.has(id) && savedById.get(id)!.currentQuantity !== quantity)
        .map(([id, currentQuantity]) => ({ id, currentQuantity })),
    [draft, savedById],
  );

  const adjust = useCallback(
    (id: string, delta: number) => {
      setDraft((d) => {
        const row = savedById.get(id);
        if (!row) return d;
        const next = clampQuantity((d[id] ?? row.currentQuantity) + delta);
        const { [id]: _dropped, ...rest } = d;
        return next === row.currentQuantity ? rest : { ...rest, [id]: next };
      });
    },
    [savedById],
  );

  /** After a save: forget the edits that are now the saved values (later clicks stay). */
  const settle = useCallback((savedChanges: readonly ResourceChange[]) => {
    setDraft((d) => {
      const next = { ...d };
      for (const c of savedChanges) if (next[c.id] === c.currentQuantity) delete next[c.id];
      return next;
    });
  }, []);

  /** A deleted row: its unsaved quantity goes with it (the others stay). */
  const discard = useCallback((id: string) => {
    setDraft((d) => {
      if (!(id in d)) return d;
      const { [id]: _dropped, ...rest } = d;
      return rest;
    });
  }, []);

  return { items, changes, adjust, settle, discard };
}
