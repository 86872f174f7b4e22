/** Die Ratgeber für Notfälle auf Deutsch (Entscheidungen 0346, 0357): Titel und Zusammenfassung aus event-guides.de.ts, der Rest aus dem Modul des Ratgebers, das seine Seite lädt. */
import { EVENT_GUIDE_BODIES_DE } from '@shared/content/translations/bodies';
import { EVENT_GUIDE_SUMMARIES_DE } from '@shared/content/translations/event-guides.de';
import type { Catalogue } from '@shared/i18n/catalogue';
import { eventGuideBody, provideEventGuideBodies } from '../../guide-body-cache';
import type { en } from './en';

provideEventGuideBodies('de', EVENT_GUIDE_BODIES_DE);

export default {
  'guide.title': (p) => EVENT_GUIDE_SUMMARIES_DE[p.slug].title,
  'guide.summary': (p) => EVENT_GUIDE_SUMMARIES_DE[p.slug].summary,
  'guide.intro': (p) => eventGuideBody('de', p.slug).intro,
  'guide.line': (p) => eventGuideBody('de', p.slug)[p.part]![p.index]!,
} satisfies Catalogue<typeof en>;
