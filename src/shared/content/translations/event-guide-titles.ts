import type { EventGuideSlug } from '../event-guide-refs';

/**
 * The event guides' titles in German and Spanish (decision 0346), apart from their texts
 * (event-guides.{de,es}.ts) so a page that only links a guide (the plan, training, the emergency
 * screen) carries the title and not the guide, as event-guide-refs.ts does for the English.
 * German after the BBK's pages (Hochwasser, Waldbrand, Hitze, Stromausfall, Erdbeben), Spanish after
 * Listo.gov's (Huracanes, Inundaciones, Incendios forestales, Calor extremo, Apagones, Terremotos).
 */
export const EVENT_GUIDE_TITLES_DE = {
  hurricane: 'Hurrikane',
  flood: 'Hochwasser',
  wildfire: 'Waldbrände',
  'winter-storm': 'Winterstürme',
  'extreme-heat': 'Extreme Hitze',
  'power-outage': 'Stromausfall',
  earthquake: 'Erdbeben',
} as const satisfies Record<EventGuideSlug, string>;

export const EVENT_GUIDE_TITLES_ES = {
  hurricane: 'Huracanes',
  flood: 'Inundaciones',
  wildfire: 'Incendios forestales',
  'winter-storm': 'Tormentas invernales',
  'extreme-heat': 'Calor extremo',
  'power-outage': 'Apagones',
  earthquake: 'Terremotos',
} as const satisfies Record<EventGuideSlug, string>;
