import { describe, expect, it } from 'vitest';
import { todayIso } from './age';
import {
  completeProfileSchema,
  MESSAGES,
  PASSWORD_HINT,
  PASSWORD_SPECIAL_CHARACTERS,
  signInSchema,
  signUpSchema,
} from './schemas';

const valid = {
  email: 'Scout@Example.com ',
  firstName: ' Sam ',
  lastName: '',
  username: 'scout_1',
  dateOfBirth: '1990-04-12',
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
};
const messagesFor = (input: unknown, field: string) => {
  const result = signUpSchema.safeParse(input);
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
};
const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + days);
  return todayIso(d);
};

describe('signUpSchema', () => {
  it('normalises a valid sign-up (trimmed, lower-case email, empty last name -> null)', () => {
    expect(signUpSchema.parse(valid)).toMatchObject({ email: 'scout@example.com', firstName: 'Sam', lastName: null });
  });

  it.each([
    ['email', { email: 'nope' }, MESSAGES.email],
    ['firstName', { firstName: '' }, MESSAGES.firstName],
    ['username', { username: 'ab' }, MESSAGES.usernameMin],
    ['username', { username: 'a-b-c' }, MESSAGES.usernameChars],
    ['password', { password: 'Ab1!', confirmPassword: 'Ab1!' }, MESSAGES.passwordMin],
    ['password', { password: 'abcdefg1!', confirmPassword: 'abcdefg1!' }, MESSAGES.passwordRules],
    ['confirmPassword', { confirmPassword: 'Str0ng!Pasx' }, MESSAGES.confirmPassword],
    ['dateOfBirth', { dateOfBirth: '2020-02-30' }, MESSAGES.dateOfBirth],
    ['dateOfBirth', { dateOfBirth: yearsAgo(-1) }, MESSAGES.dateOfBirth],
  ])('%s: %o -> "%s"', (field, override, message) => {
    expect(messagesFor({ ...valid, ...override }, field)).toContain(message);
  });

  it('age counts month and day: 12 years 364 days is refused, 13 years exactly accepted', () => {
    expect(messagesFor({ ...valid, dateOfBirth: yearsAgo(13, 1) }, 'dateOfBirth')).toEqual([MESSAGES.age]);
    expect(messagesFor({ ...valid, dateOfBirth: yearsAgo(13) }, 'dateOfBirth')).toEqual([]);
  });

  it('accepts each allowed special character', () => {
    for (const special of '@$!%*?&') {
      const password = `Abcdef1${special}`;
      expect(messagesFor({ ...valid, password, confirmPassword: password }, 'password')).toEqual([]);
    }
  });

  it('the hint shown before any error names exactly the characters the rule accepts; others are refused', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('@$!%*?&');
    expect(PASSWORD_HINT).toBe(
      'At least 8 characters, with a lowercase letter, an uppercase letter, a number and one of @$!%*?&',
    );
    for (const other of '#^_-+.') {
      const password = `Abcdef1${other}`;
      expect(messagesFor({ ...valid, password, confirmPassword: password }, 'password')).toEqual([
        MESSAGES.passwordRules,
      ]);
    }
  });
});

describe('signInSchema', () => {
  it('needs a valid email and 6+ characters', () => {
    const r = signInSchema.safeParse({ email: 'x', password: '12345' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message).sort()).toEqual([MESSAGES.email, MESSAGES.signInPasswordMin].sort());
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});

describe('completeProfileSchema', () => {
  it('uses the sign-up rules for username and date of birth', () => {
    const r = completeProfileSchema.safeParse({ firstName: 'A', username: 'x!', dateOfBirth: yearsAgo(5) });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([MESSAGES.usernameChars, MESSAGES.age]),
    );
  });
});
