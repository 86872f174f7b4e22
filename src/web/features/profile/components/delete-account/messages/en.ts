/**
 * The delete-account dialog's own texts (issue 43): they load with the dialog's body, on the first
 * wish to open it, not with the page (decision 0356's budget for /profile-settings in German).
 * Today's English, word for word.
 */
export const en = {
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
  deleting: 'Deleting...',
  deletedForGood: 'Deleted for good:',
  deletedAccount: 'your account, profile and profile picture;',
  deletedTracker: 'your supply tracker;',
  deletedKits: 'every kit and survival plan you made, with their pictures, and the copies you acquired;',
  deletedHistory: 'your newsletter subscription and your sign-in history.',
  whatStays: 'What stays:',
  whatStaysText: 'Copies of your public kits and plans that other operatives acquired are theirs, and stay with them.',
};
