/** Las guías para emergencias en español (decisiones 0346, 0357): título y resumen de event-guides.es.ts; lo demás del módulo de la guía, que su página carga. */
import { EVENT_GUIDE_BODIES_ES } from '@shared/content/translations/bodies';
import { EVENT_GUIDE_SUMMARIES_ES } from '@shared/content/translations/event-guides.es';
import type { Catalogue } from '@shared/i18n/catalogue';
import { eventGuideBody, provideEventGuideBodies } from '../../guide-body-cache';
import type { en } from './en';

provideEventGuideBodies('es', EVENT_GUIDE_BODIES_ES);

export default {
  'guide.title': (p) => EVENT_GUIDE_SUMMARIES_ES[p.slug].title,
  'guide.summary': (p) => EVENT_GUIDE_SUMMARIES_ES[p.slug].summary,
  'guide.intro': (p) => eventGuideBody('es', p.slug).intro,
  'guide.line': (p) => eventGuideBody('es', p.slug)[p.part]![p.index]!,
} satisfies Catalogue<typeof en>;
