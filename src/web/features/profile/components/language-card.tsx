import { useId, useState } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@shared/i18n/locales';
import { OnlineOnly } from '@web/components/online-only';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Select, SelectItem } from '@web/components/ui/select';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { hardNavigate } from '@web/lib/hard-navigate';
import { pageLocale, rememberLocale } from '@web/lib/i18n/i18n';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useLocation } from '@web/lib/router';
import { updateLocale } from '../api/update-locale';
import { messages } from '../messages';

const { t } = messages;

/**
 * Language (issue 43): the locales in their own language ("Deutsch" whatever the page speaks). A
 * choice saves on the account (emails follow it), sets the cookie and reloads, so the whole page
 * changes at once. Offline it is disabled with the reason, like every setting.
 */
export function LanguageCard() {
  const id = useId();
  const current = pageLocale();
  const [saving, setSaving] = useState(false);
  const { pathname, search } = useLocation();

  async function choose(value: string) {
    if (!isLocale(value) || value === current) return;
    setSaving(true);
    let saved: Locale;
    try {
      ({ locale: saved } = await updateLocale(value));
    } catch (err) {
      setSaving(false);
      if (isSessionExpired(err)) return;
      const expected = expectedErrorMessage(err);
      if (!expected) logUnexpected('Saving the language failed', err);
      toast.error(t('languageNotChanged'), expected ?? t('unexpected'));
      return;
    }
    rememberLocale(isLocale(saved) ? saved : value);
    // A full load of this page: its language is fixed for the page's life (decision 0332).
    hardNavigate(`${pathname}${search}`);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('language')}</h2>
        </CardTitle>
        <CardDescription>{t('languageDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-sm gap-2">
        <Label htmlFor={id}>{t('language')}</Label>
        <OnlineOnly>
          <Select
            id={id}
            name="locale"
            // A pseudo-locale (tests only) is no choice: the menu shows English.
            value={isLocale(current) ? current : 'en'}
            disabled={saving}
            aria-busy={saving || undefined}
            onValueChange={(value) => void choose(value)}
          >
            {LOCALES.map((locale) => (
              <SelectItem key={locale} value={locale} lang={locale === 'en-x-plain' ? 'en' : locale}>
                {LOCALE_NAMES[locale]}
              </SelectItem>
            ))}
          </Select>
        </OnlineOnly>
      </CardContent>
    </Card>
  );
}
