/** The profile settings page's texts (issue 43): today's English, word for word. */
import type { Formats } from '@shared/i18n/format';

export const en = {
  backToDashboard: 'Back to Dashboard',
  eyebrow: 'Operative file',
  title: 'Profile Settings',
  signedInAsBefore: 'Signed in as ',
  signedInAsAfter: '.',
  error: 'Error',
  tryAgain: 'Try Again',
  unexpected: 'An unexpected error occurred. Please try again.',

  // The Language card (issue 43).
  language: 'Language',
  languageDescription: 'The language Holdfast speaks to you, on this device and in its emails.',
  languageNotChanged: 'Language not changed',

  // Basic info and privacy.
  profileForm: 'Profile',
  basicInfo: 'Basic Info',
  basicInfoDescription: 'How the squad knows you: your name and your @username.',
  firstName: 'First Name',
  lastName: 'Last Name',
  username: 'Username',
  usernameHint: 'At least 3 characters: letters, numbers and underscores. Unique in any letter case.',
  privacy: 'Privacy Settings',
  privacyDescription: 'Applied when you save your changes.',
  publicProfile: 'Public Profile',
  publicProfileHint: 'Let other operatives see your name, @username and picture. Off: your profile stays private.',
  showScore: 'Show Preparedness Score',
  showScoreHint: 'Show your preparedness score with your profile. Off: it stays visible to you only.',
  saving: 'Saving...',
  saveChanges: 'Save Changes',
  changesSaved: 'Your changes have been saved.',

  // Sign-in and security.
  security: 'Sign-in and security',
  securityDescription: 'Your password and email, where you are signed in, and what happened lately.',
  securityLoading: 'Loading your sign-in settings',
  securityFailed: 'Could not load your sign-in settings.',
  password: 'Password',
  noPasswords: (p: { provider: string }) => `You sign in with ${p.provider}: this server uses no passwords.`,
  changePassword: 'Change password',
  setPassword: 'Set a password',
  changeEmail: 'Change email',
  changeEmailDescription: (p: { email: string }) =>
    `Now ${p.email}. We send a link to the new address; your email changes when you follow it.`,
  emailFixed: (p: { provider: string }) =>
    `You sign in with ${p.provider} and have no password, so your email cannot be changed here.`,
  twoFactor: 'Two-factor sign-in',
  twoFactorDescription:
    'A code from an authenticator app on your phone after your password, with recovery codes for when you lose it.',
  passkeys: 'Passkeys',
  passkeysDescription:
    "Sign in with your phone's or computer's screen lock (fingerprint, face or PIN) instead of a password. After a password, a passkey can also stand in for the code from the app.",
  whereSignedIn: "Where you're signed in",
  securityLog: 'Security log',
  securityLogDescription: 'Sign-ins, failed attempts, sign-outs, and password and email changes.',

  // Change password.
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  signsOutElsewhere: 'Changing it signs you out everywhere else; you stay signed in on this device.',
  changing: 'Changing...',
  passwordNotChanged: 'Password not changed',
  passwordChanged: 'Password changed',
  passwordChangedEnded: (p: { count: number }, f: Formats) =>
    p.count === 0
      ? 'You stay signed in here.'
      : f.plural(p.count, {
          one: 'You stay signed in here; # other session was signed out.',
          other: 'You stay signed in here; # other sessions were signed out.',
        }),

  // Sessions.
  notSignedOut: 'Not signed out',
  loadingSessions: 'Loading sessions...',
  sessionsFailed: 'Could not load your sessions.',
  signedOut: 'Signed out',
  deviceSignedOut: (p: { device: string }) => `${p.device} is signed out.`,
  signOutFailed: 'Could not sign that session out. Please try again.',
  signedOutElsewhere: 'Signed out everywhere else',
  sessionsEnded: (p: { count: number }, f: Formats) =>
    f.plural(p.count, { one: '# session was signed out.', other: '# sessions were signed out.' }),
  signOutOthersFailed: 'Could not sign the other sessions out. Please try again.',
  unknownDevice: 'Unknown device',
  thisDevice: ' (this device)',
  address: (p: { ip: string }) => `Address ${p.ip}`,
  addressUnknown: 'Address unknown',
  inUseNow: 'in use now',
  lastActive: (p: { when: string }) => `last active ${p.when}`,
  signedInAt: (p: { when: string }) => `signed in ${p.when}`,
  signOutDevice: (p: { device: string; when: string }) => `Sign out ${p.device}, last active ${p.when}`,
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  signOutOthers: 'Sign out of all other sessions',
  onlyThisDevice: 'You are signed in on this device only.',
  unknownTime: 'at an unknown time',

  // Your data.
  yourData: 'Your Data',
  yourDataDescription: 'Everything you keep here is yours: take it with you, or take it away.',
  exportExplained:
    'One JSON file with your account, profile, supplies, kits with their items, plans, acquisitions and sign-in history.',
  exporting: 'Exporting...',
  exportData: 'Export My Data',
  dangerZone: 'Danger Zone',
  deleteExplained:
    'Deleting your account removes it and everything you made, for good. Copies others acquired stay theirs.',

  // Profile picture.
  pictureTitle: 'Profile Picture',
  pictureDescription: 'JPEG, PNG, WebP or GIF up to 5 MB. Saved as soon as you choose it.',
  uploadError: 'Upload Error',
  tooLarge: 'Image must be 5 MB or smaller',
  uploadFailed: 'Failed to upload picture. Please try again.',
  pictureUpdated: 'Picture updated',
  pictureUpdatedText: 'Your new profile picture is saved.',
  removeFailed: 'Failed to remove picture. Please try again.',
  pictureRemoved: 'Picture removed',
  pictureRemovedText: 'Your initials show in its place.',
  uploading: 'Uploading...',
  uploadPicture: 'Upload Picture',
  removing: 'Removing...',
  removePicture: 'Remove Picture',

  // Expiry reminders.
  expiryTitle: 'Expiry Reminders',
  expiryDescription: (p: { windowDays: number; soonDays: number }) =>
    `A weekly email of what expires within ${p.windowDays} days or has expired, and one as soon as something expires within ${p.soonDays} days.`,
  expiryDescriptionLoading: 'Emails before your supplies and kit items expire.',
  expiryFailed: 'Could not load the reminder settings.',
  expirySwitch: 'Email me before supplies expire',

  // Change email.
  setPasswordFirst: 'Set a password first (above): changing your email asks for it.',
  emailNotChanged: 'Email not changed',
  checkNewInbox: 'Check your new inbox',
  followLink: (p: { address: string }) => `Follow the link we sent to ${p.address} to finish the change.`,
  linkSentBefore: 'We sent a link to ',
  linkSentAfter:
    '. Your email changes when you follow it (within 24 hours); until then you keep signing in with your current one.',
  newEmail: 'New email',
  sending: 'Sending...',

  // Security log.
  loadingLog: 'Loading the security log...',
  logFailed: 'Could not load the security log.',
  nothingRecorded: 'Nothing recorded yet.',
  check: 'Check: ',
  loading: 'Loading...',
  showOlder: 'Show older',

  // Setting a password by email.
  noPasswordBefore: (p: { provider: string }) =>
    `You sign in with ${p.provider}, so your account has no password. To set one, we email a link to `,
  noPasswordAfter: '. Setting it signs you out everywhere, this device too; then sign in with either.',
  linkWorksOneHour: 'Check your inbox: the link works for one hour.',
  linkNotSent: 'Link not sent',
  sendAgain: 'Send the link again',

  // Deleting the account.
  accountDeleted: 'Account deleted',
  accountDeletedText: 'Your account and everything in it are gone. Copies others acquired stay theirs.',
  freshSignIn: (p: { provider: string }) =>
    `You signed in with ${p.provider} a moment ago: you can delete now. This works for 5 minutes after signing in.`,
  proveWithProvider: (p: { provider: string }) =>
    `Your account signs in with ${p.provider}, so there is no password to ask for. To confirm it is you, sign in with ${p.provider} again, then delete within 5 minutes.`,
  providerFailed: (p: { provider: string }) => `${p.provider} sign-in failed`,
  signInAgainWith: (p: { provider: string }) => `Sign in with ${p.provider} again`,
  deleteFailed: 'Failed to delete account. Please try again.',
  typeUsername: 'Type your username to confirm',
  enterBefore: 'Enter ',
  enterAfter: ' (any letter case).',
  checkingProof: 'Checking how to confirm it is you',
  proofFailed: 'Could not check how to confirm it is you.',
  currentPasswordTitle: 'Current Password',
  cancel: 'Cancel',
  deleting: 'Deleting...',
  deleteAccount: 'Delete Account',
  deleteTitle: 'Delete your account?',
  deleteDescription: 'This cannot be undone. Export your data first if you want a copy.',
  deletedForGood: 'Deleted for good:',
  deletedAccount: 'your account, profile and profile picture;',
  deletedTracker: 'your supply tracker;',
  deletedKits: 'every kit and survival plan you made, with their pictures, and the copies you acquired;',
  deletedHistory: 'your newsletter subscription and your sign-in history.',
  whatStays: 'What stays:',
  whatStaysText: 'Copies of your public kits and plans that other operatives acquired are theirs, and stay with them.',

  // Two-factor sign-in.
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
  twoFactorNotStarted: 'Two-factor sign-in not started',
  off: 'Off.',
  offText:
    ' With it on, signing in with your password also asks for a code from an authenticator app on your phone, so a stolen password alone is not enough.',
  starting: 'Starting...',
  turnOn: 'Turn on two-factor sign-in',
  twoFactorNotOff: 'Two-factor sign-in not turned off',
  twoFactorOff: 'Two-factor sign-in is off',
  twoFactorOffText: 'Signing in now needs only your password.',
  noNewCodes: 'No new recovery codes',
  on: 'On.',
  onText: ' Signing in asks for a code from your authenticator app. ',
  codesLeft: (p: { count: number }, f: Formats) =>
    f.plural(p.count, { one: '# recovery code is left.', other: '# recovery codes are left.' }),
  makeNewSoon: ' Make new ones soon.',
  newCodes: 'New recovery codes',
  turnOff: 'Turn off two-factor sign-in',
  loadingTwoFactor: 'Loading two-factor sign-in',
  twoFactorFailed: 'Could not load your two-factor sign-in.',
  twoFactorNeedsPassword: 'Set a password first: two-factor sign-in adds a step to it.',
};
