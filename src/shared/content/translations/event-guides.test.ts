import { describe, expect, it } from 'vitest';
import { EVENT_GUIDE_FIGURES } from '../event-guide-figures';
import { EVENT_GUIDE_SLUGS } from '../event-guide-refs';
import { EVENT_GUIDES, eventGuideText, getEventGuide } from '../event-guides';
import type { EventGuideText, EventGuideTexts } from './event-guide-texts';
import { EVENT_GUIDES_DE, EVENT_GUIDES_ES } from './full-texts';

const PARTS = ['before', 'during', 'after', 'family', 'germany'] as const;

/** The numbers a text gives ("3,8" read as 3.8); "N95" or "FFP2" are names, not figures. */
const numbers = (text: string) =>
  [...text.matchAll(/(?<![\w.,])\d+(?:[.,]\d+)?(?![\w])/g)].map((m) => Number(m[0].replace(',', '.')));

const F = EVENT_GUIDE_FIGURES;
/** A figure and its other unit's twin: a translation may give either (German gives the metric one). */
const TWINS: [number | string, number | string][] = [
  [F.waterGallons, F.waterLitres],
  [F.generatorFeet, F.generatorMetres],
  [F.foodUnsafeFahrenheit, F.foodUnsafeCelsius],
  [F.knockDownInches, F.knockDownCentimetres],
  [F.carryCarFeet, F.carryCarCentimetres],
  [F.clearFeet, F.clearMetres],
  [F.heaterFeet, F.heaterMetres],
  [F.heatStrokeFahrenheit, F.heatStrokeCelsius],
  [F.carHeatFahrenheit, F.carHeatCelsius],
  [F.usEmergencyNumber, F.euEmergencyNumber],
];

/** The numbers an English line gives, in figures or in words ("two weeks", "twice a day"), with their twins. */
function englishFigures(text: string): Set<number> {
  const out = new Set(numbers(text));
  if (/\b(?:two|twice)\b/i.test(text)) out.add(2);
  for (const [a, b] of TWINS) if (out.has(Number(a)) || out.has(Number(b))) out.add(Number(a)).add(Number(b));
  return out;
}

const textsOf = (guide: EventGuideText): string[] => [
  guide.title,
  guide.summary,
  guide.intro,
  ...PARTS.flatMap((part) => guide[part] ?? []),
];

describe('the event guides in German and Spanish', () => {
  for (const [locale, translation] of [
    ['de', EVENT_GUIDES_DE],
    ['es', EVENT_GUIDES_ES],
  ] as [string, EventGuideTexts][]) {
    it(`${locale}: every guide, one text per English text in every list, none left English or empty`, () => {
      expect(Object.keys(translation).sort()).toEqual([...EVENT_GUIDE_SLUGS].sort());
      for (const english of EVENT_GUIDES) {
        const own = translation[english.slug];
        for (const part of PARTS)
          expect(own[part]?.length, `${locale} ${english.slug} ${part}`).toBe(english[part]?.length);
        const theirs = textsOf(english);
        for (const [i, text] of textsOf(own).entries()) {
          expect(text.trim(), `${locale} ${english.slug} #${i}`).not.toBe('');
          expect(text, `${locale} ${english.slug} #${i}`).not.toBe(theirs[i]);
        }
      }
    });

    it(`${locale}: no figure of its own: every number is one the English line gives (or its other unit)`, () => {
      for (const english of EVENT_GUIDES) {
        const theirs = textsOf(english);
        for (const [i, text] of textsOf(translation[english.slug]).entries()) {
          const allowed = englishFigures(theirs[i]!);
          for (const n of numbers(text)) expect([...allowed], `${locale} ${english.slug}: "${text}"`).toContain(n);
        }
      }
    });
  }

  it('es: every number of the English line is in the Spanish one (US units first, as Listo.gov)', () => {
    for (const english of EVENT_GUIDES) {
      const theirs = textsOf(english);
      for (const [i, text] of textsOf(EVENT_GUIDES_ES[english.slug]).entries())
        expect(numbers(text), text).toEqual(expect.arrayContaining(numbers(theirs[i]!)));
    }
  });

  it('de: the metric figures in German writing (decimal comma), never the US one alone', () => {
    const de = Object.values(EVENT_GUIDES_DE).flatMap(textsOf).join('\n');
    expect(de).toContain('3,8 Liter');
    expect(de).toContain('39,4 °C');
    expect(de).not.toMatch(/\d+ ?(?:°F|Fuß|Zoll)/);
  });

  it('the figures module gives the numbers the English guides give', () => {
    const english = EVENT_GUIDES.map(eventGuideText).join('\n');
    for (const phrase of [
      `${F.waterGallons} gallon (about ${F.waterLitres} L)`,
      `at least ${F.waterDays} days`,
      `${F.medicineDays}-day supply`,
      `about ${F.hurricaneWatchHours} hours ahead`,
      `about ${F.hurricaneWarningHours} hours ahead`,
      `${F.generatorFeet} feet (${F.generatorMetres} m)`,
      `takes ${F.floodInsuranceDays} days to start`,
      `above ${F.foodUnsafeFahrenheit} °F (${F.foodUnsafeCelsius} °C) for ${F.foodUnsafeHours} hours`,
      `about ${F.fridgeHours} hours; a full freezer about ${F.freezerFullHours} hours (${F.freezerHalfHours} if half full)`,
      `${F.knockDownInches} inches (${F.knockDownCentimetres} cm)`,
      `${F.carryCarFeet} foot (${F.carryCarCentimetres} cm)`,
      `within ${F.mouldHoursFrom} to ${F.mouldHoursTo} hours`,
      `first ${F.clearFeet} feet (${F.clearMetres} m)`,
      `${F.heaterFeet} feet (${F.heaterMetres} m)`,
      `about ${F.engineMinutesPerHour} minutes an hour`,
      `${F.heatStrokeFahrenheit} °F or ${F.heatStrokeCelsius} °C`,
      `about ${F.carHeatFahrenheit} °F (${F.carHeatCelsius} °C) in ${F.carHeatMinutes} minutes`,
      `food and drink for ${F.bbkDays} days, counting ${F.bbkLitres} liters`,
      `call ${F.usEmergencyNumber}`,
      `emergency number is ${F.euEmergencyNumber}`,
    ])
      expect(english).toContain(phrase);
    expect(english).toContain('two weeks if you can');
    expect(F.waterWeeks).toBe(2);
    expect(english).toContain('at least twice a day');
    expect(F.checksPerDay).toBe(2);
    expect(getEventGuide('hurricane')!.before.join(' ')).toContain(`${F.waterGallons} gallon`);
  });
});
