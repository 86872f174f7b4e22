import { pageFormats, pageIntlTag } from '@web/lib/i18n/i18n';
import { messages } from '../messages';

/** One number with exactly `decimals` decimals in the page's locale ("12.0", "12,0"). */
const fixed = (value: number, decimals: number) =>
  new Intl.NumberFormat(pageIntlTag(), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );

/** 1536 -> "1.5 KB" ("1,5 KB" in German; the instance panel's sizes). */
export function bytesLabel(n: number | null): string {
  const { t } = messages;
  if (n === null) return t('unknown');
  if (n < 1024) return t('size.B', { n: pageFormats().number(n, 0) });
  if (n < 1024 ** 2) return t('size.KB', { n: fixed(n / 1024, 1) });
  if (n < 1024 ** 3) return t('size.MB', { n: fixed(n / 1024 ** 2, 1) });
  return t('size.GB', { n: fixed(n / 1024 ** 3, 2) });
}

/** A timestamp as the reader's local date and time in the page's locale, or `never` ("Never"). */
export function whenLabel(value: string | null, never: string = messages.t('never')): string {
  if (!value) return never;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? never : pageFormats().dateTime(d);
}
