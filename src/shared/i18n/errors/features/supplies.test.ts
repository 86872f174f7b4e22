/**
 * The supplies' messages with a line, a limit or a supply's name in them (decision 0360): each
 * English text the code writes is found by its pattern with its figures, and worded in German and
 * Spanish with them; two codes with the same English have the same words in Spanish too.
 */
import { describe, expect, it } from 'vitest';
import { BARCODE_MESSAGES } from '../../../barcodes/code';
import { CSV_READ_MESSAGES } from '../../../resources/csv-read';
import { IMPORT_MESSAGES } from '../../../resources/messages';
import { formatsFor } from '../../format';
import de from '../de';
import { en } from '../en';
import es from '../es';
import { findError, translateError } from '../index';

describe('the supplies’ messages with figures and names', () => {
  it('are found by their pattern with their figures', () => {
    const cases: [string, string, unknown][] = [
      [BARCODE_MESSAGES.taken('Beans (tins)'), 'supplies.barcodeTaken', { supply: 'Beans (tins)' }],
      [IMPORT_MESSAGES.barcodeTaken('Rice'), 'supplies.importBarcodeTaken', { supply: 'Rice' }],
      [CSV_READ_MESSAGES.unclosed(3), 'supplies.importUnclosed', { line: 3 }],
      [CSV_READ_MESSAGES.afterQuote(12), 'supplies.importAfterQuote', { line: 12 }],
      [CSV_READ_MESSAGES.tooManyRows(2000), 'supplies.importTooManyRows', { max: 2000 }],
      [CSV_READ_MESSAGES.cellTooLong(4, 1000), 'supplies.importCellTooLong', { line: 4, max: 1000 }],
      [CSV_READ_MESSAGES.tooManyColumns(1, 100), 'supplies.importTooManyColumns', { line: 1, max: 100 }],
    ];
    for (const [message, key, params] of cases) {
      expect(findError(en, message), message).toEqual({ key, params });
      // The English entry writes the same text back.
      const entry = en[key as keyof typeof en] as (p: unknown) => string;
      expect(entry(params)).toBe(message);
    }
  });

  it('are worded in German and Spanish with the figures in the locale’s digits', () => {
    expect(translateError(en, de, formatsFor('de'), CSV_READ_MESSAGES.cellTooLong(1200, 1000))).toBe(
      'Zeile 1.200: Eine Zelle ist länger als 1.000 Zeichen.',
    );
    expect(translateError(en, es, formatsFor('es'), CSV_READ_MESSAGES.tooManyRows(2000))).toBe(
      'El archivo tiene más de 2,000 filas. Divídalo en archivos más pequeños.',
    );
    expect(translateError(en, de, formatsFor('de'), BARCODE_MESSAGES.taken('Dosenbrot'))).toBe(
      'Dieser Barcode gehört schon zu Dosenbrot.',
    );
    expect(translateError(en, es, formatsFor('es'), IMPORT_MESSAGES.barcodeTaken('Arroz'))).toBe(
      'El código de barras pertenece a otro suministro (Arroz).',
    );
  });

  it('two codes with the same English have the same Spanish', () => {
    const f = formatsFor('es');
    for (const [key, entry] of Object.entries(en)) {
      if (typeof entry !== 'string' || !key.startsWith('supplies.')) continue;
      const found = findError(en, entry);
      expect(translateError(en, es, f, entry), key).toBe(es[found!.key as keyof typeof es]);
      expect(es[key as keyof typeof es], key).toBe(es[found!.key as keyof typeof es]);
    }
  });
});
