/**
 * The messages of supplies, barcodes and the supplies import (src/shared/resources,
 * src/shared/barcodes, src/server/routes/resources) in the catalogue of message codes (decisions
 * 0353, 0360), built from the shared constants (their zod-free modules). The messages with a line,
 * a limit or a supply's name in them are functions, found by their PATTERNS in ../index.ts.
 */
import { BARCODE_MESSAGE, BARCODE_MESSAGES } from '../../../barcodes/code';
import { CSV_READ_MESSAGES } from '../../../resources/csv-read';
import { BATCH_MESSAGES, IMPORT_MESSAGES, RESOURCE_MESSAGES, SAVE_MESSAGES } from '../../../resources/messages';
import { BOUGHT_MESSAGE, QUANTITY_MESSAGE } from '../../../resources/quantity';

export const suppliesEn = {
  // A supply (the supply dialog, POST and PATCH /api/resources).
  'supplies.name': RESOURCE_MESSAGES.name,
  'supplies.nameTaken': RESOURCE_MESSAGES.nameTaken,
  'supplies.category': RESOURCE_MESSAGES.category,
  'supplies.unit': RESOURCE_MESSAGES.unit,
  'supplies.target': RESOURCE_MESSAGES.target,
  'supplies.litresPerUnit': RESOURCE_MESSAGES.litresPerUnit,
  'supplies.kcalPerUnit': RESOURCE_MESSAGES.kcalPerUnit,
  'supplies.shelfLife': RESOURCE_MESSAGES.shelfLife,
  'supplies.nothingToChange': RESOURCE_MESSAGES.nothingToChange,
  'supplies.defaultNotDeletable': RESOURCE_MESSAGES.defaultNotDeletable,
  'supplies.added': RESOURCE_MESSAGES.added,
  'supplies.updated': RESOURCE_MESSAGES.updated,
  'supplies.followsGoal': RESOURCE_MESSAGES.followsGoal,
  'supplies.deleted': RESOURCE_MESSAGES.deleted,
  'supplies.ownTarget': SAVE_MESSAGES.ownTarget,

  // A row's count and SAVE CHANGES (PUT /api/resources, PUT /api/resources/targets).
  'supplies.quantity': QUANTITY_MESSAGE,
  'supplies.bought': BOUGHT_MESSAGE,
  'supplies.delta': SAVE_MESSAGES.delta,
  'supplies.unknownResource': SAVE_MESSAGES.unknownResource,
  'supplies.tooManyChanges': SAVE_MESSAGES.tooMany,
  'supplies.saveKey': SAVE_MESSAGES.saveKey,
  'supplies.nothingToSave': SAVE_MESSAGES.nothing,
  'supplies.resourceTwice': SAVE_MESSAGES.resourceTwice,
  'supplies.quantityAndDelta': SAVE_MESSAGES.quantityAndDelta,

  // A batch (the batch dialog).
  'supplies.batchQuantity': BATCH_MESSAGES.quantity,
  'supplies.batchNote': BATCH_MESSAGES.note,
  'supplies.batchUnknown': BATCH_MESSAGES.unknown,
  'supplies.batchTwice': BATCH_MESSAGES.twice,
  'supplies.batchTotal': BATCH_MESSAGES.total,

  // Barcodes (the scan dialog, the supply's barcodes).
  'supplies.barcode': BARCODE_MESSAGE,
  'supplies.barcodeTaken': (p: { supply: string }) => BARCODE_MESSAGES.taken(p.supply),
  'supplies.barcodeNotFound': BARCODE_MESSAGES.notFound,
  'supplies.barcodesTooMany': BARCODE_MESSAGES.tooMany,
  'supplies.barcodeTwice': BARCODE_MESSAGES.twice,

  // The CSV import: the file refused, the mapping form, and each row's reason in the preview.
  'supplies.importNoFile': IMPORT_MESSAGES.noFile,
  'supplies.importTooLarge': IMPORT_MESSAGES.tooLarge,
  'supplies.importNotUtf8': IMPORT_MESSAGES.notUtf8,
  'supplies.importNotText': IMPORT_MESSAGES.notText,
  'supplies.importEmpty': CSV_READ_MESSAGES.empty,
  'supplies.importUnclosed': (p: { line: number }) => CSV_READ_MESSAGES.unclosed(p.line),
  'supplies.importAfterQuote': (p: { line: number }) => CSV_READ_MESSAGES.afterQuote(p.line),
  'supplies.importTooManyRows': (p: { max: number }) => CSV_READ_MESSAGES.tooManyRows(p.max),
  'supplies.importCellTooLong': (p: { line: number; max: number }) => CSV_READ_MESSAGES.cellTooLong(p.line, p.max),
  'supplies.importTooManyColumns': (p: { line: number; max: number }) =>
    CSV_READ_MESSAGES.tooManyColumns(p.line, p.max),
  'supplies.importMapping': IMPORT_MESSAGES.mapping,
  'supplies.importMappingName': IMPORT_MESSAGES.mappingName,
  'supplies.importNoSuchColumn': IMPORT_MESSAGES.noSuchColumn,
  'supplies.importColumnTwice': IMPORT_MESSAGES.columnTwice,
  'supplies.importNoHeader': IMPORT_MESSAGES.noHeader,
  'supplies.importNoRows': IMPORT_MESSAGES.noRows,
  'supplies.importNoName': IMPORT_MESSAGES.noName,
  'supplies.importName': IMPORT_MESSAGES.name,
  'supplies.importUnit': IMPORT_MESSAGES.unit,
  'supplies.importQuantity': IMPORT_MESSAGES.quantity,
  'supplies.importBestBefore': IMPORT_MESSAGES.bestBefore,
  'supplies.importAddedOn': IMPORT_MESSAGES.addedOn,
  'supplies.importPurchaseDate': IMPORT_MESSAGES.purchaseDate,
  'supplies.importBarcode': IMPORT_MESSAGES.barcode,
  'supplies.importBarcodeTaken': (p: { supply: string }) => IMPORT_MESSAGES.barcodeTaken(p.supply),
  'supplies.importKcal': IMPORT_MESSAGES.kcalPerUnit,
  'supplies.importLitres': IMPORT_MESSAGES.litresPerUnit,
  'supplies.importTarget': IMPORT_MESSAGES.target,
  'supplies.importKeeps': IMPORT_MESSAGES.keeps,
  'supplies.importTotal': IMPORT_MESSAGES.total,
  'supplies.importSupplies': IMPORT_MESSAGES.supplies,
  'supplies.importNothing': IMPORT_MESSAGES.nothing,
  'supplies.importBarcodeInUse': IMPORT_MESSAGES.barcodeInUse,
};
