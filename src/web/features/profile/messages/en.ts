/** The profile settings page's texts (issue 43): today's English, word for word. */
import { PASSWORD_HINT } from '@shared/auth/rules';
import type { Formats } from '@shared/i18n/format';
import { longUsDate } from '@web/lib/format';

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
  cancel: 'Cancel',
  deleteAccount: 'Delete Account',
  deleteTitle: 'Delete your account?',
  deleteDescription: 'This cannot be undone. Export your data first if you want a copy.',
  loadingDialog: 'Loading...',

  // Two-factor sign-in.
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

  // Passkeys.
  passkeyAdded: 'Passkey added',
  passkeyAddedText: (p: { name: string }) => `“${p.name}” now signs you in without a password.`,
  passkeyNotAdded: 'Passkey not added',
  addPasskey: 'Add a passkey',
  passkeyName: 'Passkey name',
  passkeyNameHint: 'Such as the device it is on: “Phone”.',
  waitingForDevice: 'Waiting for your device...',
  passkeyRemoved: 'Passkey removed',
  passkeyRemovedText: (p: { name: string }) => `“${p.name}” no longer signs you in.`,
  passkeyNotRemoved: 'Passkey not removed',
  passkeyAddedOn: (p: { when: string }) => `Added ${p.when}`,
  lastUsed: (p: { when: string }) => `last used ${p.when}`,
  notUsedYet: 'not used to sign in yet',
  renameNamed: (p: { name: string }) => `Rename ${p.name}`,
  rename: 'Rename',
  removeNamed: (p: { name: string }) => `Remove ${p.name}`,
  remove: 'Remove',
  removeTitle: (p: { name: string }) => `Remove “${p.name}”?`,
  removeText: 'It will no longer sign you in. Remove it from the device too (in its passwords or passkeys settings).',
  removePasskey: 'Remove passkey',
  loadingPasskeys: 'Loading passkeys...',
  passkeysFailed: 'Could not load your passkeys.',
  noPasskeys: 'No passkeys yet.',
  yourPasskeys: 'Your passkeys',

  // Calendar feed.
  calendarResetFailed: 'Could not reset the calendar link. Please try again.',
  calendarCreateFailed: 'Could not create the calendar link. Please try again.',
  calendarReset: 'Calendar link reset',
  calendarCreated: 'Calendar link created',
  calendarResetText: 'The old link no longer works. Subscribe again with the new one.',
  calendarCreatedText: 'Copy it into your calendar app to subscribe.',
  linkCopied: 'Link copied',
  linkCopiedText: 'Add it in your calendar app as a calendar from a URL (a subscription).',
  copyFailed: 'Copy failed',
  copyLinkYourself: 'Select the link and copy it yourself.',
  calendarTitle: 'Calendar Feed',
  calendarDescription: 'Add your expiry dates to Google Calendar, Apple Calendar or Thunderbird.',
  calendarExplained:
    'Subscribe to your private calendar link: every supply batch and kit item with an expiry date shows on its day, with a reminder a week before, and your calendar app keeps it up to date. Anyone with the link can see these dates: keep it to yourself, and reset it if it gets out.',
  loadingCalendar: 'Loading calendar link...',
  calendarFailed: 'The calendar link could not be loaded.',
  creating: 'Creating...',
  createCalendarLink: 'Create calendar link',
  calendarLink: 'Calendar link',
  copyLink: 'Copy link',
  resetLink: 'Reset link',
  resetCalendarTitle: 'Reset the calendar link?',
  resetCalendarText:
    'The old link stops working at once: calendars subscribed to it stop updating until you subscribe them to the new link.',

  // Notifications on this device.
  pushUnsupported:
    'This browser cannot show notifications from Holdfast. On an iPhone or iPad, add Holdfast to the Home Screen, open it from there and come back to this page.',
  pushDenied:
    'Notifications are blocked for Holdfast in this browser. Allow them in the site settings, then come back to this page to turn them on.',
  pushOn: 'Notifications are on for this device.',
  pushOff: 'Off on this device. Turn them on to be told even when Holdfast is closed.',
  pushTurnOnFailed: 'Could not turn notifications on. Please try again.',
  pushNotAllowed: 'The browser did not allow them. Choose Turn on again and allow notifications.',
  pushNoDevices: 'No device has notifications on yet.',
  notificationsOn: 'Notifications on',
  notificationsOnText: 'This device will be told about emergencies and reminders.',
  notificationsOff: 'Notifications off',
  notificationsOffText: 'This device will not get notifications from Holdfast.',
  turnOffFailed: 'Could not turn notifications off. Please try again.',
  testSent: 'Test notification sent',
  testSentTo: (p: { count: number }, f: Formats) =>
    f.plural(p.count, { one: 'Sent to # device.', other: 'Sent to # devices.' }),
  testFailed: 'Could not send a test notification. Please try again.',
  deviceRemoved: 'Device removed',
  deviceRemovedText: (p: { label: string }) => `${p.label} will not get notifications any more.`,
  removeDeviceFailed: 'Could not remove the device. Please try again.',
  pushTitle: 'Notifications on this device',
  pushDescription: 'Emergencies, check-ins and reminders, on your phone or computer.',
  turningOff: 'Turning off...',
  turnOffPush: 'Turn off',
  turningOn: 'Turning on...',
  turnOnPush: 'Turn on',
  yourDevices: 'Your devices',
  devicesFailed: 'Could not load your devices.',
  loadingDevices: 'Loading devices...',
  deviceAdded: (p: { at: string }) => `Added ${longUsDate(p.at)}`,
  lastNotified: (p: { at: string }) => `last notified ${longUsDate(p.at)}`,
  notNotifiedYet: 'not notified yet',
  removeDevice: (p: { label: string; current: boolean }) => `Remove ${p.label}${p.current ? ' (this device)' : ''}`,
  sendTest: 'Send a test notification',

  // Official warnings.
  severityExtreme: 'Extreme',
  severitySevere: 'Severe',
  severityModerate: 'Moderate',
  severityMinor: 'Minor',
  hintExtreme: 'Extraordinary threat to life or property',
  hintSevere: 'Significant threat to life or property',
  hintModerate: 'Possible threat to life or property',
  hintMinor: 'Minimal to no known threat',
  warningsTitle: 'Official warnings',
  warningsDescription:
    'When a warning covers a place your household watches, you are told once by email and on your devices with notifications on. The banner and the warnings page show every warning, whatever you choose here.',
  warningsFailed: 'Could not load the warning settings.',
  loadingEllipsis: 'Loading…',
  warningsSaved: 'Your warning settings have been saved.',
  warningsNotify: 'Warnings that notify me',
  noneChosen: 'None chosen: you will not be emailed or notified of warnings (the banner still shows them).',
  quietHours: 'Quiet hours',
  quietHoursHint:
    'Optional: leave both empty for none. During these hours notifications on your devices wait until they end (the email still comes at once). Extreme warnings still come through at once.',
  from: 'From',
  to: 'To',
  timeZoneNote: (p: { zone: string }) => `Times are in this device's time zone (${p.zone}), saved with them.`,
  verifyForWarnings: 'Verify your email address to get warnings by email.',
  saveWarnings: 'Save warning settings',

  // Exporting, push setup, unsubscribing.
  exportFailed: 'Export failed',
  exportFailedText: 'Failed to export your data. Please try again.',
  dataExported: 'Data exported',
  inDownloads: (p: { filename: string }) => `${p.filename} is in your downloads.`,
  pushSetupFailed: (p: { reason: string }) =>
    `This browser could not set up notifications: its push service did not answer, or this is a private window, which cannot have them (${p.reason})`,
  notInstalled: 'Holdfast is not installed in this browser yet. Reload the page, then try again.',
  unsubscribeTitle: 'Expiry reminders',
  unsubscribing: 'Unsubscribing…',
  backToHoldfast: 'Back to Holdfast',
  passwordHint: `${PASSWORD_HINT}.`,
};
