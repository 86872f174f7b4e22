import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (lower-case, & -> "and", spaces -> hyphens)', () => {
  it.each([
    ['Food & Water', 'food-and-water'],
    ['Shelter', 'shelter'],
    ['Medical', 'medical'],
    ['Tools', 'tools'],
    ['Defense', 'defense'],
    ['Power', 'power'],
    ['Fire&Light', 'fire-and-light'],
    ['  Bug Out  Bags ', 'bug-out-bags'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
