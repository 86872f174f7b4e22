/**
 * Die Ratgeber auf Deutsch: formell („Sie“), mit den Begriffen des BBK (Vorsorge, Notgepäck,
 * Trinkwasser, Notfall). Die militärische Färbung des Englischen („intel“, „mission“) folgt der
 * schlichten Fassung. Die Inhalte der Ratgeber bleiben vorerst englisch (Entscheidung 0343).
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'hub.back': 'Zurück zur Übersicht',
  'hub.eyebrow': 'Ratgeber',
  'hub.title': 'Wissen',
  'hub.lead':
    'Geprüfter Rat für den Ernstfall: was ins Notgepäck gehört, wie Sie Trinkwasser aufbereiten, wie Sie Ihre Elektronik schützen und wie Sie aus der Stadt herauskommen.',
  'hub.database': 'Alle Ratgeber durchsuchen',
  'hub.eventsTitle': 'Wenn der Notfall eintritt',
  'hub.eventsLead':
    'Ratgeber für die Notfälle, die Familien treffen: was vorher, währenddessen und danach zu tun ist, mit Kindern und Haustieren, nach amtlichen Empfehlungen.',

  featured: 'Empfohlen',
  readIntel: 'Ratgeber lesen',
  readIntelFor: (p) => `Ratgeber lesen: ${p.title}`,
  readGuide: 'Ratgeber lesen',
  readGuideFor: (p) => `Ratgeber lesen: ${p.title}`,
  recommendedGear: 'Empfohlene Ausrüstung',
  viewGear: 'Ausrüstung ansehen',
  viewGearFor: (p) => `Ausrüstung ansehen: ${p.name}`,
  'meta.rating': (p) => p.rating.toFixed(1).replace('.', ','),
  'meta.outOf5': 'von 5',
  'meta.readTime': (p) => `${p.time} Lesezeit`,
  'meta.views': (p) => `${p.views} Aufrufe`,
  'article.back': 'Zurück zu den Ratgebern',
  'article.gear': 'Die wichtigste Ausrüstung',
  'article.assessment': 'Kurz gesagt',
  'article.allGear': 'Alle Ausrüstung zum Thema ansehen',
  sources: 'Quellen',
  newTab: '(öffnet in einem neuen Tab)',

  'guide.eyebrow': 'Ratgeber für Familien',
  'part.before': 'Vorher',
  'part.during': 'Währenddessen',
  'part.after': 'Danach',
  'part.family': 'Kinder und Haustiere',
  'part.germany': 'In Deutschland (BBK)',
  'guide.practise': 'Üben Sie es',
  'guide.practiseText': (p) =>
    `Üben Sie den Notfall „${p.event}“ mit allen im Haushalt, und bewahren Sie Ihren Plan dafür so auf, dass die ganze Familie ihn lesen kann.`,
  'guide.drill': (p) => `Übung: ${p.event}`,
  'guide.plans': 'Notfallpläne',
  'guide.sourcesNote': 'In eigenen Worten nach diesen amtlichen Empfehlungen:',
  'event.hurricane': 'Hurrikan',
  'event.flood': 'Hochwasser',
  'event.wildfire': 'Waldbrand',
  'event.winter_storm': 'Wintersturm',
  'event.blackout': 'Stromausfall',
  'event.earthquake': 'Erdbeben',
  'event.pandemic': 'Pandemie',
  'event.civil_unrest': 'Unruhen',
  'event.tornado': 'Tornado',
  'event.chemical_nuclear': 'Chemie- oder Atomunfall',
  'event.wilderness_lost': 'In der Natur verirrt',
  'event.vehicle_breakdown': 'Autopanne',
  'event.custom': 'Eigener Notfall',

  'db.title': 'Alle Ratgeber',
  'db.online': 'Online',
  'db.search': 'Ratgeber durchsuchen',
  'db.placeholder': 'Titel, Kategorie oder Thema: water, bleach, Faraday…',
  'db.found': (p) => `${p.found} von ${p.total} Ratgebern`,
  'db.none': (p) => `Kein Ratgeber passt zu „${p.query}“. Versuchen Sie ein anderes Wort.`,
  'db.list': 'Ratgeber',
  'db.articleMeta': (p) => `${p.category} · ${p.readTime} · ${p.views} Aufrufe`,
  'db.guideMeta': 'Ratgeber für Familien · vorher, währenddessen, danach',
} satisfies Catalogue<typeof en>;
