import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

/** /invited/:token auf Deutsch (Entscheidung 0355): „Sie“. */
export default {
  documentTitle: 'Sie sind eingeladen',
  panel: 'Einladung',
  status: 'Offen',
  title: 'Sie sind zu diesem Holdfast-Server eingeladen',
  sentToBefore: 'Die Einladung ging an ',
  sentToAfter: '. Erstellen Sie Ihr Konto mit dieser Adresse.',
  noEmail: 'Erstellen Sie Ihr Konto mit der Adresse, an die die Einladung ging.',
  once: (p, f) => `Der Link gilt einmal, ${f.plural(p.days, { one: 'einen Tag', other: '# Tage' })} lang.`,
  create: 'Konto erstellen',
  haveAccount: 'Ich habe schon ein Konto',
} satisfies Catalogue<typeof en>;
