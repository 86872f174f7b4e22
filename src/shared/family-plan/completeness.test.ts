import { describe, expect, it } from 'vitest';
import { completeness, isComplete, type PlanForCompleteness } from './completeness';
import { countsFromMembers } from './household';

const today = '2026-11-24';
const adult = { name: 'Ana', dateOfBirth: '1990-05-01', mobilePhone: '+1 555 0100', otherPhone: '' };
const child = { name: 'Leo', dateOfBirth: '2019-02-10', mobilePhone: '', otherPhone: '' };
const place = { name: 'Oak tree', address: 'Corner of 5th and Main' };
const full: PlanForCompleteness = {
  members: [adult, child],
  outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199', otherPhone: '' }],
  meetingPlaces: { neighbourhood: place, outOfTown: { name: 'Gran', address: '12 Hill Rd, Dayton' } },
  lastPracticedOn: '2026-09-01',
};
const missing = (plan: PlanForCompleteness) =>
  completeness(plan, today)
    .filter((c) => !c.done)
    .map((c) => c.id);

describe('family plan completeness', () => {
  it.each<[string, PlanForCompleteness, string[]]>([
    ['a complete plan', full, []],
    ['nobody named', { ...full, members: [] }, ['members', 'phones']],
    ['a blank name is nobody', { ...full, members: [{ ...adult, name: '  ' }] }, ['members', 'phones']],
    ['no out-of-town contact', { ...full, outOfTownContacts: [] }, ['out-of-town']],
    [
      'an out-of-town contact without a phone',
      { ...full, outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '', otherPhone: ' ' }] },
      ['out-of-town'],
    ],
    ['one meeting place', { ...full, meetingPlaces: { neighbourhood: place } }, ['meeting-places']],
    [
      'an empty meeting place does not count',
      { ...full, meetingPlaces: { neighbourhood: place, outOfTown: { name: '', address: '' } } },
      ['meeting-places'],
    ],
    ['an adult without a phone', { ...full, members: [{ ...adult, mobilePhone: '' }, child] }, ['phones']],
    ['another phone is a phone', { ...full, members: [{ ...adult, mobilePhone: '', otherPhone: '555 0101' }] }, []],
    [
      'a member without a date of birth needs a phone',
      { ...full, members: [{ ...child, dateOfBirth: null }] },
      ['phones'],
    ],
    ['a child of 7 without a phone is fine', { ...full, members: [adult, child] }, []],
    ['a 14-year-old needs one', { ...full, members: [adult, { ...child, dateOfBirth: '2012-11-24' }] }, ['phones']],
    ['never practised', { ...full, lastPracticedOn: null }, ['practice']],
    ['practised 6 months ago to the day: due', { ...full, lastPracticedOn: '2026-05-24' }, ['practice']],
    ['practised a day less than 6 months ago', { ...full, lastPracticedOn: '2026-05-25' }, []],
  ])('%s', (_label, plan, expected) => {
    expect(missing(plan)).toEqual(expected);
    expect(isComplete(completeness(plan, today))).toBe(expected.length === 0);
  });

  it('writes the practice dates with the given format', () => {
    const practice = (lastPracticedOn: string) =>
      completeness({ ...full, lastPracticedOn }, today, (d) => `<${d}>`).find((c) => c.id === 'practice')!.text;
    expect(practice('2026-09-01')).toBe('Practised <2026-09-01>; next by <2027-03-01>');
    expect(practice('2026-01-01')).toBe('Practise again: last practised <2026-01-01>');
  });

  it('names who lacks a phone', () => {
    const checks = completeness(
      {
        ...full,
        members: [
          { ...adult, mobilePhone: '' },
          { ...adult, name: 'Ben' },
        ],
      },
      today,
    );
    expect(checks.find((c) => c.id === 'phones')!.text).toBe('Add a phone for Ana');
  });
});

describe('readiness counts from the named members', () => {
  it.each([
    ['nobody named: the plain counts apply', [], null],
    [
      'ages on today, the group limits included',
      [
        { name: 'A', dateOfBirth: '2012-11-24', pregnantOrBreastfeeding: false }, // 14 today
        { name: 'B', dateOfBirth: '2012-11-25', pregnantOrBreastfeeding: false }, // 13
        { name: 'C', dateOfBirth: '2017-11-24', pregnantOrBreastfeeding: false }, // 9
        { name: 'D', dateOfBirth: '2017-11-25', pregnantOrBreastfeeding: false }, // 8
        { name: 'E', dateOfBirth: '2022-11-24', pregnantOrBreastfeeding: false }, // 4
        { name: 'F', dateOfBirth: '2022-11-25', pregnantOrBreastfeeding: false }, // 3
      ],
      { adults: 1, children9to13: 2, children4to8: 2, childrenUnder4: 1, pregnantOrBreastfeeding: 0 },
    ],
    [
      'no date of birth: an adult; pregnant counts only among adults',
      [
        { name: 'A', dateOfBirth: null, pregnantOrBreastfeeding: true },
        { name: 'B', dateOfBirth: '2020-01-01', pregnantOrBreastfeeding: true },
        { name: ' ', dateOfBirth: '1980-01-01', pregnantOrBreastfeeding: false },
      ],
      { adults: 1, children9to13: 0, children4to8: 1, childrenUnder4: 0, pregnantOrBreastfeeding: 1 },
    ],
  ])('%s', (_label, members, expected) => {
    expect(countsFromMembers(members, today)).toEqual(expected);
  });
});
