/**
 * Die Vorratsliste (/resource-tracker) auf Deutsch: formell („Sie“), mit den Begriffen des BBK
 * (Notvorrat, Vorräte, Trinkwasser, Sollmenge wie auf /readiness). Namen und Einheiten der Vorräte
 * sind die Worte der Familie und kommen als Parameter; Zahlen kommen aus den gemeinsamen Modulen.
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'page.eyebrow': 'Notvorrat',
  'page.title': 'Vorratsliste',
  'page.lead':
    'Zählen Sie, was Sie vorrätig haben. Tippen Sie eine Menge ein, nutzen Sie Plus, Minus und „Gekauft“ oder legen Sie Chargen an und ändern Sie sie; gespeichert wird erst mit „Änderungen speichern“, dann alle Änderungen auf einmal.',
  'page.back': 'Zurück zur Übersicht',
  addSupply: 'Vorrat hinzufügen',
  scan: 'Scannen',
  'page.importCsv': 'CSV importieren',
  'page.save': 'Änderungen speichern',
  'page.saving': 'Wird gespeichert …',
  'page.report': (p, f) =>
    `Vorratsbericht vom ${f.day(p.day)}${p.count > 0 ? ` (mit ${f.plural(p.count, { one: '# ungespeicherten Änderung', other: '# ungespeicherten Änderungen' })})` : ''}`,
  'page.unsaved': (p) => `Ungespeicherte Änderungen (${p.count})`,
  'page.blocked': (p, f) => `Korrigieren Sie die Menge von ${f.list(p.names)}, um zu speichern.`,
  'page.loading': 'Vorräte werden geladen',
  'page.loadFailed': 'Ihre Vorräte konnten nicht geladen werden.',
  'page.leave': (p, f) =>
    f.plural(p.count, {
      one: '1 Änderung ist nicht gespeichert. Wenn Sie die Seite jetzt verlassen, geht sie verloren.',
      other: '# Änderungen sind nicht gespeichert. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
    }),
  stocked: (p) => `${p.count} von ${p.total} Vorräten ausreichend vorhanden`,

  'ring.title': 'Vorsorge insgesamt',
  'ring.label': (p) => `Vorsorge insgesamt ${p.percent} %`,
  'ring.percent': (p) => `${p.percent} %`,
  'ring.caption': (p) =>
    `${p.percent} % der Sollmengen vorrätig: der Mittelwert aller Vorräte, jeweils gemessen an ihrer Sollmenge. Wie viele Tage Ihr Trinkwasser und Ihre Lebensmittel reichen, sehen Sie unter`,
  'ring.readiness': 'Notvorrat',
  'ring.captionEnd': '.',

  error: 'Fehler',
  'toast.onDevice': 'Auf diesem Gerät gespeichert',
  'toast.onDeviceBody': 'Sie sind offline. Diese Mengen werden gesendet, sobald die Verbindung wieder besteht.',
  'toast.saveFailed': 'Die Vorräte konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'toast.saved': 'Vorräte aktualisiert',
  'toast.savedBody': 'Alle Mengen wurden gespeichert.',
  'toast.batchesAsSaved': 'Chargen wie zuletzt gespeichert',
  'toast.batchesAsSavedBody':
    'Die Mengen in der Datei enthalten Ihre ungespeicherten Änderungen, die Chargen (die ein Import liest) nicht. Speichern Sie, um sie aufzunehmen.',

  'export.trigger': 'Bericht exportieren',
  'export.csv': 'CSV-Download',
  'export.print': 'Bericht drucken',

  'category.water': 'Wasser und Getränke',
  'category.food': 'Lebensmittel',
  'category.medical': 'Medizin und Erste Hilfe',
  'category.tools': 'Werkzeug und Ausrüstung',
  'category.communication': 'Kommunikation',
  'category.shelter': 'Unterkunft und Wärme',

  'status.optimal': 'Optimal',
  'status.good': 'Gut',
  'status.low': 'Knapp',
  'status.critical': 'Kritisch',

  'row.custom': 'Eigener',
  'row.targetFromGoal': '· Sollmenge aus Ihrem Ziel',
  'row.ownTarget': '· Ihre eigene Sollmenge',
  'row.expired': 'abgelaufen',
  'row.ofTarget': (p) => `von ${p.target} ${p.unit}`,
  'row.stockLevel': (p) => `Bestand von ${p.name}`,
  'row.decrease': (p) => `${p.name} verringern`,
  'row.increase': (p) => `${p.name} erhöhen`,
  'row.bought': 'Gekauft',
  'row.batches': (p) => `Chargen (${p.count})`,
  ofName: (p) => ` von ${p.name}`,
  edit: (p) => `${p.name} bearbeiten`,

  'batch.text': (p) => `${p.quantity} ${p.unit}, hinzugefügt am ${p.day}`,
  'batch.none': 'Noch kein Bestand. Plus legt eine Charge mit dem heutigen Datum an.',
  'batch.list': (p) => `Chargen von ${p.name}`,
  'batch.noExpiry': 'ohne Ablaufdatum',
  'batch.expiredOn': (p) => `abgelaufen am ${p.day}`,
  'batch.bestBefore': (p) => `mindestens haltbar bis ${p.day}`,
  'batch.unsaved': 'Nicht gespeichert',
  'batch.edit': (p) => `Charge bearbeiten: ${p.batch}`,
  'batch.remove': (p) => `Charge entfernen: ${p.batch}`,
  'batch.add': 'Charge hinzufügen',

  'quantity.label': (p) => `Menge von ${p.name}`,
  'bought.howMany': 'Wie viel',
  'bought.didYouBuy': 'haben Sie gekauft?',
  'bought.add': 'Hinzufügen',
  'bought.addCount': (p, f) => `+ ${f.number(p.count, 0)} gekauft`,
  'bought.to': (p) => `zu ${p.name}`,
} satisfies Catalogue<typeof en>;
