/**
 * Every German and Spanish guide whole, cards and bodies together (decision 0357), for the checks
 * that read them all (the translations' unit tests, the pages' tests). No page imports this: a
 * page loads its guide's body on its own (bodies.ts).
 */
import type { ArticleTexts } from '../articles';
import de1 from './articles/de/1';
import de2 from './articles/de/2';
import de3 from './articles/de/3';
import de4 from './articles/de/4';
import es1 from './articles/es/1';
import es2 from './articles/es/2';
import es3 from './articles/es/3';
import es4 from './articles/es/4';
import { ARTICLE_SUMMARIES_DE } from './articles.de';
import { ARTICLE_SUMMARIES_ES } from './articles.es';
import type { EventGuideTexts } from './event-guide-texts';
import deEarthquake from './event-guides/de/earthquake';
import deExtremeHeat from './event-guides/de/extreme-heat';
import deFlood from './event-guides/de/flood';
import deHurricane from './event-guides/de/hurricane';
import dePowerOutage from './event-guides/de/power-outage';
import deWildfire from './event-guides/de/wildfire';
import deWinterStorm from './event-guides/de/winter-storm';
import esEarthquake from './event-guides/es/earthquake';
import esExtremeHeat from './event-guides/es/extreme-heat';
import esFlood from './event-guides/es/flood';
import esHurricane from './event-guides/es/hurricane';
import esPowerOutage from './event-guides/es/power-outage';
import esWildfire from './event-guides/es/wildfire';
import esWinterStorm from './event-guides/es/winter-storm';
import { EVENT_GUIDE_SUMMARIES_DE } from './event-guides.de';
import { EVENT_GUIDE_SUMMARIES_ES } from './event-guides.es';

const s = ARTICLE_SUMMARIES_DE;
export const ARTICLES_DE: ArticleTexts = {
  1: { ...s[1], ...de1 },
  2: { ...s[2], ...de2 },
  3: { ...s[3], ...de3 },
  4: { ...s[4], ...de4 },
};

const e = ARTICLE_SUMMARIES_ES;
export const ARTICLES_ES: ArticleTexts = {
  1: { ...e[1], ...es1 },
  2: { ...e[2], ...es2 },
  3: { ...e[3], ...es3 },
  4: { ...e[4], ...es4 },
};

const g = EVENT_GUIDE_SUMMARIES_DE;
export const EVENT_GUIDES_DE: EventGuideTexts = {
  hurricane: { ...g.hurricane, ...deHurricane },
  flood: { ...g.flood, ...deFlood },
  wildfire: { ...g.wildfire, ...deWildfire },
  'winter-storm': { ...g['winter-storm'], ...deWinterStorm },
  'extreme-heat': { ...g['extreme-heat'], ...deExtremeHeat },
  'power-outage': { ...g['power-outage'], ...dePowerOutage },
  earthquake: { ...g.earthquake, ...deEarthquake },
};

const h = EVENT_GUIDE_SUMMARIES_ES;
export const EVENT_GUIDES_ES: EventGuideTexts = {
  hurricane: { ...h.hurricane, ...esHurricane },
  flood: { ...h.flood, ...esFlood },
  wildfire: { ...h.wildfire, ...esWildfire },
  'winter-storm': { ...h['winter-storm'], ...esWinterStorm },
  'extreme-heat': { ...h['extreme-heat'], ...esExtremeHeat },
  'power-outage': { ...h['power-outage'], ...esPowerOutage },
  earthquake: { ...h.earthquake, ...esEarthquake },
};
