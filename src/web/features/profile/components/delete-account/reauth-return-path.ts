/** Where the provider brings a password-less user back to: the profile page, with the delete dialog open again. */
export const REAUTH_RETURN_PATH = '/profile-settings?confirm=delete-account';
