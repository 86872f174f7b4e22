/**
 * Days covered in a locale (issue 43): the calculator rounds down to a tenth and English shows
 * that tenth always ("12.0 days", calculator.ts formatDays); a translation writes it the same way
 * with the locale's digits ("12,0 Tage").
 */
import type { Formats } from '../../i18n/format';

const tenths = new Map<string, Intl.NumberFormat>();

/** A figure with exactly one decimal in the locale: "12.5", "12,5", "1.234,0". */
export function tenthIn(f: Formats, value: number): string {
  let format = tenths.get(f.tag);
  if (!format) {
    format = new Intl.NumberFormat(f.tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    tenths.set(f.tag, format);
  }
  return format.format(value);
}
