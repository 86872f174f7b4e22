/** Plans and kits as the API returns them, for the wizard's tests. */
import { vi } from 'vitest';
import type { KitList, KitSummary } from '@shared/kits/schemas';
import type { PlanDetail } from '@shared/plans/schemas';

export const kitId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function kitSummary(n: number, name: string, overrides: Partial<KitSummary> = {}): KitSummary {
  return {
    id: kitId(n),
    name,
    description: null,
    isPublic: false,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    isOwner: true,
    acquired: false,
    itemCount: 0,
    categoryCounts: {},
    ...overrides,
  };
}

/**
 * GET /api/kits: the wizard offers mine and acquired, never templates. The fake server answers
 * the tab the request asks for (the query string of fetch's latest call: the mock answers it
 * synchronously), whole, on one page.
 */
export const kitList =
  (mine: KitSummary[], acquired: KitSummary[] = [], templates: KitSummary[] = []) =>
  (): { body: KitList } => {
    const tabs = { mine, acquired, templates };
    const url = String(vi.mocked(fetch).mock.lastCall![0]);
    const tab = (new URL(url, 'http://localhost').searchParams.get('tab') ?? 'mine') as keyof typeof tabs;
    return {
      body: {
        items: tabs[tab],
        nextCursor: null,
        counts: { mine: mine.length, acquired: acquired.length, templates: templates.length },
      },
    };
  };

export function planDetail(overrides: Partial<PlanDetail> = {}): PlanDetail {
  return {
    id: 'p1',
    title: 'Quake Ready',
    description: 'Family plan for the big one',
    eventType: 'earthquake',
    isPublic: false,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    isOwner: true,
    acquired: false,
    items: [],
    kits: [],
    ...overrides,
  };
}
