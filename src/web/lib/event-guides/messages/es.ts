import { EVENT_GUIDE_TITLES_ES } from '@shared/content/translations/event-guide-titles';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'guide.title': (p) => EVENT_GUIDE_TITLES_ES[p.slug],
} satisfies Catalogue<typeof en>;
