/**
 * `/auth/callback?error=CODE` comes from the server's verification and Google endpoints (and,
 * through them, from Google itself). Codes become sentences a person can act on.
 */
const MESSAGES: Record<string, string> = {
  invalid_token: 'This verification link is invalid or has expired. Sign in to request a new one.',
  token_expired: 'This verification link has expired. Sign in to request a new one.',
  user_not_found: 'This verification link is invalid or has expired. Sign in to request a new one.',
  access_denied: 'Google sign-in was cancelled.',
  state_mismatch: 'The sign-in attempt expired. Please try again.',
  state_not_found: 'The sign-in attempt expired. Please try again.',
  please_restart_the_process: 'The sign-in attempt expired. Please try again.',
  account_not_linked:
    'An account with this email already exists, and it could not be joined to this sign-in safely. Sign in the way you did before.',
  unable_to_link_account:
    'An account with this email already exists, and it could not be joined to this sign-in safely. Sign in the way you did before.',
  email_not_found: 'Google did not share an email address for this account.',
  signup_disabled: 'New accounts cannot be created right now.',
  // Our own hooks (decision 284): the sign-up policy refused a new account, or it is disabled.
  signup_refused: 'Sign-up on this server is by invitation only. Ask its administrator for an invitation.',
  account_disabled: 'This account is disabled.',
  rate_limited: 'Too many attempts. Please wait a few minutes and try again.',
};

const FALLBACK = 'We could not verify your sign-in. Please try again.';

export function callbackErrorMessage(code: string, description?: string | null): string {
  const known = MESSAGES[code.trim().toLowerCase()];
  if (known) return known;
  // A provider's own description is meant for people; keep it if it is short and plain text.
  const text = description?.trim();
  if (text && text.length <= 200 && !/[<>]/.test(text)) return text;
  return FALLBACK;
}
