/**
 * The API's error codes, in a module of their own without zod: the landing's fetch wrapper
 * (src/web/lib/api.ts) uses them and must not load zod (decision 170).
 */
export const API_ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
  // Account flows
  accountExists: 'account_exists',
  usernameTaken: 'username_taken',
  invalidCredentials: 'invalid_credentials',
  alreadyVerified: 'already_verified',
  /** The action needs a confirmed email address (joining a household while mail is on). */
  emailNotVerified: 'email_not_verified',
  invalidToken: 'invalid_token',
  profileNotFound: 'profile_not_found',
  profileExists: 'profile_exists',
  providerUnavailable: 'provider_unavailable',
  /** Sign-up refused by the server's sign-up policy (decision 284). */
  signupClosed: 'signup_closed',
  /** An administrator disabled the account. */
  accountDisabled: 'account_disabled',
  /** OIDC_ONLY=1 (decision 0287): no password sign-in, sign-up or reset; only the sign-in providers. */
  passwordSignInOff: 'password_sign_in_off',
  /** The second step of sign-in has no challenge any more (too slow, or too many wrong codes). */
  twoFactorExpired: 'two_factor_expired',
  /** The admin page needs two-factor sign-in on (decision 0286). */
  twoFactorRequired: 'two_factor_required',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
