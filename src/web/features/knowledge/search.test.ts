import { describe, expect, it } from 'vitest';
import { ARTICLES, EVENT_GUIDES } from '@shared/content';
import { gearHref, topicHref } from './gear-links';
import { searchArticles, searchEventGuides } from './search';

const ids = (query: string) => searchArticles(ARTICLES, query).map((a) => a.id);

describe('searchArticles', () => {
  it('lists every guide for a blank query', () => {
    expect(ids('')).toEqual([1, 2, 3, 4]);
    expect(ids('   ')).toEqual([1, 2, 3, 4]);
  });

  it('matches the title, ignoring case', () => {
    expect(ids('BUG-OUT')).toEqual([1]);
    expect(ids('emp survival')).toEqual([3]);
  });

  it('matches the category', () => {
    expect(ids('water security')).toContain(2);
    expect(ids('TECH SECURITY')).toEqual([3]);
    expect(ids('urban tactics')).toEqual([4]);
  });

  it('matches the text: sections, lines and conclusion', () => {
    expect(ids('bleach')).toContain(2);
    expect(ids('faraday')).toContain(3);
    expect(ids('every 6 months')).toContain(1);
  });

  it('needs every word to match, and finds nothing for a word in no guide', () => {
    expect(ids('faraday bleach')).toEqual([]);
    expect(ids('zzzxq')).toEqual([]);
  });
});

describe('gear links', () => {
  const [bugout, water] = ARTICLES;

  it('View gear goes to the article topic, at the section (sectioned) or the product (flat)', () => {
    expect(gearHref(bugout!, bugout!.recommendedGear[1]!)).toBe('/gear/bugout-bag#water-and-hydration');
    expect(gearHref(water!, water!.recommendedGear[0]!)).toBe('/gear/water-purification#lifestraw-family');
  });

  it('an unknown article falls back to bugout-bag', () => {
    expect(topicHref({ id: 99 })).toBe('/gear/bugout-bag');
    expect(topicHref(water!)).toBe('/gear/water-purification');
  });
});

describe('searchEventGuides', () => {
  const slugs = (query: string) => searchEventGuides(EVENT_GUIDES, query).map((g) => g.slug);

  it('lists every event guide for a blank query, and finds them by their event', () => {
    expect(slugs('')).toHaveLength(7);
    expect(slugs('hurricane')).toContain('hurricane');
    expect(slugs('Flood')).toContain('flood');
    expect(slugs('wildfire smoke')).toEqual(['wildfire']);
    expect(slugs('heat stroke')).toEqual(['extreme-heat']);
  });

  it('searches every part: before, during, after, children and pets, Germany', () => {
    expect(slugs('drop cover hold on')).toContain('earthquake');
    expect(slugs('cellar')).toEqual(['flood']);
    expect(slugs('zzzxq')).toEqual([]);
  });
});
