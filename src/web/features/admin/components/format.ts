import { pageFormats, pageIntlTag } from '@web/lib/i18n/i18n';
import { messages } from '../messages';

/** One number with exactly `decimals` decimals in the page's locale ("12.0", "12,0"). */
const fixed = (value: number, decimals: number) =>
  new Intl.NumberFormat(pageIntlTag(), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );

/** 1536 -> "1.5 KB" ("1,5 KB" in German; the instance panel's sizes). */
export function bytesLabel(n: number | null): string {
  if (n === null) return messages.t('unknown');
  if (n < 1024) return `${pageFormats().number(n, 0)} B`;
  if (n < 1024 ** 2) return `${fixed(n / 1024, 1)} KB`;
  if (n < 1024 ** 3) return `${fixed(n / 1024 ** 2, 1)} MB`;
  return `${fixed(n / 1024 ** 3, 2)} GB`;
}

/** A timestamp as the reader's local date and time in the page's locale, or `never` ("Never"). */
export function whenLabel(value: string | null, never: string = messages.t('never')): string {
  if (!value) return never;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? never : pageFormats().dateTime(d);
}
