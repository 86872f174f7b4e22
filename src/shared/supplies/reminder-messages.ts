/**
 * The expiry reminders' messages without zod (issue 41, decision 0306): the profile page and the
 * unsubscribe page show them; settings-schemas.ts holds the schemas and re-exports them.
 */
export const REMINDER_MESSAGES = {
  reminders: 'Choose on or off',
  saved: 'Reminder settings saved',
  saveFailed: 'Could not save the reminder settings.',
  unsubscribed: 'You will no longer get expiry reminders.',
  badLink: 'This unsubscribe link is not valid.',
  verifyFirst: 'Verify your email address to get reminders.',
} as const;
