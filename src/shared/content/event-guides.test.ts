import { describe, expect, it } from 'vitest';
import { PLAN_EVENT_TYPE_VALUES } from '../constants/plans';
import { DRILL_EVENT_TYPES } from '../drills/drills';
import {
  EVENT_GUIDES,
  EVENT_GUIDE_REFS,
  EVENT_GUIDE_SLUGS,
  eventGuideFor,
  eventGuideForWarning,
  eventGuidePath,
  eventGuideSchema,
  eventGuideText,
  getEventGuide,
} from './index';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('guides for the events families face', () => {
  it('every guide passes the schema', () => {
    for (const guide of EVENT_GUIDES) expect(eventGuideSchema.parse(guide)).toEqual(guide);
  });

  it('there is one guide for each of the seven events, and each plan event type of them finds its guide', () => {
    expect(EVENT_GUIDES.map((g) => g.slug)).toEqual([...EVENT_GUIDE_SLUGS]);
    for (const type of ['hurricane', 'flood', 'wildfire', 'winter_storm', 'blackout', 'earthquake'] as const) {
      const ref = eventGuideFor(type);
      expect(ref, type).toBeDefined();
      expect(getEventGuide(ref!.slug)!.eventType).toBe(type);
    }
    expect(getEventGuide('extreme-heat')!.eventType).toBeNull();
    expect(eventGuideFor('custom')).toBeUndefined();
    expect(eventGuideFor('pandemic')).toBeUndefined();
    expect(eventGuideFor(null)).toBeUndefined();
  });

  it('the light index (links) agrees with the guides: slug, title, event type', () => {
    expect(EVENT_GUIDE_REFS.map(({ slug, title, eventType }) => ({ slug, title, eventType }))).toEqual(
      EVENT_GUIDES.map(({ slug, title, eventType }) => ({ slug, title, eventType })),
    );
    for (const ref of EVENT_GUIDE_REFS) {
      if (ref.eventType) expect(PLAN_EVENT_TYPE_VALUES).toContain(ref.eventType);
      if (ref.eventType) expect(DRILL_EVENT_TYPES as readonly string[]).toContain(ref.eventType);
      expect(eventGuidePath(ref.slug)).toBe(`/guides/${ref.slug}`);
    }
  });

  it('every guide has before, during and after, children and pets, and 400 to 900 words', () => {
    for (const guide of EVENT_GUIDES) {
      expect(guide.before.length, guide.slug).toBeGreaterThanOrEqual(3);
      expect(guide.during.length, guide.slug).toBeGreaterThanOrEqual(3);
      expect(guide.after.length, guide.slug).toBeGreaterThanOrEqual(3);
      const family = guide.family.join(' ').toLowerCase();
      expect(family, guide.slug).toMatch(/child|baby|babies|toddler/);
      expect(family, guide.slug).toMatch(/pet/);
      const n = words(eventGuideText(guide));
      expect(n, `${guide.slug}: ${n} words`).toBeGreaterThanOrEqual(400);
      expect(n, `${guide.slug}: ${n} words`).toBeLessThanOrEqual(900);
    }
  });

  it('every guide lists at least three sources, each an https link, from the official agencies', () => {
    const official =
      /^https:\/\/www\.(ready\.gov|weather\.gov|cdc\.gov|redcross\.org|foodsafety\.gov|bbk\.bund\.de|shakeout\.org)\//;
    for (const guide of EVENT_GUIDES) {
      expect(guide.sources.length, guide.slug).toBeGreaterThanOrEqual(3);
      for (const source of guide.sources) {
        expect(new URL(source.url).protocol, source.url).toBe('https:');
        expect(source.url, source.url).toMatch(official);
        expect(source.name.trim()).not.toBe('');
      }
      expect(new Set(guide.sources.map((s) => s.url)).size, guide.slug).toBe(guide.sources.length);
      // Ready.gov, the NWS or CDC in every guide (the brief's official guidance).
      expect(
        guide.sources.some((s) => /ready\.gov|weather\.gov|cdc\.gov/.test(s.url)),
        guide.slug,
      ).toBe(true);
    }
  });

  it('a guide with a note for Germany cites the BBK', () => {
    for (const guide of EVENT_GUIDES.filter((g) => g.germany)) {
      expect(
        guide.sources.some((s) => s.url.startsWith('https://www.bbk.bund.de/')),
        guide.slug,
      ).toBe(true);
    }
  });

  it('the figures agree with the official ones (src/shared/plans/guidance.ts and GUIDANCE.md)', () => {
    const all = EVENT_GUIDES.map(eventGuideText).join('\n');
    // Water, CDC: at least 1 US gallon per person per day.
    expect(all).not.toMatch(/\b(half a gallon|2 gallons) (of water )?per person per day/);
    for (const m of all.matchAll(/(\d+) feet \((\d+) m\) from windows/g)) expect([m[1], m[2]]).toEqual(['20', '6']);
    expect(getEventGuide('power-outage')!.during.join(' ')).toContain('about 4 hours');
    expect(getEventGuide('power-outage')!.during.join(' ')).toContain('about 48 hours');
  });

  it('heat warnings (NWS, DWD) find the Extreme Heat guide; other warnings none', () => {
    for (const event of ['Excessive Heat Warning', 'Extreme Heat Warning', 'Heat Advisory', 'STARKE HITZE'])
      expect(eventGuideForWarning(event)?.slug, event).toBe('extreme-heat');
    for (const event of ['Tornado Warning', 'Hurricane Warning', 'Wind Advisory', 'Sheathed ice'])
      expect(eventGuideForWarning(event), event).toBeUndefined();
  });
});
