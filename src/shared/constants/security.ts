/** Security event types (part-1 section 7). */
export const SECURITY_EVENT_TYPES = [
  'failed_login_attempt',
  'successful_login',
  'failed_oauth_login',
  'session_started',
  'session_ended',
  'token_refreshed',
  'page_focus',
  'suspicious_activity',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** The only types a signed-in client may add itself (DECISIONS.md "Sessions and auth"). */
export const CLIENT_SECURITY_EVENT_TYPES = [
  'page_focus',
  'suspicious_activity',
] as const satisfies readonly SecurityEventType[];
