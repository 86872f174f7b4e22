/** The audit log's words for each action, without zod (issue 41, decision 0306); schemas.ts re-exports them. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  grant: 'made an administrator',
  revoke: 'no longer an administrator',
  verify: 'confirmed the email address of',
  disable: 'disabled',
  enable: 'enabled',
  delete: 'deleted',
  password_reset: 'sent a password reset to',
  reset_link: 'made a password reset link for',
  invite: 'invited',
  signup_policy: 'changed the sign-up policy',
  test_email: 'sent a test email',
  admin_two_factor: 'changed whether administrators need two-factor sign-in',
  two_factor_off: 'turned off two-factor sign-in of',
};
