import type { Formats } from '@shared/i18n/format';

/**
 * The family plan's completeness checks (src/shared/family-plan/completeness.ts) in words: the
 * family plan page and the dashboard's card both show them, so they live here, not in a feature.
 */
export const en = {
  checkNamed: (p: { count: number }, f: Formats) =>
    f.plural(p.count, { one: '# person named', other: '# people named' }),
  checkName: 'Name the people in your household',
  checkContactDone: 'Out-of-town contact with a phone',
  checkContact: 'Add an out-of-town contact with a phone',
  checkPlacesDone: (p: { count: number }) => `${p.count} meeting places`,
  checkPlaces: (p: { count: number }) => `Add at least two meeting places (${p.count} so far)`,
  checkPhonesFor: (p: { names: string[] }) => `Add a phone for ${p.names.join(', ')}`,
  checkPhonesDone: (p: { age: number }) => `Everyone ${p.age} and older has a phone`,
  checkPhones: (p: { age: number }) => `Add a phone for each person ${p.age} and older`,
  checkPractise: 'Practise the plan and record a drill',
  checkPractiseAgain: (p: { day: string }) => `Practise again: last practised ${p.day}`,
  checkPractised: (p: { day: string; next: string }) => `Practised ${p.day}; next by ${p.next}`,
};
