/** Las guías para emergencias en español: @shared/content/translations/event-guides.es.ts (decisión 0346). */
import { EVENT_GUIDES_ES } from '@shared/content/translations/event-guides.es';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'guide.title': (p) => EVENT_GUIDES_ES[p.slug].title,
  'guide.summary': (p) => EVENT_GUIDES_ES[p.slug].summary,
  'guide.intro': (p) => EVENT_GUIDES_ES[p.slug].intro,
  'guide.line': (p) => EVENT_GUIDES_ES[p.slug][p.part]![p.index]!,
} satisfies Catalogue<typeof en>;
