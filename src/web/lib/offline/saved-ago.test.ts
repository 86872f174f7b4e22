import { describe, expect, it } from 'vitest';
import { savedAgo } from './saved-ago';

describe('savedAgo', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000 + 30_000, '5 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 3600_000, '23 hours ago'],
    [24 * 3600_000, '1 day ago'],
    [3 * 24 * 3600_000, '3 days ago'],
  ])('%i ms old reads "%s"', (age, text) => {
    expect(savedAgo(now - age, now)).toBe(text);
  });
  it('a clock behind the data never says "in ..."', () => {
    expect(savedAgo(now + 5000, now)).toBe('just now');
  });
});
