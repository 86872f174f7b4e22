import { useCallback, useMemo, useState } from 'react';
import { PLAN_ITEM_KINDS, type PlanEventType, type PlanItemKind } from '@shared/constants/plans';
import type { PlanDetail } from '@shared/plans/schemas';
import type { Visibility } from '@shared/visibility/schemas';

/** A step, note or resource while it is edited. `key` is local: it keeps focus and React state on reorder. */
export interface DraftItem {
  key: string;
  kind: PlanItemKind;
  content: string;
}

/** What the wizard edits. `eventType` is null until one is chosen on step 1. */
export interface PlanDraft {
  eventType: PlanEventType | null;
  title: string;
  description: string;
  /** Who sees the plan; only its creator changes it (a household editor keeps it as it is). */
  visibility: Visibility;
  kitIds: string[];
  /** "Our family communication plan" shown with the plan (to its owner). */
  includeFamilyPlan: boolean;
  items: DraftItem[];
}

let lastKey = 0;
const newItemKey = () => `item-${++lastKey}`;

/** A new plan's draft; `visibility` is the user's default (decision 0291), Private unless given. */
export const emptyDraft = (visibility: Visibility = 'private'): PlanDraft => ({
  eventType: null,
  title: '',
  description: '',
  visibility,
  kitIds: [],
  includeFamilyPlan: false,
  items: [],
});

export const draftFromPlan = (plan: PlanDetail): PlanDraft => ({
  eventType: plan.eventType,
  title: plan.title,
  description: plan.description ?? '',
  visibility: plan.visibility,
  kitIds: plan.kits.map((k) => k.id),
  includeFamilyPlan: plan.includeFamilyPlan,
  items: plan.items.map((i) => ({ key: newItemKey(), kind: i.kind, content: i.content })),
});

/** The request body before validation: savePlanSchema checks and trims it (the server does the same again). */
export const draftToInput = (draft: PlanDraft) => ({
  title: draft.title,
  description: draft.description,
  eventType: draft.eventType ?? undefined,
  visibility: draft.visibility,
  items: draft.items.map(({ kind, content }) => ({ kind, content })),
  kitIds: draft.kitIds,
  includeFamilyPlan: draft.includeFamilyPlan,
});

/** What would change on save: blank items and kit order do not count. */
const comparable = (draft: PlanDraft) =>
  JSON.stringify({
    ...draftToInput(draft),
    title: draft.title.trim(),
    description: draft.description.trim(),
    items: draft.items.filter((i) => i.content.trim() !== '').map((i) => [i.kind, i.content.trim()]),
    kitIds: [...draft.kitIds].sort(),
  });

/**
 * "Step 1", "Note 1", "Step 2": each kind is numbered on its own, the way a reader counts the
 * steps of a plan. The label names the item's field and its buttons ("Move step 2 up"). The
 * item's kind and its number among its kind, by key.
 */
export function itemNumbers(items: readonly DraftItem[]): Map<string, { kind: PlanItemKind; n: number }> {
  const seen: Record<PlanItemKind, number> = { step: 0, note: 0, resource: 0 };
  return new Map(items.map((i) => [i.key, { kind: i.kind, n: ++seen[i.kind] }]));
}

/** Items that will be saved (blank ones are dropped by the server), per kind. */
export function itemCounts(items: readonly DraftItem[]): Record<PlanItemKind, number> {
  const counts = Object.fromEntries(PLAN_ITEM_KINDS.map((k) => [k, 0])) as Record<PlanItemKind, number>;
  for (const i of items) if (i.content.trim() !== '') counts[i.kind] += 1;
  return counts;
}

/** The wizard's state: the draft, whether it differs from where it started, and its edits. */
export function usePlanDraft(initial: () => PlanDraft) {
  const [start] = useState(initial);
  const [draft, setDraft] = useState(start);
  const dirty = useMemo(() => comparable(draft) !== comparable(start), [draft, start]);

  const set = useCallback(<K extends keyof PlanDraft>(field: K, value: PlanDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
  }, []);

  const toggleKit = useCallback((kitId: string, checked: boolean) => {
    setDraft((d) => ({
      ...d,
      kitIds: checked ? [...d.kitIds.filter((k) => k !== kitId), kitId] : d.kitIds.filter((k) => k !== kitId),
    }));
  }, []);

  const removeKits = useCallback((kitIds: readonly string[]) => {
    setDraft((d) => ({ ...d, kitIds: d.kitIds.filter((k) => !kitIds.includes(k)) }));
  }, []);

  /** Appends an empty item and returns its key (the editor focuses it). */
  const addItem = useCallback((kind: PlanItemKind) => {
    const key = newItemKey();
    setDraft((d) => ({ ...d, items: [...d.items, { key, kind, content: '' }] }));
    return key;
  }, []);

  /**
   * Appends `items` after dropping the items of `replace` (an earlier set of recommended steps),
   * and returns the new items' keys.
   */
  const addItems = useCallback((items: readonly Omit<DraftItem, 'key'>[], replace: readonly string[] = []) => {
    const added = items.map((i) => ({ key: newItemKey(), kind: i.kind, content: i.content }));
    setDraft((d) => ({ ...d, items: [...d.items.filter((i) => !replace.includes(i.key)), ...added] }));
    return added.map((i) => i.key);
  }, []);

  const updateItem = useCallback((key: string, patch: Partial<Omit<DraftItem, 'key'>>) => {
    setDraft((d) => ({ ...d, items: d.items.map((i) => (i.key === key ? { ...i, ...patch } : i)) }));
  }, []);

  const removeItem = useCallback((key: string) => {
    setDraft((d) => ({ ...d, items: d.items.filter((i) => i.key !== key) }));
  }, []);

  /** Moves an item one place up (-1) or down (+1); nothing past either end. */
  const moveItem = useCallback((key: string, by: -1 | 1) => {
    setDraft((d) => {
      const from = d.items.findIndex((i) => i.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= d.items.length) return d;
      const items = [...d.items];
      const [moved] = items.splice(from, 1);
      items.splice(to, 0, moved!);
      return { ...d, items };
    });
  }, []);

  return { draft, dirty, set, toggleKit, removeKits, addItem, addItems, updateItem, removeItem, moveItem };
}

export type PlanDraftApi = ReturnType<typeof usePlanDraft>;
