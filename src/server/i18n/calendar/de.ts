/** Der Kalender der Haltbarkeitsdaten auf Deutsch (decision 0333). */
import { APP_NAME } from '@shared/constants/app';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  calendarName: `${APP_NAME}: Haltbarkeitsdaten`,
  amount: (p, f) => `${f.number(p.quantity, 2)} ${p.unit}`,
  batchTitle: (p) => `Läuft ab: ${p.name}, ${p.amount}`,
  batchDescription: (p) =>
    `${p.amount} ${p.name} aus Ihrem Vorrat laufen an diesem Tag ab. Verbrauchen Sie sie und füllen Sie Ihren Vorrat auf: ${p.url}`,
  kitItemTitle: (p) => `Läuft ab: ${p.item} (Notgepäck: ${p.kit})`,
  kitItemDescription: (p, f) =>
    `${p.item} (${f.number(p.quantity, 2)}) in Ihrem Notgepäck „${p.kit}“ läuft an diesem Tag ab. Ersetzen Sie den Artikel: ${p.url}`,
} satisfies Catalogue<typeof en>;
