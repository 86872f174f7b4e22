import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/auth/schemas';
import { isLocale } from '@shared/i18n/locales';
import { client, data } from '@web/lib/api-client';
import { cookieLocale, pageLocale, rememberLocale } from '@web/lib/i18n/i18n';

/**
 * The account starts in the language its sign-up page was shown in (decision 0334): the server
 * takes a new account's language from the `hf_locale` cookie, else `Accept-Language` (decision
 * 0333), and the sign-up body has no language field (its schema is strict). A page whose language
 * came from the browser's list, not the cookie, writes the cookie first, so the two cannot differ.
 * A pseudo-locale (tests) is no language to keep.
 */
export function rememberPageLocale(): void {
  const locale = pageLocale();
  if (isLocale(locale) && cookieLocale() !== locale) rememberLocale(locale);
}

/** Creates the account and sends the verification email; the user is not signed in yet. */
export const signUp = (input: SignUpInput) => {
  rememberPageLocale();
  return data(client.account['sign-up'].$post({ json: input }));
};

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
