/**
 * The supplies' messages (the supply, batch and save schemas in schemas.ts, the CSV import in
 * import.ts) without zod: the catalogue of message codes is built from them (decision 0360), and a
 * German page loads it in a lazy chunk that zod must not ride along in.
 */
import { RESOURCE_QUANTITY_MAX, RESOURCE_QUANTITY_MIN } from '../constants/resources';
import { READINESS_LIMITS } from '../readiness/figures';
import { LITRES_PER_US_GALLON } from '../readiness/units';
import { BATCH_NOTE_MAX } from '../supplies/expiry';

const MAX = RESOURCE_QUANTITY_MAX.toLocaleString('en-US');

export const BATCH_MESSAGES = {
  quantity: `Batch quantity must be a whole number from 1 to ${MAX}`,
  note: `Note: up to ${BATCH_NOTE_MAX} characters`,
  unknown: 'Unknown batch',
  twice: 'The same batch appears twice',
  total: `A supply holds at most ${MAX} in all its batches`,
} as const;

export const RESOURCE_MESSAGES = {
  name: 'Enter a name (up to 60 characters)',
  nameTaken: 'You already have a supply with this name',
  category: 'Choose a category',
  unit: 'Enter a unit (up to 30 characters)',
  target: `Target must be a whole number from ${RESOURCE_QUANTITY_MIN} to ${MAX}`,
  // Said in both units: the tracker's field is in gallons for US users.
  litresPerUnit: `Water per unit: above 0 and up to ${READINESS_LIMITS.litresPerUnitMax.toLocaleString('en-US')} L (${Math.floor(READINESS_LIMITS.litresPerUnitMax / LITRES_PER_US_GALLON).toLocaleString('en-US')} gal), or empty`,
  kcalPerUnit: `kcal per unit: above 0 and up to ${READINESS_LIMITS.kcalPerUnitMax.toLocaleString('en-US')}, or empty`,
  shelfLife: 'Choose how long it keeps',
  nothingToChange: 'Nothing to change',
  defaultNotDeletable: 'Default supplies cannot be deleted; set their target to 0 instead',
  added: 'Supply added',
  updated: 'Supply updated',
  followsGoal: 'Target follows your goal',
  deleted: 'Supply deleted',
} as const;

/** SAVE CHANGES and "Set targets from my goal" (saveResourcesSchema, setTargetsSchema, updateResourceSchema). */
export const SAVE_MESSAGES = {
  unknownResource: 'Unknown resource',
  delta: `A change must be a whole number other than 0, up to ${MAX} either way`,
  tooMany: 'Too many changes in one save',
  saveKey: 'A save key is a UUID',
  nothing: 'Nothing to save',
  resourceTwice: 'The same resource appears twice',
  quantityAndDelta: 'A quantity and a change of the same resource',
  ownTarget: 'Choose whether the target is your own',
} as const;

/** 1 MB holds a 2,000-row export with batches, notes and barcodes several times over. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

export const IMPORT_MESSAGES = {
  noFile: 'Choose a CSV file to import',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into smaller files`,
  notUtf8: 'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and try again',
  notText: 'The file is not a CSV text file',
  mapping: 'The column mapping is not valid',
  mappingName: 'Choose the column that holds the names',
  noSuchColumn: 'No such column in the file',
  columnTwice: 'A column can be used for one field only',
  noHeader: 'The first line must name the columns',
  noRows: 'The file has no rows under its header',
  // Row reasons.
  noName: 'No name',
  name: 'Name: up to 60 characters',
  unit: 'Unit: up to 30 characters',
  quantity: `Quantity must be a whole number from 1 to ${MAX}`,
  bestBefore: 'Best before is not a date (YYYY-MM-DD)',
  addedOn: 'Added on is not a date (YYYY-MM-DD)',
  purchaseDate: 'Purchase date is not a date (YYYY-MM-DD)',
  barcode: 'Barcode is not a barcode (1 to 48 letters, digits or signs)',
  barcodeTaken: (supply: string) => `Barcode belongs to another supply (${supply})`,
  kcalPerUnit: 'kcal per unit must be a number above 0 and up to 100,000',
  litresPerUnit: 'Litres per unit must be a number above 0 and up to 10,000',
  target: `Target must be a whole number from 0 to ${MAX}`,
  keeps: 'Keeps is not one of the shelf-life classes',
  total: `A supply holds at most ${MAX} in all its batches`,
  supplies: 'The limit of supplies is reached',
  nothing: 'Nothing to import: every row is refused or already there',
  /** The import's own race: a code of the file given to another supply between the preview and the import. */
  barcodeInUse: 'A barcode in the file was just given to another supply; preview again',
} as const;
