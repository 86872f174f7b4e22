import { HOUSEHOLD_ROLES } from '@shared/households/roles';
import { pageIntlTag } from '@web/lib/i18n/i18n';
import { messages } from '../messages';

const { t } = messages;

/** 44 px on phones (touch), the usual 40 px from `sm` up. */
export const PHONE = 'max-sm:h-11';
export const selectClass =
  'h-10 w-full rounded-sm border border-input bg-background px-3 text-sm text-foreground aria-invalid:border-destructive disabled:opacity-60 max-sm:h-11';

/** The three roles and what each may do (the top of /household). */
export function RoleList() {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3">
      {HOUSEHOLD_ROLES.map((role) => (
        <div key={role} className="border-s-2 border-border ps-3">
          <dt className="font-semibold">{t(`role.${role}`)}</dt>
          <dd className="text-muted-foreground">{t(`roleDescription.${role}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where a catalogue's sentence puts a value shown strong (`t('key', { email: SLOT })`). */
export const SLOT = '\u{E0001}';

/** A sentence with its first `SLOT` shown strong as `value`, any later one as plain text. */
export function withStrong(sentence: string, value: string, className?: string) {
  const [before = '', ...rest] = sentence.split(SLOT);
  return (
    <>
      {before}
      <strong className={className}>{value}</strong>
      {rest.join(value)}
    </>
  );
}

/** A formatter in the page's locale, made once per locale ("en-US" in English, as before). */
function perLocale<T>(make: (tag: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const tag = pageIntlTag();
    let value = made.get(tag);
    if (value === undefined) {
      value = make(tag);
      made.set(tag, value);
    }
    return value;
  };
}
const relative = perLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
const shortDate = perLocale((tag) => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year: 'numeric' }));
const fullDate = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }));

/**
 * When something happened, short: "just now", "5 minutes ago", "3 hours ago", "yesterday",
 * "4 days ago", then the date ("Mar 2, 2027").
 */
export function whenLabel(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return t('unknown');
  const seconds = Math.round((now - at.getTime()) / 1000);
  if (seconds < 60) return t('justNow');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative().format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative().format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative().format(-days, 'day');
  return shortDate().format(at);
}

/** The exact moment, for a tooltip. */
export const fullDateLabel = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? t('unknown') : fullDate().format(at);
};

/** A day ahead, short ("Mar 9, 2027"). */
export const dayLabel = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? t('unknown') : shortDate().format(at);
};
