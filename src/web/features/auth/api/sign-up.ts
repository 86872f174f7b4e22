import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/auth/schemas';
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales';
import { client, data } from '@web/lib/api-client';
import { pageLocale } from '@web/lib/i18n/i18n';

/**
 * The sign-up's body: what was typed, and the page's language when it is one of ours other than
 * the default, so the account (and its confirmation email) starts in it. The server also reads the
 * `hf_locale` cookie and `Accept-Language`; English is what it falls back to anyway, and a
 * pseudo-locale (tests) is no language to keep.
 */
export function signUpBody(input: SignUpInput): SignUpInput {
  const locale = pageLocale();
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return input;
  const body = { ...input, locale };
  return body;
}

/** Creates the account and sends the verification email; the user is not signed in yet. */
export const signUp = (input: SignUpInput) => data(client.account['sign-up'].$post({ json: signUpBody(input) }));

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
