import { describe, expect, it, vi } from 'vitest';
import type { SavePlan } from '@shared/plans/schemas';
import { ApiRequestError } from '@web/lib/api';
import { saveLinkingAvailableKits, unavailableKitIndexes } from './use-save-plan';

const invalid = (fields: Record<string, string[]>) =>
  new ApiRequestError(400, 'validation_failed', 'Invalid input', fields);

const input: SavePlan = {
  title: 'Plan',
  description: null,
  eventType: 'flood',
  visibility: 'private',
  items: [],
  kitIds: ['a', 'b', 'c'],
  includeFamilyPlan: false,
};

describe('unavailableKitIndexes', () => {
  it('reads the kit indexes of a 400 that names only kits', () => {
    expect(unavailableKitIndexes(invalid({ 'kitIds.0': ['x'], 'kitIds.2': ['x'] }))).toEqual([0, 2]);
  });

  it('is null for any other failure', () => {
    expect(unavailableKitIndexes(invalid({ 'kitIds.0': ['x'], title: ['x'] }))).toBeNull();
    expect(unavailableKitIndexes(invalid({}))).toBeNull();
    expect(unavailableKitIndexes(invalid({ kitIds: ['A plan links at most 50 kits'] }))).toBeNull();
    expect(unavailableKitIndexes(new ApiRequestError(500, 'internal_error', 'x', { 'kitIds.0': ['x'] }))).toBeNull();
    expect(unavailableKitIndexes(new Error('x'))).toBeNull();
  });
});

describe('saveLinkingAvailableKits', () => {
  it('drops the refused kits round by round until the save goes through', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(invalid({ 'kitIds.1': ['gone'] }))
      .mockRejectedValueOnce(invalid({ 'kitIds.1': ['gone'] }))
      .mockResolvedValueOnce({ id: 'p1' });
    await expect(saveLinkingAvailableKits(save, input)).resolves.toEqual({
      plan: { id: 'p1' },
      droppedKitIds: ['b', 'c'],
    });
    expect(save.mock.calls.map(([i]) => (i as SavePlan).kitIds)).toEqual([['a', 'b', 'c'], ['a', 'c'], ['a']]);
  });

  it('passes any other failure on, and a kit error naming no sent kit too', async () => {
    const other = invalid({ title: ['Plan title is required'] });
    await expect(saveLinkingAvailableKits(vi.fn().mockRejectedValue(other), input)).rejects.toBe(other);
    const stray = invalid({ 'kitIds.9': ['gone'] });
    await expect(saveLinkingAvailableKits(vi.fn().mockRejectedValue(stray), input)).rejects.toBe(stray);
  });
});
