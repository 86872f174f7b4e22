import { describe, expect, it } from 'vitest';
import { DRILLS } from '@shared/drills/drills';
import { DRILLS_DE } from './de';
import { DRILLS_ES } from './es';

describe('the drills in German and Spanish', () => {
  for (const [locale, texts] of [
    ['de', DRILLS_DE],
    ['es', DRILLS_ES],
  ] as const) {
    it(`${locale}: every drill, one text per English step, none left English`, () => {
      expect(Object.keys(texts).sort()).toEqual(DRILLS.map((d) => d.eventType).sort());
      for (const english of DRILLS) {
        const own = texts[english.eventType];
        expect(own.steps, `${locale} ${english.eventType}`).toHaveLength(english.steps.length);
        for (const [i, step] of own.steps.entries()) {
          expect(step.trim()).not.toBe('');
          expect(step).not.toBe(english.steps[i]);
        }
        expect(own.title).not.toBe(english.title);
        expect(own.summary).not.toBe(english.summary);
      }
    });
  }
});
