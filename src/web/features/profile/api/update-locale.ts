/**
 * The account's language (issue 43): PUT /api/account/locale saves it on the user row (emails,
 * pushes and the calendar feed use it) and answers with the `hf_locale` cookie set.
 */
import type { Locale } from '@shared/i18n/locales';
import { apiFetch, readJson } from '@web/lib/api';

export async function updateLocale(locale: Locale): Promise<{ locale: Locale }> {
  const res = await apiFetch('/api/account/locale', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale }),
  });
  return readJson<{ locale: Locale }>(res);
}
