import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  eyebrow: '404',
  title: 'Seite nicht gefunden',
  nothingAtBefore: 'Unter ',
  nothingAtAfter: ' gibt es keine Seite.',
  returnHome: 'Zur Startseite',
} satisfies Catalogue<typeof en>;
