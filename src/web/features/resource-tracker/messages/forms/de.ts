/**
 * Die Dialoge der Vorratsliste auf Deutsch (Vorrat, Charge, Scannen, Import), formell („Sie“).
 * Die Meldungen der gemeinsamen Schemas stehen im Katalog der Meldungscodes
 * (src/shared/i18n/errors/features/supplies.de.ts, decision 0360). Die Spaltennamen einer
 * CSV-Datei sind ein Dateiformat und bleiben, wie sie sind.
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'field.name': 'Name',
  'field.quantity': 'Menge',
  'field.unit': 'Einheit',
  'field.category': 'Kategorie',
  'field.bestBefore': 'Mindestens haltbar bis',
  'field.barcode': 'Barcode',
  'field.kcalPerUnit': 'kcal je Einheit',
  'field.litresPerUnit': 'Liter je Einheit',
  'field.keeps': 'Haltbarkeit',
  'shelfLife.waterHome': 'Selbst abgefülltes Wasser: 6 Monate',
  'shelfLife.waterCommercial': 'Gekauftes Wasser ohne Datum auf dem Etikett: 12 Monate',
  'shelfLife.sixMonths': '6 Monate',
  'shelfLife.oneYear': '1 Jahr',
  'shelfLife.none': 'Ohne Ablaufdatum',

  'batch.addTitle': (p) => `Charge von ${p.name} hinzufügen`,
  'batch.editTitle': (p) => `Charge von ${p.name} bearbeiten`,
  'batch.description':
    'Chargen laufen zu ihrem eigenen Datum ab. Abgelaufener Bestand zählt nicht mehr, bis Sie ihn entfernen. Wie Plus und Minus gehört die Charge zu Ihren ungespeicherten Änderungen: „Änderungen speichern“ speichert alle auf einmal.',
  'batch.quantity': (p) => `Menge (${p.unit})`,
  'batch.addedOn': 'Hinzugefügt am',
  'batch.keepsHint': 'Legt das Mindesthaltbarkeitsdatum ab dem Tag des Hinzufügens fest.',
  'batch.bestBeforeHint': 'Leer: Diese Charge läuft nicht ab.',
  'batch.note': 'Notiz',
  'batch.noteHint': 'Optional: wo sie gelagert ist, die Chargennummer …',
  'batch.change': 'Charge ändern',

  'supply.addDescription': 'Ein eigener Vorrat. Er beginnt bei 0; zählen Sie ihn mit Plus und Minus.',
  'supply.editDescription':
    'Wie dieser Vorrat heißt, eingeordnet und gezählt wird. Die Mengen bleiben in der Vorratsliste.',
  'supply.loadingUnits': 'Ihre Maßeinheiten werden geladen',
  'supply.added': 'Vorrat hinzugefügt',
  'supply.addedBody': (p) => `${p.name} steht unter „${p.category}“.`,
  'supply.updated': 'Vorrat aktualisiert',
  'supply.savedBody': (p) => `${p.name} ist gespeichert.`,
  'supply.deleted': 'Vorrat gelöscht',
  'supply.deletedBody': (p) => `${p.name} wird nicht mehr geführt.`,
  'supply.followsGoal': 'Die Sollmenge folgt wieder Ihrem Ziel',
  'supply.followsGoalBody': (p) => `${p.name}: ${p.target} ${p.unit}.`,
  'supply.addFailed': 'Der Vorrat konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
  'supply.saveFailed': 'Der Vorrat konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'supply.deleteFailed': 'Der Vorrat konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  'supply.followFailed': 'Die Sollmenge konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  'supply.selectCategory': 'Kategorie wählen',
  'supply.unitHint': 'Flaschen, Dosen, Stück …',
  'supply.target': 'Sollmenge',
  'supply.targetFromGoal':
    'Aus Ihrem Haushalt und Ziel (Notvorrat). Geben Sie eine eigene ein, um sie unabhängig vom Ziel zu behalten.',
  'supply.targetHint': 'Wie viele Einheiten Sie vorrätig haben möchten.',
  'supply.ownTarget': 'Diese Sollmenge ist Ihre eigene: Sie bleibt, wie Sie sie eingegeben haben.',
  'supply.followAgain': 'Wieder meinem Ziel folgen',
  'supply.gallonsPerUnit': 'Gallonen je Einheit',
  'supply.volumeHint': 'Optional: Wasser in einer Einheit, für Ihren Notvorrat.',
  'supply.kcalHint': 'Optional: Energie in einer Einheit, für Ihren Notvorrat.',
  'supply.keepsHint':
    'Das Mindesthaltbarkeitsdatum einer neuen Charge geht davon aus (Sie können es je Charge ändern).',
  'supply.barcodeKept': 'wird mit diesem Vorrat gespeichert; die gescannte Einheit zählt, sobald Sie ihn hinzufügen.',
  'supply.delete': 'Löschen',
  'supply.deleting': 'Wird gelöscht …',
  'supply.save': 'Vorrat speichern',
  'supply.saving': 'Wird gespeichert …',
  'supply.adding': 'Wird hinzugefügt …',
  'supply.deleteTitle': (p) => `${p.name} löschen?`,
  'supply.deleteDescription':
    'Der Vorrat verschwindet mit seiner Menge aus Ihrer Vorratsliste. Das kann nicht rückgängig gemacht werden.',
  'barcodes.title': 'Barcodes',
  'barcodes.hint': 'Wenn Sie einen davon scannen, kommt eine Einheit dieses Vorrats hinzu.',
  'barcodes.remove': (p) => `Barcode ${p.code} entfernen`,
  'barcodes.removed': 'Barcode entfernt',
  'barcodes.removedBody': (p) => `${p.code} zählt nicht mehr für ${p.name}.`,
  'barcodes.removeFailed': 'Der Barcode konnte nicht entfernt werden. Bitte versuchen Sie es erneut.',

  'scan.lookup.found':
    'Aus Open Food Facts ausgefüllt: Prüfen Sie die Angaben, legen Sie die Sollmenge fest und fügen Sie den Vorrat hinzu.',
  'scan.lookup.notFound':
    'Open Food Facts kennt diesen Code nicht: Füllen Sie den Vorrat aus, der Code wird mit ihm gespeichert.',
  'scan.lookup.unavailable':
    'Open Food Facts hat nicht geantwortet, daher ist nichts ausgefüllt. Der Code wird mit dem Vorrat gespeichert.',
  'scan.lookup.rateLimited':
    'Zu viele Produktabfragen in der letzten Minute, daher ist nichts ausgefüllt. Der Code wird mit dem Vorrat gespeichert.',
  'scan.offlineNew':
    'Sie sind offline: Ein noch nie gescannter Code braucht die Verbindung, um nachgeschlagen zu werden. Scannen Sie ihn erneut, wenn Sie wieder online sind.',
  'scan.dropped':
    'Die Verbindung ist während des Scans abgebrochen: Er wurde womöglich nicht gezählt. Prüfen Sie die Menge, wenn Sie wieder online sind.',
  'scan.failed': 'Dieser Scan wurde nicht gezählt. Bitte scannen Sie erneut.',
  'scan.newCode': (p) => `Neuer Barcode ${p.code}`,
  'scan.description':
    'Scannen Sie eine Dose, Flasche oder Packung: Ein schon einmal gescannter Code fügt seinem Vorrat sofort eine Einheit mit dem heutigen Datum hinzu.',
  'scan.barcodeHint':
    'Geben Sie die Ziffern ein und drücken Sie die Eingabetaste, oder scannen Sie mit einem USB- oder Bluetooth-Scanner.',
  'scan.counted': (p) => `+1 ${p.name}: ${p.quantity} ${p.unit}`,
  'scan.countedOffline': (p) => `+1 ${p.name}, noch nicht gespeichert`,
  'scan.offlineNote':
    'Sie sind offline: Es ist eine ungespeicherte Änderung in der Vorratsliste. „Änderungen speichern“ behält sie auf diesem Gerät, bis die Verbindung wieder besteht.',
  'scan.tally': (p) => `${p.count} × ${p.name}, insgesamt ${p.total} bei diesem Scanvorgang.`,
  'scan.done': 'Fertig',
  'scan.back': 'Zurück zum Scannen',
  'scan.chooseSupply': 'Wählen Sie den Vorrat, zu dem dieser Code gehört',
  'scan.linkFailed': 'Der Code konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
  'scan.linkTitle': 'Oder diesen Code einem vorhandenen Vorrat hinzufügen',
  'scan.existing': 'Vorhandener Vorrat',
  'scan.selectSupply': 'Vorrat wählen',
  'scan.addingCode': 'Code wird hinzugefügt …',
  'scan.addCode': 'Code zum Vorrat hinzufügen',
  'camera.label': 'Kamera',
  'camera.starting': 'Die Kamera wird gestartet …',
  'camera.refused':
    'Der Zugriff auf die Kamera wurde verweigert. Erlauben Sie die Kamera für diese Seite in Ihrem Browser, um mit ihr zu scannen, oder geben Sie den Code unten ein: Ein USB- oder Bluetooth-Scanner tippt ihn für Sie.',
  'camera.absent':
    'Keine Kamera gefunden. Geben Sie den Code unten ein oder nutzen Sie einen USB- oder Bluetooth-Scanner: Er tippt ihn für Sie.',
  'camera.unreadable':
    'Dieser Browser kann mit der Kamera keine Barcodes lesen. Geben Sie den Code unten ein oder nutzen Sie einen USB- oder Bluetooth-Scanner.',
  'camera.failed':
    'Die Kamera konnte nicht starten. Geben Sie den Code unten ein oder nutzen Sie einen USB- oder Bluetooth-Scanner.',
  'camera.live':
    'Halten Sie einen Barcode in den Rahmen. Jede Dose zählt einmal; nehmen Sie sie weg und zeigen Sie die nächste.',

  'import.title': 'Vorräte importieren',
  'import.description': (p, f) =>
    `Eine CSV-Datei: ein Holdfast-Export, ein Homebox-Export oder eine beliebige Tabelle, gespeichert als „CSV UTF-8“ (bis ${f.number(p.megabytes)} MB und ${f.number(p.rows, 0)} Zeilen). Sie sehen, was sie bewirkt, bevor etwas gespeichert wird.`,
  'import.file': 'CSV-Datei',
  'import.fileHint': 'Wählen Sie die Datei; die Vorschau folgt.',
  'import.reading': 'Die Datei wird gelesen',
  'import.columns': 'Spalten',
  'import.columnsHint': 'Welche Spalte was enthält. Der erste Vorschlag stammt aus der Kopfzeile.',
  'import.noColumn': 'Nicht in der Datei',
  'import.column': (p) => `Spalte ${p.n}`,
  'import.format.holdfast': 'Ein Holdfast-Export',
  'import.format.homebox': 'Ein Homebox-Export',
  'import.format.spreadsheet': 'Eine Tabelle',
  'import.action.add': 'Neu',
  'import.action.merge': 'Zusammenführen',
  'import.action.same': 'Schon vorhanden',
  'import.action.refuse': 'Abgelehnt',
  'import.preview': 'Vorschau',
  'import.summary': (p, f) =>
    `${p.format}, ${f.plural(p.lines, { one: '# Zeile', other: '# Zeilen' })}: ${p.add} neu, ${p.merge} zum Zusammenführen, ${p.same} schon vorhanden, ${p.refuse} abgelehnt.`,
  'import.line': 'Zeile',
  'import.supply': 'Vorrat',
  'import.action': 'Aktion',
  'import.bestBefore': (p) => `mindestens haltbar bis ${p.day}`,
  'import.importing': 'Wird importiert …',
  'import.count': (p, f) =>
    f.plural(p.counts.added + p.counts.merged, { one: '# Vorrat importieren', other: '# Vorräte importieren' }),
  'import.nothing': 'Nichts zu importieren',
  'import.import': 'Importieren',
  'import.done': 'Vorräte importiert',
  'import.doneBody': (p, f) =>
    `${p.added} neu, ${p.merged} mit mehr Bestand; ${f.plural(p.batches, { one: '# Charge', other: '# Chargen' })} hinzugefügt.`,
  'import.previewFailed': 'Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  'import.failed': 'Die Datei konnte nicht importiert werden. Bitte versuchen Sie es erneut.',
} satisfies Catalogue<typeof en>;
