/** Die Ratgeber für Notfälle auf Deutsch: @shared/content/translations/event-guides.de.ts (Entscheidung 0346). */
import { EVENT_GUIDES_DE } from '@shared/content/translations/event-guides.de';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'guide.title': (p) => EVENT_GUIDES_DE[p.slug].title,
  'guide.summary': (p) => EVENT_GUIDES_DE[p.slug].summary,
  'guide.intro': (p) => EVENT_GUIDES_DE[p.slug].intro,
  'guide.line': (p) => EVENT_GUIDES_DE[p.slug][p.part]![p.index]!,
} satisfies Catalogue<typeof en>;
