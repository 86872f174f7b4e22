/** Texts used in more than one place (docs/product.md#sign-up, #completing-the-profile). */
export const USERNAME_TAKEN_TITLE = 'Username taken';
export const USERNAME_TAKEN = 'This username is already in use. Please choose another one.';
