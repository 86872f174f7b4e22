import { messages } from './messages';
import type { en } from './messages/en';

/**
 * `/auth/callback?error=CODE` comes from the server's verification and Google endpoints (and,
 * through them, from Google itself). Codes become sentences a person can act on.
 */
const MESSAGES: Record<string, keyof typeof en> = {
  invalid_token: 'callbackInvalid',
  token_expired: 'callbackExpired',
  user_not_found: 'callbackInvalid',
  access_denied: 'callbackCancelled',
  state_mismatch: 'callbackStale',
  state_not_found: 'callbackStale',
  please_restart_the_process: 'callbackStale',
  account_not_linked: 'callbackNotLinked',
  unable_to_link_account: 'callbackNotLinked',
  email_not_found: 'callbackNoEmail',
  signup_disabled: 'callbackSignupDisabled',
  // Our own hooks (decision 284): the sign-up policy refused a new account, or it is disabled.
  signup_refused: 'callbackSignupRefused',
  account_disabled: 'callbackDisabled',
  rate_limited: 'callbackRateLimited',
};

export function callbackErrorMessage(code: string, description?: string | null): string {
  const known = Object.hasOwn(MESSAGES, code.trim().toLowerCase()) ? MESSAGES[code.trim().toLowerCase()] : undefined;
  if (known) return messages.t(known);
  // A provider's own description is meant for people; keep it if it is short and plain text.
  const text = description?.trim();
  if (text && text.length <= 200 && !/[<>]/.test(text)) return text;
  return messages.t('callbackFallback');
}
