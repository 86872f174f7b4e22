/**
 * The app shell's texts (issue 43): the sign-out dialog, the offline banner and the offline
 * reason, resending the verification link, "Check your email", the route error. Loaded at boot
 * with the shell. Today's English, word for word.
 */
import { savedAgo } from '@web/lib/offline/saved-ago';
import { changesText } from '@web/lib/offline/use-unsent-changes';
import { APP_TITLE } from '@web/lib/use-document-title';

export const en = {
  offlineReason: 'Not available offline. Reconnect to make changes.',
  offlineSaved: (p: { savedAt: number }) => `OFFLINE — showing data saved ${savedAgo(p.savedAt)}`,
  offlineNothingSaved: 'OFFLINE — showing what this device has saved',

  // Signing out.
  signedOut: 'Signed out',
  signedOutText: 'You have been successfully signed out.',
  signOutTitle: 'Are You Sure You Want to Sign Out?',
  signOutDescription: 'You will need to sign in again to reach the command center.',
  unsent: (p: { count: number; checkins: number }) =>
    `You have ${changesText(p.count, p.checkins)} not yet sent to Holdfast (made while offline).`,
  unsentExplained:
    'Keep them on this device and they are sent the next time you sign in here. Everything else Holdfast keeps on this device is deleted either way.',
  stayLoggedIn: 'No, Stay Logged In',
  discardAndSignOut: 'Discard Changes and Sign Out',
  keepAndSignOut: 'Keep Changes and Sign Out',
  yesSignOut: 'Yes, Sign Out',
  signOut: 'Sign out',

  // Resending the verification link.
  mailOff: 'Mail is off on this server',
  mailOffResend: 'No email was sent: the new verification link is in the server log, for whoever runs it.',
  verificationSent: 'Verification email sent',
  verificationSentText: 'Check your inbox for a new verification link.',
  alreadyConfirmed: 'Email already confirmed',
  verificationNotSent: 'Verification email not sent',
  unexpected: 'An unexpected error occurred. Please try again.',
  sending: 'Sending...',
  resend: 'Resend verification',

  // Check your email.
  clearancePending: 'Clearance pending',
  checkYourEmail: 'Check your email',
  linkSentBefore: 'We sent a confirmation link to ',
  linkSentAfter: '. Open it to activate your account. Not there? Look in your spam folder, or send a new link.',
  iConfirmedIt: 'I confirmed it',

  // The route error.
  systemFault: 'System fault',
  chunkFailed: 'This part of Holdfast could not be loaded. Check your connection and reload.',
  pageFailed: 'Something went wrong while showing this page.',
  reload: 'Reload',
  returnHome: 'Return to Home',
  appTitle: APP_TITLE,
};
