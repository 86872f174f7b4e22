import { describe, expect, it } from 'vitest';
import { updateKitSchema } from '../kits/schemas';
import { savePlanSchema } from '../plans/schemas';
import { VISIBILITY_MESSAGES } from './schemas';

const plan = { title: 'Flood', eventType: 'flood' } as const;

describe('visibility of kits and plans', () => {
  it('a plan is private unless it says otherwise; the older isPublic still works', () => {
    expect(savePlanSchema.parse(plan).visibility).toBe('private');
    expect(savePlanSchema.parse({ ...plan, isPublic: true }).visibility).toBe('public');
    expect(savePlanSchema.parse({ ...plan, isPublic: false }).visibility).toBe('private');
    expect(savePlanSchema.parse({ ...plan, visibility: 'household' }).visibility).toBe('household');
    expect(savePlanSchema.parse({ ...plan, visibility: 'public', isPublic: true }).visibility).toBe('public');
    expect(savePlanSchema.parse(plan)).not.toHaveProperty('isPublic');
  });

  it('isPublic and visibility that disagree are refused at the visibility field', () => {
    for (const result of [
      savePlanSchema.safeParse({ ...plan, visibility: 'household', isPublic: true }),
      updateKitSchema.safeParse({ visibility: 'public', isPublic: false }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error!.issues).toEqual([
        expect.objectContaining({ path: ['visibility'], message: VISIBILITY_MESSAGES.disagree }),
      ]);
    }
  });

  it('an unknown visibility names the choices', () => {
    const result = updateKitSchema.safeParse({ visibility: 'friends' });
    expect(result.error!.issues[0]!.message).toBe(VISIBILITY_MESSAGES.choice);
  });
});
