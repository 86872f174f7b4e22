import { describe, expect, it } from 'vitest';
import { PLAN_EVENT_TYPES } from '../constants/plans';
import { ARTICLES } from '../content';
import { guidanceItems, itemLinks, PLAN_GUIDANCE } from './guidance';
import { PLAN_ITEM_CONTENT_MAX, savePlanSchema } from './schemas';

/** Government agencies and the Red Cross: a source must be one of them (or a subdomain). */
const OFFICIAL_DOMAINS = [
  'ready.gov',
  'fema.gov',
  'weather.gov',
  'cdc.gov',
  'nhtsa.gov',
  'nps.gov',
  'redcross.org',
  'gov.uk',
  'gc.ca',
  'adventuresmart.ca',
  'gov.au',
];
const official = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' && OFFICIAL_DOMAINS.some((d) => hostname === d || hostname.endsWith(`.${d}`));
};

const GUIDED = PLAN_EVENT_TYPES.filter((t) => t.value !== 'custom').map((t) => t.value);

describe('recommended plan steps', () => {
  it('covers the 12 event types other than Custom, and none for Custom', () => {
    expect(GUIDED).toHaveLength(12);
    expect(Object.keys(PLAN_GUIDANCE).sort()).toEqual([...GUIDED].sort());
    expect(guidanceItems('custom')).toEqual([]);
  });

  it.each(GUIDED)('%s: 4 to 8 concrete steps, every item with an official https source', (type) => {
    const items = PLAN_GUIDANCE[type as Exclude<typeof type, 'custom'>];
    const steps = items.filter((i) => i.kind === 'step');
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(steps.length).toBeLessThanOrEqual(8);
    for (const item of items) {
      expect(item.text.trim().length, item.text).toBeGreaterThan(20);
      expect(item.source.name.trim()).not.toBe('');
      expect(official(item.source.url), item.source.url).toBe(true);
    }
  });

  it.each(GUIDED)('%s: the items fit the plan schema and read back their source links', (type) => {
    const items = guidanceItems(type);
    const parsed = savePlanSchema.parse({ title: 'From guidance', eventType: type, items });
    expect(parsed.items).toHaveLength(items.length);
    for (const [n, item] of items.entries()) {
      expect(item.content.length).toBeLessThanOrEqual(PLAN_ITEM_CONTENT_MAX);
      const { text, links } = itemLinks(item.content);
      const source = PLAN_GUIDANCE[type as Exclude<typeof type, 'custom'>][n]!;
      expect(text).toBe(source.text);
      expect(links[0]).toEqual({ label: 'Source', name: source.source.name, href: source.source.url });
      if (source.guide)
        expect(links[1]).toEqual({ label: 'Field guide', name: source.guide.title, href: source.guide.path });
      else expect(links).toHaveLength(1);
    }
  });

  it('links only field guides that exist, by their own titles', () => {
    const guides = Object.values(PLAN_GUIDANCE).flatMap((items) => items.flatMap((i) => (i.guide ? [i.guide] : [])));
    expect(guides.length).toBeGreaterThan(0);
    for (const guide of guides) {
      const article = ARTICLES.find((a) => `/intel/${a.id}` === guide.path);
      expect(article?.title, guide.path).toBe(guide.title);
    }
    // The water guide is linked from the water steps, the bug-out bag guide from a go-bag step.
    expect(PLAN_GUIDANCE.flood.some((i) => i.guide?.path === '/intel/2')).toBe(true);
    expect(PLAN_GUIDANCE.hurricane.some((i) => i.guide?.path === '/intel/1')).toBe(true);
  });

  it('uses the official water figure: 1 gallon per person per day, at least 3 days', () => {
    const hurricane = guidanceItems('hurricane')
      .map((i) => i.content)
      .join('\n');
    expect(hurricane).toMatch(/1 gallon \(about 3\.8 L\) of water per person per day for at least 3 days/);
  });
});

describe('itemLinks', () => {
  it('reads Source and Field guide lines at the end of any item', () => {
    expect(itemLinks('Boil water.\nSource: CDC — https://www.cdc.gov/x\nField guide: Water — /intel/2')).toEqual({
      text: 'Boil water.',
      links: [
        { label: 'Source', name: 'CDC', href: 'https://www.cdc.gov/x' },
        { label: 'Field guide', name: 'Water', href: '/intel/2' },
      ],
    });
  });

  it('leaves text alone that is not a link line, and never makes a script or off-site guide link', () => {
    expect(itemLinks('Just a note')).toEqual({ text: 'Just a note', links: [] });
    expect(itemLinks('Source: only a line — https://a.gov').links).toEqual([]);
    expect(itemLinks('x\nSource: Bad — javascript:alert(1)').links).toEqual([]);
    expect(itemLinks('x\nField guide: Elsewhere — https://evil.example').links).toEqual([]);
    expect(itemLinks('x\nField guide: Protocol-relative — //evil.example').links).toEqual([]);
    expect(itemLinks('x\nSource: Mid — https://a.gov\nmore text').links).toEqual([]);
  });
});
