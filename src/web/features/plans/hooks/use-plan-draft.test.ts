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

describe('the plan draft and who can see the plan', () => {
  it('starts Private, follows the saved plan, and sends visibility (never isPublic)', () => {
    expect(emptyDraft().visibility).toBe('private');
    const draft = draftFromPlan(makePlanDetail({ visibility: 'household' }));
    expect(draft.visibility).toBe('household');
    const input = draftToInput(draft);
    expect(input.visibility).toBe('household');
    expect(input).not.toHaveProperty('isPublic');
  });
});
