/**
 * Profile settings' messages without zod (issue 41, decision 0306): the page shows them at first
 * paint; schemas.ts holds the schemas and re-exports them.
 */
export const PROFILE_MESSAGES = {
  /** Toast title + description of a username clash (docs/product.md#profile-settings). */
  usernameTakenTitle: 'Username taken',
  usernameTaken: 'This username is already in use. Please choose another one.',
  saved: 'Profile Updated',
  saveFailed: 'Failed to update profile.',
  deleteUsernameMismatch: 'Type your username exactly as shown',
  deletePasswordRequired: 'Enter your current password',
  deleteWrongPassword: 'That password is not right',
  deleteNeedsFreshSignIn: 'Sign in with Google again, then delete within 5 minutes',
} as const;
