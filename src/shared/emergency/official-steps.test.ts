import { describe, expect, it } from 'vitest';
import { PLAN_EVENT_TYPE_VALUES } from '../constants/plans';
import { itemLinks } from '../plans/guidance';
import { savePlanSchema } from '../plans/schemas';
import { OFFICIAL_STEPS, officialPlanItems, officialSources } from './official-steps';

describe('official steps', () => {
  it.each(PLAN_EVENT_TYPE_VALUES)('%s has 5 to 8 short steps, each with an https source', (type) => {
    const steps = OFFICIAL_STEPS[type];
    expect(steps.length).toBeGreaterThanOrEqual(5);
    expect(steps.length).toBeLessThanOrEqual(8);
    for (const step of steps) {
      expect(step.text.length).toBeGreaterThan(10);
      // Short enough for a stressed reader: a sentence or two.
      expect(step.text.length).toBeLessThanOrEqual(140);
      expect(step.source.name).not.toBe('');
      expect(new URL(step.source.url).protocol).toBe('https:');
    }
    expect(new Set(steps.map((s) => s.id)).size).toBe(steps.length);
    expect(officialSources(type).length).toBeGreaterThan(0);
  });

  it('covers all 13 event types, custom with general steps', () => {
    expect(Object.keys(OFFICIAL_STEPS).sort()).toEqual([...PLAN_EVENT_TYPE_VALUES].sort());
    expect(PLAN_EVENT_TYPE_VALUES).toHaveLength(13);
    expect(OFFICIAL_STEPS.custom[0]!.text).toContain('emergency number');
  });

  it('saved as a plan, each step keeps its source as a link the plan view shows, and the plan is valid', () => {
    const items = officialPlanItems('hurricane');
    expect(items).toHaveLength(OFFICIAL_STEPS.hurricane.length);
    const first = itemLinks(items[0]!.content);
    expect(first.text).toBe(OFFICIAL_STEPS.hurricane[0]!.text);
    expect(first.links).toEqual([
      {
        label: 'Source',
        name: OFFICIAL_STEPS.hurricane[0]!.source.name,
        href: OFFICIAL_STEPS.hurricane[0]!.source.url,
      },
    ]);
    for (const type of PLAN_EVENT_TYPE_VALUES)
      expect(savePlanSchema.safeParse({ title: 'Ours', eventType: type, items: officialPlanItems(type) }).success).toBe(
        true,
      );
  });
});
