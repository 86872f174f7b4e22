/** Catalogue texts (part-1 section 8) used in more than one place. */
export const USERNAME_TAKEN_TITLE = 'Username taken';
export const USERNAME_TAKEN = 'This username is already in use. Please choose another one.';
