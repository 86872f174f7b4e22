/** Plans as the API returns them, for the component tests of the list, the view and the wizard. */
import type { LinkedKit, PlanDetail, PlanItem, PlanList, PlanListTab, PlanSummary } from '@shared/plans/schemas';
import { access } from './access-fixtures';

export function makePlan(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: 'p1',
    title: 'Quake Plan',
    description: 'What we do when the ground shakes.',
    eventType: 'earthquake',
    ...access(overrides),
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    acquired: false,
    ...overrides,
  };
}

export function makePlanDetail(overrides: Partial<PlanDetail> = {}, summary: Partial<PlanSummary> = {}): PlanDetail {
  // The summary's access fields follow the detail's overrides too (isOwner false: canEdit false).
  return {
    ...makePlan({ ...summary, ...overrides }),
    items: [],
    kits: [],
    includeFamilyPlan: false,
    familyPlan: null,
    author: null,
    ...overrides,
  };
}

let itemSeq = 0;
export function makeItem(kind: PlanItem['kind'], content: string, position = itemSeq): PlanItem {
  itemSeq += 1;
  return { id: `i${itemSeq}`, kind, content, position };
}

export function makeLinkedKit(overrides: Partial<LinkedKit> = {}): LinkedKit {
  const { visibility, isPublic } = access(overrides);
  return {
    id: 'k1',
    name: 'Car Kit',
    description: 'Lives in the trunk.',
    visibility,
    isPublic,
    items: [],
    ...overrides,
  };
}

/** The tabs whole, as a fake server holds them; it answers one tab's page at a time. */
export type PlanTabs = Record<PlanListTab, PlanSummary[]>;

export const emptyPlanList: PlanTabs = { mine: [], acquired: [], community: [] };

/** The page the server would answer: the asked tab from `cursor` on (24). */
export function planPage(tabs: PlanTabs, params: URLSearchParams): PlanList {
  const all = tabs[(params.get('tab') ?? 'mine') as PlanListTab] ?? [];
  const start = Number(params.get('cursor') ?? 0);
  const end = start + Number(params.get('limit') ?? 24);
  return {
    items: all.slice(start, end),
    nextCursor: end < all.length ? String(end) : null,
    counts: {
      mine: tabs.mine.length,
      acquired: tabs.acquired.length,
      community: tabs.community.length,
    },
  };
}

/** A saved plan as the wizard's edit mode loads it. */
export function planDetail(overrides: Partial<PlanDetail> = {}): PlanDetail {
  return makePlanDetail({ title: 'Quake Ready', description: 'Family plan for the big one', ...overrides });
}
