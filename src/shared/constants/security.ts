/** Security event types (docs/product.md#security-log). */
export const SECURITY_EVENT_TYPES = [
  'failed_login_attempt',
  'successful_login',
  'failed_oauth_login',
  'session_started',
  'session_ended',
  'token_refreshed',
  'page_focus',
  'suspicious_activity',
  // Changes to the account itself (decision 0285), written only by the server.
  'password_changed',
  'email_change_requested',
  'email_changed',
  // Two-factor sign-in (decision 0286).
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_regenerated',
  'recovery_code_used',
  // Passkeys (decision 0288).
  'passkey_added',
  'passkey_removed',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** The only types a signed-in client may add itself (docs/product.md#security-log). */
export const CLIENT_SECURITY_EVENT_TYPES = [
  'page_focus',
  'suspicious_activity',
] as const satisfies readonly SecurityEventType[];
