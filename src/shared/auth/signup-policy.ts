/**
 * Who may create an account on this server (decision 284): anyone (`open`), only through a
 * household's or an administrator's invitation (`invite`), or only through an administrator's
 * (`closed`). SIGNUPS is the default; an administrator changes it on the admin page.
 */
export const SIGNUP_POLICIES = ['open', 'invite', 'closed'] as const;
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];

export const SIGNUP_MESSAGES = {
  closed: 'Sign-up is closed on this server. Ask its administrator for an invitation.',
  invite: 'Sign-up on this server is by invitation only. Ask a household owner or the administrator for an invitation.',
  disabled: 'This account is disabled.',
  verifyEmail: 'Please confirm your email address first: open the link we emailed you.',
} as const;
