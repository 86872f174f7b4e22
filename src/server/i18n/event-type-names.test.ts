/**
 * One name per event type in each language (issue 43): the plans, the emergency screen, the
 * dashboard, the household, the alerts, the drills, the community and the emails name "flood" or
 * "chemical/nuclear" the same way, so a German family never meets two names for one emergency. The
 * names live in each feature's catalogue (a chunk of its own per page); this test holds them equal.
 * `custom` is left out: each place words it for its own sentence ("Eigener Notfall", "Sonstiges").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLAN_EVENT_TYPES } from '@shared/constants/plans';
import { eventTypeName } from './event-types';

const FEATURES = fileURLToPath(new URL('../../web/features', import.meta.url));
const TYPES = PLAN_EVENT_TYPES.map((t) => t.value).filter((t) => t !== 'custom');

/** Every name a feature's catalogue of `locale` gives each type: `type: '…'` or `'<prefix>.type': '…'`. */
function namesIn(locale: 'de' | 'es'): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>(TYPES.map((t) => [t, new Set<string>()]));
  for (const feature of readdirSync(FEATURES)) {
    let text: string;
    try {
      text = readFileSync(join(FEATURES, feature, 'messages', `${locale}.ts`), 'utf8');
    } catch {
      continue;
    }
    for (const type of TYPES) {
      const pattern = new RegExp(String.raw`(?:^|\s)(?:'(?:[\w-]+\.)+${type}'|${type}): '([^']+)'`, 'gm');
      for (const m of text.matchAll(pattern)) names.get(type)!.add(`${m[1]} (${feature})`);
    }
  }
  return names;
}

describe('the event types have one name per language', () => {
  for (const locale of ['de', 'es'] as const) {
    it(`${locale}: every feature's catalogue and the emails name each type alike`, () => {
      const names = namesIn(locale);
      let seen = 0;
      for (const type of TYPES) {
        const found = [...names.get(type)!];
        seen += found.length;
        const words = new Set(found.map((f) => f.replace(/ \([\w-]+\)$/, '')));
        expect([...words], `${locale} ${type}: ${found.join(', ')}`).toEqual([eventTypeName(type, locale)]);
      }
      // The scan finds the tables (several features name every type).
      expect(seen).toBeGreaterThan(TYPES.length * 4);
    });
  }
});
