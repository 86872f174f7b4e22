import { describe, expect, it } from 'vitest';
import { changesText } from './use-unsent-changes';

describe('changesText: what the sign-out and other-account dialogs say is unsent', () => {
  it('supply changes as before; check-ins made offline (issue 37) by their name', () => {
    expect(changesText(1)).toBe('1 supply change');
    expect(changesText(2)).toBe('2 supply changes');
    expect(changesText(1, 1)).toBe('1 check-in');
    expect(changesText(2, 2)).toBe('2 check-ins');
    expect(changesText(3, 1)).toBe('2 supply changes and 1 check-in');
  });
});
