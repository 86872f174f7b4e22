import { describe, expect, it } from 'vitest';
import { makePlanDetail } from '@web/test/plan-fixtures';
import { draftFromPlan, draftToInput, emptyDraft } from './use-plan-draft';

describe('the plan draft and "Our family communication plan"', () => {
  it('starts unchecked, follows the saved plan, and is sent with the plan', () => {
    expect(emptyDraft().includeFamilyPlan).toBe(false);
    const draft = draftFromPlan(makePlanDetail({ includeFamilyPlan: true }));
    expect(draft.includeFamilyPlan).toBe(true);
    expect(draftToInput(draft).includeFamilyPlan).toBe(true);
    expect(draftToInput({ ...draft, includeFamilyPlan: false }).includeFamilyPlan).toBe(false);
  });
});
