/**
 * Account security's messages and limits without zod (issue 41, decision 0306): the pages show
 * them at first paint, the schemas (schemas.ts, two-factor.ts, passkeys.ts re-export them) load
 * with a form's first validation.
 */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Enter your current password',
  wrongPassword: 'That password is not right',
  samePassword: 'The new password must differ from the current one',
  sameEmail: 'This is already your email address',
  emailTaken: 'An account with this email already exists.',
  noPassword: 'Your account has no password yet. Set one first (below).',
  thisSession: 'This is the session you are using: sign out from the menu instead.',
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is 6 digits',
  recoveryRequired: 'Enter one of your recovery codes',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  wrongRecoveryCode: 'That recovery code is not right, or it was used already.',
  expired: 'This sign-in took too long. Enter your email and password again.',
  locked: 'Too many wrong codes. Wait 15 minutes, then sign in again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is off.',
  notStarted: 'Start again: turn on two-factor sign-in with your password first.',
  adminRequired:
    'Administrators must turn on two-factor sign-in before using the admin page. Turn it on in Profile › Sign-in and security.',
  adminRequiresOwn: 'Turn on two-factor sign-in for your own account first, so you keep access to this page.',
} as const;

export const RECOVERY_CODE_COUNT = 10;

export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Give the passkey a name, such as the device it is on',
  nameMax: `Keep the name under ${PASSKEY_NAME_MAX} characters`,
  notFresh: 'Sign in again (within the last 5 minutes) to add a passkey.',
  setupExpired: 'Adding the passkey took too long. Start again.',
  notSaved: 'The passkey could not be saved. Start again.',
  notFound: 'That passkey is gone.',
  signInFailed: 'That passkey did not sign you in. Try again, or use your password.',
  notVerified: 'Your device did not confirm it was you (PIN, fingerprint or face). Try again.',
  otherAccount: 'That passkey belongs to another account. Use one of this account’s passkeys.',
  cancelled: 'The passkey request was cancelled or timed out.',
  unsupported: 'This browser cannot use passkeys.',
  /** WebAuthn refuses an IP address (and any address but the server's PUBLIC_URL). */
  wrongAddress:
    'Passkeys work only at this server’s own address, a domain name such as holdfast.example.org or localhost.',
} as const;
