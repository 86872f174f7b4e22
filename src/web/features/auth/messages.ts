/** Texts used in more than one place (docs/product.md#sign-up, #completing-the-profile). */
export const USERNAME_TAKEN_TITLE = 'Username taken';
export const USERNAME_TAKEN = 'This username is already in use. Please choose another one.';

/**
 * Without SMTP_URL the server sends no email: each one goes to its log (decision 0262). The
 * pages say so instead of "we emailed you"; an account works unverified meanwhile.
 */
export const MAIL_OFF = {
  signUpDescription: 'Mail is off on this server, so no confirmation email is sent: you sign in right away.',
  signUp: 'Mail is off on this server, so no confirmation email was sent. Sign in with your email and password.',
} as const;
