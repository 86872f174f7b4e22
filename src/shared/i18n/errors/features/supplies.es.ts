/**
 * The messages of supplies, barcodes and the supplies import (src/shared/resources, src/shared/barcodes,
 * src/server/routes/resources) in Spanish (decisions 0353, 0360): the wording the tracker's dialogs
 * had reviewed, as full sentences, with "usted". Los nombres de columna de un CSV son un formato.
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

const n = (value: number) => formatsFor('es').number(value, 0);
const MAX = n(RESOURCE_QUANTITY_MAX);
const TARGET = `La cantidad deseada debe ser un número entero de ${n(RESOURCE_QUANTITY_MIN)} a ${MAX}.`;
const TOTAL = `Un suministro tiene como máximo ${MAX} en todos sus lotes.`;

export default {
  'supplies.name': 'Escriba un nombre (hasta 60 caracteres).',
  'supplies.nameTaken': 'Ya tiene un suministro con este nombre.',
  'supplies.category': 'Elija una categoría.',
  'supplies.unit': 'Escriba una unidad (hasta 30 caracteres).',
  'supplies.target': TARGET,
  'supplies.litresPerUnit': `Agua por unidad: más de 0 y hasta ${n(READINESS_LIMITS.litresPerUnitMax)} L (${n(Math.floor(READINESS_LIMITS.litresPerUnitMax / LITRES_PER_US_GALLON))} gal), o vacío.`,
  'supplies.kcalPerUnit': `kcal por unidad: más de 0 y hasta ${n(READINESS_LIMITS.kcalPerUnitMax)}, o vacío.`,
  'supplies.shelfLife': 'Elija cuánto tiempo dura.',
  'supplies.nothingToChange': 'No hay nada que cambiar.',
  'supplies.defaultNotDeletable':
    'Los suministros predeterminados no se pueden eliminar. En su lugar, ponga su cantidad deseada en 0.',
  'supplies.added': 'Suministro agregado',
  'supplies.updated': 'Suministro actualizado',
  'supplies.followsGoal': 'La cantidad deseada vuelve a seguir su meta',
  'supplies.deleted': 'Suministro eliminado',
  'supplies.ownTarget': 'Elija si la cantidad deseada es suya.',

  'supplies.quantity': `La cantidad debe ser un número entero de ${n(RESOURCE_QUANTITY_MIN)} a ${MAX}.`,
  'supplies.bought': `«Comprado» debe ser un número entero de 1 a ${MAX}.`,
  'supplies.delta': `Un cambio debe ser un número entero distinto de 0, de hasta ${MAX} en cualquier sentido.`,
  'supplies.unknownResource': 'Ese suministro no existe.',
  'supplies.tooManyChanges': 'Demasiados cambios a la vez. Guárdelos en varias veces.',
  'supplies.saveKey': 'La clave de guardado debe ser un UUID.',
  'supplies.nothingToSave': 'No hay nada que guardar.',
  'supplies.resourceTwice': 'El mismo suministro aparece dos veces.',
  'supplies.quantityAndDelta': 'Se enviaron una cantidad y un cambio del mismo suministro.',

  'supplies.batchQuantity': `La cantidad del lote debe ser un número entero de 1 a ${MAX}.`,
  'supplies.batchNote': `Nota: hasta ${n(BATCH_NOTE_MAX)} caracteres.`,
  'supplies.batchUnknown': 'Ese lote no existe.',
  'supplies.batchTwice': 'El mismo lote aparece dos veces.',
  'supplies.batchTotal': TOTAL,

  'supplies.barcode': `Un código de barras tiene de 1 a ${n(BARCODE_MAX)} letras, dígitos o signos.`,
  'supplies.barcodeTaken': (p) => `Este código de barras ya pertenece a ${p.supply}.`,
  'supplies.barcodeNotFound': 'No se encontró el código de barras',
  'supplies.barcodesTooMany': `Un suministro guarda como máximo ${n(BARCODES_PER_SUPPLY_MAX)} códigos de barras.`,
  'supplies.barcodeTwice': 'El mismo código de barras aparece dos veces.',

  'supplies.importNoFile': 'Elija un archivo CSV para importar.',
  'supplies.importTooLarge': `El archivo pesa más de ${n(IMPORT_MAX_BYTES / 1024 / 1024)} MB. Divídalo en archivos más pequeños.`,
  'supplies.importNotUtf8':
    'El archivo no es texto UTF-8. En su hoja de cálculo, guárdelo como «CSV UTF-8» e inténtelo de nuevo.',
  'supplies.importNotText': 'El archivo no es un archivo de texto CSV.',
  'supplies.importEmpty': 'El archivo está vacío.',
  'supplies.importUnclosed': (p, f) =>
    `Línea ${f.number(p.line, 0)}: una celda entre comillas nunca se cierra (una " sin su " de cierre).`,
  'supplies.importAfterQuote': (p, f) =>
    `Línea ${f.number(p.line, 0)}: hay texto después de unas comillas de cierre. Unas comillas dentro de una celda se escriben "".`,
  'supplies.importTooManyRows': (p, f) =>
    `El archivo tiene más de ${f.number(p.max, 0)} filas. Divídalo en archivos más pequeños.`,
  'supplies.importCellTooLong': (p, f) =>
    `Línea ${f.number(p.line, 0)}: una celda tiene más de ${f.number(p.max, 0)} caracteres.`,
  'supplies.importTooManyColumns': (p, f) => `Línea ${f.number(p.line, 0)}: más de ${f.number(p.max, 0)} columnas.`,
  'supplies.importMapping': 'La asignación de columnas no es válida.',
  'supplies.importMappingName': 'Elija la columna que tiene los nombres.',
  'supplies.importNoSuchColumn': 'Esa columna no existe en el archivo.',
  'supplies.importColumnTwice': 'Una columna solo puede usarse para un campo.',
  'supplies.importNoHeader': 'La primera línea debe nombrar las columnas.',
  'supplies.importNoRows': 'El archivo no tiene filas debajo del encabezado.',
  'supplies.importNoName': 'Sin nombre.',
  'supplies.importName': 'Nombre: hasta 60 caracteres.',
  'supplies.importUnit': 'Unidad: hasta 30 caracteres.',
  'supplies.importQuantity': `La cantidad debe ser un número entero de 1 a ${MAX}.`,
  'supplies.importBestBefore': 'La fecha de consumo preferente no es una fecha (AAAA-MM-DD).',
  'supplies.importAddedOn': 'La fecha en que se agregó no es una fecha (AAAA-MM-DD).',
  'supplies.importPurchaseDate': 'La fecha de compra no es una fecha (AAAA-MM-DD).',
  'supplies.importBarcode': `El código de barras no es válido (de 1 a ${n(BARCODE_MAX)} letras, dígitos o signos).`,
  'supplies.importBarcodeTaken': (p) => `El código de barras pertenece a otro suministro (${p.supply}).`,
  'supplies.importKcal': `kcal por unidad debe ser un número mayor que 0 y hasta ${n(READINESS_LIMITS.kcalPerUnitMax)}.`,
  'supplies.importLitres': `Litros por unidad debe ser un número mayor que 0 y hasta ${n(READINESS_LIMITS.litresPerUnitMax)}.`,
  'supplies.importTarget': TARGET,
  'supplies.importKeeps': 'La duración no es una de las clases de vida útil.',
  'supplies.importTotal': TOTAL,
  'supplies.importSupplies': 'Se alcanzó el límite de suministros.',
  'supplies.importNothing': 'Nada que importar: todas las filas se rechazan o ya están.',
  'supplies.importBarcodeInUse':
    'Un código de barras del archivo se acaba de asignar a otro suministro. Vuelva a ver la vista previa.',
} satisfies Catalogue<typeof suppliesEn>;
