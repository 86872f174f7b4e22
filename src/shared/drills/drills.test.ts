import { describe, expect, it } from 'vitest';
import { DRILLS, drillsForPlans } from './drills';

const types = (drills: readonly { eventType: string }[]) => drills.map((d) => d.eventType);

describe('drillsForPlans (decision 0289)', () => {
  it('without plans: no drill for plans, every drill in its usual order', () => {
    const { forPlans, others } = drillsForPlans([]);
    expect(forPlans).toEqual([]);
    expect(others).toEqual(DRILLS);
    expect(others[0]!.eventType).toBe('earthquake');
  });

  it('the plans’ drills first, in plan order, once each; Custom and unknown types have none; the rest keep their order', () => {
    const { forPlans, others } = drillsForPlans(['custom', 'hurricane', 'flood', 'hurricane', 'nonsense']);
    expect(types(forPlans)).toEqual(['hurricane', 'flood']);
    expect(types(others)).toEqual(types(DRILLS).filter((t) => t !== 'hurricane' && t !== 'flood'));
    expect(forPlans.length + others.length).toBe(DRILLS.length);
  });
});
