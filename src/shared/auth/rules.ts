/**
 * The account rules and messages without zod (issue 41, decision 0306): the forms show these at
 * first paint (the password hint, the age limit), and the schemas in schemas.ts, which re-exports
 * them, load with the form's first validation. Messages are docs/product.md's, word for word.
 */
export const MIN_AGE = 13;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SIGN_IN_PASSWORD_MIN = 6;
export const NAME_MAX = 80;

export const MESSAGES = {
  email: 'Please enter a valid email address',
  firstName: 'First name is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameChars: 'Username can only contain letters, numbers, and underscores',
  usernameMax: `Username must be at most ${USERNAME_MAX} characters`,
  age: 'You must be at least 13 years old',
  dateOfBirth: 'Please enter a valid date of birth',
  passwordMin: 'Password must be at least 8 characters',
  passwordRules:
    'Password must contain at least one lowercase letter, one uppercase letter, one number, and one special character',
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  confirmPassword: "Passwords don't match",
  signInPasswordMin: 'Password must be at least 6 characters',
  nameMax: `Must be at most ${NAME_MAX} characters`,
} as const;

/** The only special characters a new password may count as its special character (the seed's rule). */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

/** The rule in words, shown under a new-password field before any error (decision 0295). */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, with a lowercase letter, an uppercase letter, a number and one of ${PASSWORD_SPECIAL_CHARACTERS}`;
