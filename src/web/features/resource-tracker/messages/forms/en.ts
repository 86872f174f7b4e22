/**
 * The tracker's dialogs in English (the supply, batch, scan and import dialogs), word for word as
 * before issue 43. A message set of its own: the dialogs load when first opened (issue 41), and so
 * do their texts (the shared modules they reference carry zod, which the page's first JavaScript
 * does not). The page's set (../en.ts) holds the words both use. The shared schemas' messages are
 * the catalogue of message codes' (src/shared/i18n/errors/features/supplies.*.ts, decision 0360).
 */
import type { Formats } from '@shared/i18n/format';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importButtonText,
  type ImportCounts,
} from '@shared/resources/import';
import { RESOURCE_MESSAGES } from '@shared/resources/schemas';
import { SHELF_LIFE_LABELS } from '@shared/supplies/rotation';

export const en = {
  // The forms' fields (the supply, batch and import forms share these words)
  'field.name': IMPORT_FIELD_LABELS.name,
  'field.quantity': IMPORT_FIELD_LABELS.quantity,
  'field.unit': IMPORT_FIELD_LABELS.unit,
  'field.category': IMPORT_FIELD_LABELS.category,
  'field.bestBefore': IMPORT_FIELD_LABELS.bestBefore,
  'field.barcode': IMPORT_FIELD_LABELS.barcode,
  'field.kcalPerUnit': IMPORT_FIELD_LABELS.kcalPerUnit,
  'field.litresPerUnit': IMPORT_FIELD_LABELS.litresPerUnit,
  'field.keeps': 'Keeps',
  'shelfLife.waterHome': SHELF_LIFE_LABELS['water-home'],
  'shelfLife.waterCommercial': SHELF_LIFE_LABELS['water-commercial'],
  'shelfLife.sixMonths': SHELF_LIFE_LABELS['six-months'],
  'shelfLife.oneYear': SHELF_LIFE_LABELS['one-year'],
  'shelfLife.none': SHELF_LIFE_LABELS.none,

  // The batch dialog
  'batch.addTitle': (p: { name: string }) => `Add batch of ${p.name}`,
  'batch.editTitle': (p: { name: string }) => `Edit batch of ${p.name}`,
  'batch.description':
    'Batches expire on their own dates. Expired stock stops counting until you remove it. Like plus and minus, the batch joins your unsaved changes: SAVE CHANGES stores them all at once.',
  'batch.quantity': (p: { unit: string }) => `Quantity (${p.unit})`,
  'batch.addedOn': 'Added on',
  'batch.keepsHint': 'Sets the best-before date from the day added.',
  'batch.bestBeforeHint': 'Empty: this batch does not expire.',
  'batch.note': 'Note',
  'batch.noteHint': 'Optional: where it is stored, the lot number…',
  'batch.change': 'Change batch',

  // The supply dialog
  'supply.addDescription': 'A supply of your own. It starts at 0; count it with plus and minus.',
  'supply.editDescription': 'How this supply is named, grouped and counted. Quantities stay on the tracker.',
  'supply.loadingUnits': 'Loading your units',
  'supply.added': RESOURCE_MESSAGES.added,
  'supply.addedBody': (p: { name: string; category: string }) => `${p.name} is in ${p.category}.`,
  'supply.updated': RESOURCE_MESSAGES.updated,
  'supply.savedBody': (p: { name: string }) => `${p.name} is saved.`,
  'supply.deleted': RESOURCE_MESSAGES.deleted,
  'supply.deletedBody': (p: { name: string }) => `${p.name} is no longer tracked.`,
  'supply.followsGoal': RESOURCE_MESSAGES.followsGoal,
  'supply.followsGoalBody': (p: { name: string; target: string; unit: string }) => `${p.name}: ${p.target} ${p.unit}.`,
  'supply.addFailed': 'Could not add the supply. Please try again.',
  'supply.saveFailed': 'Could not save the supply. Please try again.',
  'supply.deleteFailed': 'Could not delete the supply. Please try again.',
  'supply.followFailed': 'Could not change the target. Please try again.',
  'supply.selectCategory': 'Select a category',
  'supply.unitHint': 'bottles, cans, pieces…',
  'supply.target': 'Target',
  'supply.targetFromGoal': 'From your household and goal (Readiness). Type your own to keep it whatever the goal.',
  'supply.targetHint': 'How many units you aim to keep.',
  'supply.ownTarget': 'This target is your own: it stays as you typed it.',
  'supply.followAgain': 'Follow my goal again',
  'supply.gallonsPerUnit': 'Gallons per unit',
  'supply.volumeHint': 'Optional: water one unit holds, for your readiness.',
  'supply.kcalHint': 'Optional: food energy in one unit, for your readiness.',
  'supply.keepsHint': "A new batch's best-before date starts from this (you can change it per batch).",
  'supply.barcodeKept': 'is kept with this supply; the unit you scanned counts once you add it.',
  'supply.delete': 'Delete',
  'supply.deleting': 'Deleting...',
  'supply.save': 'Save supply',
  'supply.saving': 'Saving...',
  'supply.adding': 'Adding...',
  'supply.deleteTitle': (p: { name: string }) => `Delete ${p.name}?`,
  'supply.deleteDescription': 'It leaves your tracker with its quantity. This cannot be undone.',
  'barcodes.title': 'Barcodes',
  'barcodes.hint': 'Scanning one of these adds a unit of this supply.',
  'barcodes.remove': (p: { code: string }) => `Remove barcode ${p.code}`,
  'barcodes.removed': 'Barcode removed',
  'barcodes.removedBody': (p: { code: string; name: string }) => `${p.code} no longer counts ${p.name}.`,
  'barcodes.removeFailed': 'Could not remove the barcode. Please try again.',

  // The scan dialog and its camera
  'scan.lookup.found': 'Filled in from Open Food Facts: check it, set your target and add it.',
  'scan.lookup.notFound': 'Open Food Facts does not know this code: fill in the supply and the code is kept with it.',
  'scan.lookup.unavailable':
    'Open Food Facts did not answer, so nothing is filled in. The code is kept with the supply.',
  'scan.lookup.rateLimited':
    'Too many product lookups in the last minute, so nothing is filled in. The code is kept with the supply.',
  'scan.offlineNew':
    'You are offline: a code not scanned before needs the connection to look it up. Scan it again when you are back online.',
  'scan.dropped':
    'The connection dropped during that scan: it may not be counted. Check the count when you are back online.',
  'scan.failed': 'That scan was not counted. Please scan it again.',
  'scan.newCode': (p: { code: string }) => `New barcode ${p.code}`,
  'scan.description':
    'Scan a can, bottle or box: a code you have scanned before adds one unit to its supply at once, dated today.',
  'scan.barcodeHint': 'Type the digits and press Enter, or scan with a USB or Bluetooth scanner.',
  'scan.counted': (p: { name: string; quantity: string; unit: string }) => `+1 ${p.name}: ${p.quantity} ${p.unit}`,
  'scan.countedOffline': (p: { name: string }) => `+1 ${p.name}, not saved yet`,
  'scan.offlineNote':
    'You are offline: it is an unsaved change on the tracker. SAVE CHANGES keeps it on this device until the connection is back.',
  'scan.tally': (p: { count: number; name: string; total: number }) =>
    `${p.count} of ${p.name} and ${p.total} in all scanned this time.`,
  'scan.done': 'Done',
  'scan.back': 'Back to scanning',
  'scan.chooseSupply': 'Choose the supply this code belongs to',
  'scan.linkFailed': 'Could not add the code. Please try again.',
  'scan.linkTitle': 'Or add this code to a supply you track',
  'scan.existing': 'Existing supply',
  'scan.selectSupply': 'Select a supply',
  'scan.addingCode': 'Adding code...',
  'scan.addCode': 'Add code to supply',
  'camera.label': 'Camera',
  'camera.starting': 'Starting the camera…',
  'camera.refused':
    'Camera access was refused. Allow the camera for this site in your browser to scan with it, or type the code below: a USB or Bluetooth scanner types it for you.',
  'camera.absent': 'No camera found. Type the code below, or use a USB or Bluetooth scanner: it types it for you.',
  'camera.unreadable':
    'This browser cannot read barcodes from the camera. Type the code below, or use a USB or Bluetooth scanner.',
  'camera.failed': 'The camera could not start. Type the code below, or use a USB or Bluetooth scanner.',
  'camera.live': 'Hold a barcode inside the frame. Each can counts once; take it away and show the next.',

  // The import dialog (the file's column names are a file format: they stay as they are)
  'import.title': 'Import supplies',
  'import.description': (p: { megabytes: number; rows: number }, f: Formats) =>
    `A CSV file: a Holdfast export, a Homebox export, or any spreadsheet saved as CSV UTF-8 (up to ${f.number(p.megabytes)} MB and ${f.number(p.rows, 0)} rows). You see what it will do before anything is saved.`,
  'import.file': 'CSV file',
  'import.fileHint': 'Choose the file; the preview follows.',
  'import.reading': 'Reading the file',
  'import.columns': 'Columns',
  'import.columnsHint': 'Which column holds what. The first guess is from the header.',
  'import.noColumn': 'Not in the file',
  'import.column': (p: { n: number }) => `Column ${p.n}`,
  'import.format.holdfast': 'A Holdfast export',
  'import.format.homebox': 'A Homebox export',
  'import.format.spreadsheet': 'A spreadsheet',
  'import.action.add': 'New',
  'import.action.merge': 'Merge',
  'import.action.same': 'Already there',
  'import.action.refuse': 'Refused',
  'import.preview': 'Preview',
  'import.summary': (p: { format: string; lines: number; add: number; merge: number; same: number; refuse: number }) =>
    `${p.format}, ${p.lines} ${p.lines === 1 ? 'line' : 'lines'}: ${p.add} new, ${p.merge} to merge, ${p.same} already there, ${p.refuse} refused.`,
  'import.line': 'Line',
  'import.supply': 'Supply',
  'import.action': 'Action',
  'import.bestBefore': (p: { day: string }) => `best before ${p.day}`,
  'import.importing': 'IMPORTING...',
  'import.count': (p: { counts: ImportCounts }) => importButtonText(p.counts),
  'import.nothing': 'Nothing to import',
  'import.import': 'Import',
  'import.done': 'Supplies imported',
  'import.doneBody': (p: { added: number; merged: number; batches: number }) =>
    `${p.added} new, ${p.merged} with more stock; ${p.batches} ${p.batches === 1 ? 'batch' : 'batches'} added.`,
  'import.previewFailed': 'Could not read the file. Please try again.',
  'import.failed': 'Could not import the file. Please try again.',
};

/** The import's limits, as the description states them. */
export const IMPORT_LIMITS = { megabytes: IMPORT_MAX_BYTES / 1024 / 1024, rows: IMPORT_MAX_ROWS };
