import { describe, expect, it } from 'vitest';
import { FAMILY_PLAN_MESSAGES as M, familyPlanSchema } from './schemas';

const member = { id: 'm1', name: 'Ana' };
const fieldsOf = (input: unknown) => {
  const r = familyPlanSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the family plan schema', () => {
  it('fills the defaults: an empty plan is valid', () => {
    const plan = familyPlanSchema.parse({});
    expect(plan).toMatchObject({ members: [], outOfTownContacts: [], emergencyRegion: 'us', lastPracticedOn: null });
    expect(plan.meetingPlaces).toEqual({
      indoor: null,
      neighbourhood: null,
      outsideNeighbourhood: null,
      outOfTown: null,
    });
  });

  it.each(['+49 30 1234567', '(555) 010-0199', '555.0100', '+44 20 7946 0958', '000', ''])(
    'accepts the phone %j as typed',
    (phone) => {
      const plan = familyPlanSchema.parse({ members: [{ ...member, mobilePhone: phone }] });
      expect(plan.members[0]!.mobilePhone).toBe(phone);
    },
  );

  it.each([
    ['a phone with letters', { members: [{ ...member, mobilePhone: 'call me' }] }, 'members.0.mobilePhone', M.phone],
    ['a phone of two digits', { members: [{ ...member, otherPhone: '12' }] }, 'members.0.otherPhone', M.phone],
    ['an invalid email', { members: [{ ...member, email: 'ana@' }] }, 'members.0.email', M.email],
    [
      'a 10,000-character note',
      { members: [{ ...member, allergies: 'x'.repeat(10_000) }] },
      'members.0.allergies',
      M.note,
    ],
    [
      '200 members',
      { members: Array.from({ length: 200 }, (_, i) => ({ id: `m${i}`, name: `P${i}` })) },
      'members',
      M.members,
    ],
    ['a nameless member', { members: [{ id: 'm1', name: ' ' }] }, 'members.0.name', M.name],
    [
      'three out-of-town contacts',
      { outOfTownContacts: [1, 2, 3].map((n) => ({ name: `C${n}` })) },
      'outOfTownContacts',
      M.contacts,
    ],
    ['an unknown emergency number', { emergencyRegion: 'mars' }, 'emergencyRegion', M.region],
  ])('%s is refused at its field', (_label, input, field, message) => {
    expect(fieldsOf(input)[field]).toBe(message);
  });
});
