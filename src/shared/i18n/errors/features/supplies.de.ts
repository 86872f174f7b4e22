/**
 * The messages of supplies, barcodes and the supplies import (src/shared/resources, src/shared/barcodes,
 * src/server/routes/resources) in German (decisions 0353, 0360): the wording the tracker's dialogs
 * had reviewed, as full sentences. Die Spaltennamen einer CSV-Datei sind ein Dateiformat.
 */
import { BARCODE_MAX, BARCODES_PER_SUPPLY_MAX } from '../../../barcodes/code';
import { RESOURCE_QUANTITY_MAX, RESOURCE_QUANTITY_MIN } from '../../../constants/resources';
import { READINESS_LIMITS } from '../../../readiness/figures';
import { LITRES_PER_US_GALLON } from '../../../readiness/units';
import { IMPORT_MAX_BYTES } from '../../../resources/messages';
import { BATCH_NOTE_MAX } from '../../../supplies/expiry';
import type { Catalogue } from '../../catalogue';
import { formatsFor } from '../../format';
import type { suppliesEn } from './supplies.en';

const n = (value: number) => formatsFor('de').number(value, 0);
const MAX = n(RESOURCE_QUANTITY_MAX);
const TARGET = `Die Sollmenge muss eine ganze Zahl von ${n(RESOURCE_QUANTITY_MIN)} bis ${MAX} sein.`;
const TOTAL = `Ein Vorrat umfasst in allen Chargen zusammen höchstens ${MAX}.`;

export default {
  'supplies.name': 'Geben Sie einen Namen ein (bis zu 60 Zeichen).',
  'supplies.nameTaken': 'Sie haben schon einen Vorrat mit diesem Namen.',
  'supplies.category': 'Wählen Sie eine Kategorie.',
  'supplies.unit': 'Geben Sie eine Einheit ein (bis zu 30 Zeichen).',
  'supplies.target': TARGET,
  'supplies.litresPerUnit': `Wasser je Einheit: über 0 und bis ${n(READINESS_LIMITS.litresPerUnitMax)} l (${n(Math.floor(READINESS_LIMITS.litresPerUnitMax / LITRES_PER_US_GALLON))} gal) oder leer.`,
  'supplies.kcalPerUnit': `kcal je Einheit: über 0 und bis ${n(READINESS_LIMITS.kcalPerUnitMax)} oder leer.`,
  'supplies.shelfLife': 'Wählen Sie, wie lange es haltbar ist.',
  'supplies.nothingToChange': 'Es gibt nichts zu ändern.',
  'supplies.defaultNotDeletable':
    'Standardvorräte können nicht gelöscht werden. Setzen Sie stattdessen ihre Sollmenge auf 0.',
  'supplies.added': 'Vorrat hinzugefügt',
  'supplies.updated': 'Vorrat aktualisiert',
  'supplies.followsGoal': 'Die Sollmenge folgt wieder Ihrem Ziel',
  'supplies.deleted': 'Vorrat gelöscht',
  'supplies.ownTarget': 'Wählen Sie, ob die Sollmenge Ihre eigene ist.',

  'supplies.quantity': `Die Menge muss eine ganze Zahl von ${n(RESOURCE_QUANTITY_MIN)} bis ${MAX} sein.`,
  'supplies.bought': `„Gekauft“ muss eine ganze Zahl von 1 bis ${MAX} sein.`,
  'supplies.delta': `Eine Änderung muss eine ganze Zahl außer 0 sein, höchstens ${MAX} in jede Richtung.`,
  'supplies.unknownResource': 'Diesen Vorrat gibt es nicht.',
  'supplies.tooManyChanges': 'Zu viele Änderungen auf einmal. Speichern Sie in mehreren Schritten.',
  'supplies.saveKey': 'Der Speicherschlüssel muss eine UUID sein.',
  'supplies.nothingToSave': 'Es gibt nichts zu speichern.',
  'supplies.resourceTwice': 'Derselbe Vorrat kommt zweimal vor.',
  'supplies.quantityAndDelta': 'Für denselben Vorrat wurden eine Menge und eine Änderung gesendet.',

  'supplies.batchQuantity': `Die Menge einer Charge muss eine ganze Zahl von 1 bis ${MAX} sein.`,
  'supplies.batchNote': `Notiz: bis zu ${n(BATCH_NOTE_MAX)} Zeichen.`,
  'supplies.batchUnknown': 'Diese Charge gibt es nicht.',
  'supplies.batchTwice': 'Dieselbe Charge kommt zweimal vor.',
  'supplies.batchTotal': TOTAL,

  'supplies.barcode': `Ein Barcode hat 1 bis ${n(BARCODE_MAX)} Buchstaben, Ziffern oder Zeichen.`,
  'supplies.barcodeTaken': (p) => `Dieser Barcode gehört schon zu ${p.supply}.`,
  'supplies.barcodeNotFound': 'Barcode nicht gefunden',
  'supplies.barcodesTooMany': `Ein Vorrat hat höchstens ${n(BARCODES_PER_SUPPLY_MAX)} Barcodes.`,
  'supplies.barcodeTwice': 'Derselbe Barcode kommt zweimal vor.',

  'supplies.importNoFile': 'Wählen Sie eine CSV-Datei zum Importieren.',
  'supplies.importTooLarge': `Die Datei ist größer als ${n(IMPORT_MAX_BYTES / 1024 / 1024)} MB. Teilen Sie sie in kleinere Dateien auf.`,
  'supplies.importNotUtf8':
    'Die Datei ist kein UTF-8-Text. Speichern Sie sie in Ihrer Tabellenkalkulation als „CSV UTF-8“ und versuchen Sie es erneut.',
  'supplies.importNotText': 'Die Datei ist keine CSV-Textdatei.',
  'supplies.importEmpty': 'Die Datei ist leer.',
  'supplies.importUnclosed': (p, f) =>
    `Zeile ${f.number(p.line, 0)}: Eine Zelle in Anführungszeichen wird nie geschlossen (ein " ohne sein schließendes ").`,
  'supplies.importAfterQuote': (p, f) =>
    `Zeile ${f.number(p.line, 0)}: Text nach einem schließenden Anführungszeichen. Ein Anführungszeichen in einer Zelle wird "" geschrieben.`,
  'supplies.importTooManyRows': (p, f) =>
    `Die Datei hat mehr als ${f.number(p.max, 0)} Zeilen. Teilen Sie sie in kleinere Dateien auf.`,
  'supplies.importCellTooLong': (p, f) =>
    `Zeile ${f.number(p.line, 0)}: Eine Zelle ist länger als ${f.number(p.max, 0)} Zeichen.`,
  'supplies.importTooManyColumns': (p, f) => `Zeile ${f.number(p.line, 0)}: mehr als ${f.number(p.max, 0)} Spalten.`,
  'supplies.importMapping': 'Die Zuordnung der Spalten ist ungültig.',
  'supplies.importMappingName': 'Wählen Sie die Spalte mit den Namen.',
  'supplies.importNoSuchColumn': 'Diese Spalte gibt es in der Datei nicht.',
  'supplies.importColumnTwice': 'Eine Spalte kann nur für ein Feld verwendet werden.',
  'supplies.importNoHeader': 'Die erste Zeile muss die Spalten benennen.',
  'supplies.importNoRows': 'Die Datei hat unter der Kopfzeile keine Zeilen.',
  'supplies.importNoName': 'Kein Name.',
  'supplies.importName': 'Name: bis zu 60 Zeichen.',
  'supplies.importUnit': 'Einheit: bis zu 30 Zeichen.',
  'supplies.importQuantity': `Die Menge muss eine ganze Zahl von 1 bis ${MAX} sein.`,
  'supplies.importBestBefore': 'Das Mindesthaltbarkeitsdatum ist kein Datum (JJJJ-MM-TT).',
  'supplies.importAddedOn': 'Das Datum „hinzugefügt am“ ist kein Datum (JJJJ-MM-TT).',
  'supplies.importPurchaseDate': 'Das Kaufdatum ist kein Datum (JJJJ-MM-TT).',
  'supplies.importBarcode': `Der Barcode ist kein Barcode (1 bis ${n(BARCODE_MAX)} Buchstaben, Ziffern oder Zeichen).`,
  'supplies.importBarcodeTaken': (p) => `Der Barcode gehört zu einem anderen Vorrat (${p.supply}).`,
  'supplies.importKcal': `kcal je Einheit muss eine Zahl über 0 und bis ${n(READINESS_LIMITS.kcalPerUnitMax)} sein.`,
  'supplies.importLitres': `Liter je Einheit muss eine Zahl über 0 und bis ${n(READINESS_LIMITS.litresPerUnitMax)} sein.`,
  'supplies.importTarget': TARGET,
  'supplies.importKeeps': 'Die Haltbarkeit ist keine der Haltbarkeitsklassen.',
  'supplies.importTotal': TOTAL,
  'supplies.importSupplies': 'Die Höchstzahl an Vorräten ist erreicht.',
  'supplies.importNothing': 'Nichts zu importieren: Jede Zeile ist abgelehnt oder schon vorhanden.',
  'supplies.importBarcodeInUse':
    'Ein Barcode der Datei wurde gerade einem anderen Vorrat gegeben. Sehen Sie sich die Vorschau noch einmal an.',
} satisfies Catalogue<typeof suppliesEn>;
