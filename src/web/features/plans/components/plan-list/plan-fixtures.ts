/** Plans as the API returns them, for the component tests of the list and the view. */
import type { LinkedKit, PlanDetail, PlanItem, PlanList, PlanSummary } from '@shared/plans/schemas';

export function makePlan(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: 'p1',
    title: 'Quake Plan',
    description: 'What we do when the ground shakes.',
    eventType: 'earthquake',
    isPublic: false,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    isOwner: true,
    acquired: false,
    ...overrides,
  };
}

export function makePlanDetail(overrides: Partial<PlanDetail> = {}, summary: Partial<PlanSummary> = {}): PlanDetail {
  return { ...makePlan(summary), items: [], kits: [], ...overrides };
}

let itemSeq = 0;
export function makeItem(kind: PlanItem['kind'], content: string, position = itemSeq): PlanItem {
  itemSeq += 1;
  return { id: `i${itemSeq}`, kind, content, position };
}

export function makeLinkedKit(overrides: Partial<LinkedKit> = {}): LinkedKit {
  return { id: 'k1', name: 'Car Kit', description: 'Lives in the trunk.', isPublic: false, items: [], ...overrides };
}

export const emptyPlanList: PlanList = { mine: [], acquired: [], community: [] };
