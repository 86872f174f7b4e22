import { LanguagesIcon } from 'lucide-react';
import { useId } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale } from '@shared/i18n/locales';
import { pageLocale } from '@web/lib/i18n/i18n';
import { LOCALE_SWITCH_ATTRIBUTE, switchLocale } from '../locale-switch';
import { messages } from '../messages';

const { t } = messages;

/**
 * The landing's language menu (issue 43): labelled in the page's language, each language named in
 * itself. A plain <select>: before React loads, landing-main.ts follows its change
 * (locale-switch.ts); after, this handler does. Either keeps the choice and reloads "/".
 */
export function LanguageSwitch() {
  const id = useId();
  const current = pageLocale();
  return (
    <div className="flex items-center gap-2">
      <LanguagesIcon aria-hidden="true" className="size-4 text-muted-foreground" />
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {t('language')}
      </label>
      <select
        id={id}
        {...{ [LOCALE_SWITCH_ATTRIBUTE]: '' }}
        defaultValue={isLocale(current) ? current : 'en'}
        onChange={(e) => switchLocale(e.currentTarget.value)}
        className="min-h-11 rounded-sm border border-input bg-background px-2 text-sm text-foreground sm:min-h-9"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale === 'en-x-plain' ? 'en' : locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
