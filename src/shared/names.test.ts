import { describe, expect, it } from 'vitest';
import { completeProfileSchema, signUpSchema } from './auth/schemas';
import { familyPlanSchema } from './family-plan/schemas';
import { cleanName, personName } from './names';
import { TEXT_MESSAGES } from './text';

const RLO = '\u202e';

describe('cleanName: no control, bidi or zero-width characters, one line', () => {
  it.each([
    ['a right-to-left override', `Ana${RLO}moc.live`, 'Anamoc.live'],
    [
      'the other bidi controls',
      '\u202aA\u202bB\u202cC\u202dD\u2066E\u2067F\u2068G\u2069H\u200eI\u200fJ\u061cK',
      'ABCDEFGHIJK',
    ],
    ['zero-width characters', 'A\u200bn\u200ca\u200d \u2060O\ufeffwner', 'Ana Owner'],
    ['line breaks, as a space', 'Ana\nOwner\r\nJr\u2028X\u2029Y\u0085Z', 'Ana Owner Jr X Y Z'],
    ['tabs, as a space', 'Ana\tOwner', 'Ana Owner'],
    ['C0 and C1 controls and DEL', 'A\u0001n\u001ba\u007f\u0080\u009f', 'Ana'],
    ['runs of spaces left behind, and the ends', ` \n Ana \u200b  Owner ${RLO}`, 'Ana Owner'],
  ])('removes %s', (_what, input, expected) => {
    expect(cleanName(input)).toBe(expected);
  });

  it.each([
    ['accents and other scripts', 'José Ñúñez 東京 محمد'],
    ['an emoji', 'Ana 🎒'],
    ['a no-break space and punctuation', "O'Brien-Smith\u00a0Jr."],
  ])('keeps %s', (_what, name) => {
    expect(cleanName(name)).toBe(name);
  });
});

describe('the name schemas clean silently (decision 0260)', () => {
  const signUp = {
    email: 'scout@example.com',
    firstName: `Ana${RLO}\nWIN`,
    lastName: '\u200b',
    username: 'scout',
    dateOfBirth: '1990-01-01',
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
  };

  it('sign-up and the profile store the cleaned names', () => {
    expect(signUpSchema.parse(signUp)).toMatchObject({ firstName: 'Ana WIN', lastName: null });
    expect(
      completeProfileSchema.parse({
        firstName: 'Sam\r\nX',
        lastName: `B${RLO}`,
        username: 'sam',
        dateOfBirth: '1990-01-01',
      }),
    ).toMatchObject({ firstName: 'Sam X', lastName: 'B' });
  });

  it('a name of invisible characters only is an empty name', () => {
    const result = signUpSchema.safeParse({ ...signUp, firstName: `\u200b${RLO}\n` });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'First name is required'],
    ]);
  });

  it('the family plan cleans the names of its members and contacts', () => {
    const plan = familyPlanSchema.parse({
      members: [{ id: 'm1', name: `Leo${RLO}\n` }],
      outOfTownContacts: [{ name: 'Aunt\u200b May' }],
    });
    expect(plan.members[0]!.name).toBe('Leo');
    expect(plan.outOfTownContacts[0]!.name).toBe('Aunt May');
  });

  it('NUL is still refused with its message, not cleaned', () => {
    expect(personName().safeParse('A\u0000').error?.issues[0]?.message).toBe(TEXT_MESSAGES.unstorable);
  });

  it('counts the length after cleaning', () => {
    expect(personName().max(3).parse('\u200bAna\u200b')).toBe('Ana');
  });
});
