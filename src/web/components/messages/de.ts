import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  call: (p) => `${p.who} anrufen: ${p.number}`,
  openInMaps: (p) => `${p.address} (in einer Karten-App öffnen)`,
  onOpenStreetMap: (p) => `${p.address} auf OpenStreetMap`,
  notifications: 'Benachrichtigungen',
  dismissNotification: 'Benachrichtigung schließen',
  discardTitle: 'Ungespeicherte Änderungen verwerfen?',
  stay: 'Bleiben',
  leave: 'Verlassen',
  cancel: 'Abbrechen',
  tryAgain: 'Erneut versuchen',
} satisfies Catalogue<typeof en>;
