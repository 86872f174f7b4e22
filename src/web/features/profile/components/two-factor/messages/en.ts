/**
 * Turning two-factor sign-in on, and the recovery codes (issue 43): texts that load with those
 * steps, when the password form is first used, not with the page (decision 0356). Today's English,
 * word for word.
 */
export const en = {
  codesFileHeading: 'Holdfast recovery codes (each works once)',
  codesCopied: 'Recovery codes copied',
  couldNotCopy: 'Could not copy',
  copyYourself: 'Select the codes and copy them yourself.',
  yourCodes: 'Your recovery codes',
  keepCodes:
    'Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose your authenticator app. ',
  notAgain: 'You will not see them again.',
  copyCodes: 'Copy codes',
  downloadCodes: 'Download codes',
  savedThem: 'I saved them',
  twoFactorOn: 'Two-factor sign-in is on',
  twoFactorOnText: 'Signing in now also asks for a code from your app.',
  twoFactorNotOn: 'Two-factor sign-in not turned on',
  setupStep1: 'Open an authenticator app on your phone (for example Aegis, 2FAS, Google Authenticator or 1Password).',
  setupStep2: 'Scan this QR code, or type the key below into the app.',
  setupStep3: 'Enter the 6-digit code the app shows.',
  qrAlt: 'QR code for your authenticator app',
  keyToType: 'Key to type into the app',
  codeFromApp: 'Code from the app',
  checking: 'Checking...',
  confirmTurnOn: 'Confirm and turn on',
};
