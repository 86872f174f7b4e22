/**
 * Die Ausrüstung auf Deutsch: formell („Sie“), Begriffe des BBK (Notvorrat, Notgepäck, Vorsorge).
 * Die militärische Färbung des Englischen folgt der schlichten Fassung. Die Texte der Produkte
 * und Themen stehen in ../content/messages (Entscheidung 0347).
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'vault.back': 'Zurück zur Übersicht',
  'vault.eyebrow': 'Ausrüstungskatalog',
  'vault.title': 'Ausrüstung',
  'vault.lead':
    'Bewährte Ausrüstung nach Bereichen. Wählen Sie eine Kategorie: was Sie bereithalten sollten und warum.',
  items: (p, f) => f.plural(p.count, { one: '# Artikel', other: '# Artikel' }),
  'category.back': 'Zurück zur Ausrüstung',
  'category.title': (p) => `Ausrüstung: ${p.name}`,

  'topic.back': 'Zurück zu den Ratgebern',
  'topic.eyebrow': 'Die wichtigste Ausrüstung',
  'topic.cta': 'Die Ausrüstung, die Ihr Plan braucht',
  'topic.note':
    'Die Preise sind übliche Ladenpreise, keine Angebote. Kaufen Sie, was Ihr Plan vorsieht, und üben Sie damit.',
  'topic.all': 'Alle Ausrüstung ansehen',

  'priority.critical': 'Unverzichtbar',
  'priority.high': 'Hohe Priorität',
  'priority.medium': 'Mittlere Priorität',
  'priority.low': 'Niedrige Priorität',
  rating: (p) => p.rating.toFixed(1).replace('.', ','),
  outOf5: 'von 5',
  reviews: (p, f) => `(${f.plural(p.count, { one: '# Bewertung', other: '# Bewertungen' })})`,
  useCase: 'Einsatzzweck',
  priceNote: (p) => `Meist ${p.price} (die Preise bei Amazon können abweichen)`,
  buy: 'Kaufen',
  buyLabel: (p) => `${p.action}: ${p.name} (öffnet Amazon in einem neuen Tab)`,
  outOfStock: 'Nicht vorrätig',
  notify: 'Benachrichtigen, wenn verfügbar',
} satisfies Catalogue<typeof en>;
