import { describe, expect, it } from 'vitest';
import { checkCheckin } from './checkin';
import { CHECKIN_MESSAGES } from './limits';
import { checkinSchema, type CheckinInput } from './schemas';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const LONE = '\ud800';
const x = (n: number, c = 'x') => c.repeat(n);

// What each field of a check-in can be, as the form or a resend makes it (CheckinInput), with the
// bounds, the cleaning, the characters PostgreSQL cannot store and the empty forms.
const IDS = [
  ID,
  ID.toUpperCase(),
  ` ${ID}\n`,
  'bad',
  '',
  `${ID}0`,
  ID.replace('0f', 'g0'),
  `${ID}\u0000`,
  `${ID}${LONE}`,
  '00000000-0000-4000-8000-000000000000',
];
const NOTES: CheckinInput['note'][] = [
  undefined,
  null,
  '',
  '   ',
  'At the school gym',
  '  Leo is\nwith me  ',
  x(280),
  x(281),
  ` ${x(280)} `,
  `${x(280)}\u200b\u202e`,
  `${x(279)}😀`,
  `${x(278)}😀`,
  `${x(280)}😀`,
  `${x(140, '😀')}`,
  `${x(141, '😀')}`,
  '\u0000',
  `a${LONE}`,
  '😀\u200b',
  '\u200b',
];
const SUBJECT_USER_IDS: CheckinInput['subjectUserId'][] = [
  undefined,
  null,
  '',
  'user-1',
  x(200),
  x(201),
  `${x(199)}😀`,
  `${x(200)}😀`,
  'a\u0000',
];
const SUBJECT_NAMES: CheckinInput['subjectName'][] = [
  undefined,
  null,
  '',
  ' ',
  'Leo',
  '\u202eLeo\u200b',
  x(80, 'y'),
  x(81, 'y'),
  `${x(79, 'y')}👩‍👩‍👧`,
  `${x(75, 'y')}👩‍👩‍👧`,
  ` ${x(80, 'y')}\t`,
  LONE,
  '\u200b',
];
const LOCATIONS: CheckinInput['location'][] = [
  undefined,
  null,
  { latitude: 52.52, longitude: 13.405 },
  { latitude: 52.52, longitude: 13.405, accuracyM: 12.5 },
  { latitude: 52.52, longitude: 13.405, accuracyM: null },
  { latitude: -90, longitude: 180, accuracyM: 0 },
  { latitude: 90, longitude: -180, accuracyM: 1_000_000 },
  { latitude: -0, longitude: -0 },
  { latitude: 90.0001, longitude: 0 },
  { latitude: -91, longitude: 181 },
  { latitude: 0, longitude: -180.5, accuracyM: -1 },
  { latitude: Number.NaN, longitude: Infinity, accuracyM: -Infinity },
  { latitude: -Infinity, longitude: Number.NaN },
  { latitude: 1, longitude: 1, accuracyM: 1_000_000.5 },
  { latitude: 1, longitude: 1, accuracyM: Number.NaN },
  { latitude: Number.MIN_VALUE, longitude: -Number.MIN_VALUE, accuracyM: Number.MIN_VALUE },
];
const STATUSES = ['safe', 'help'] as const;
// Ids that pass, fail a format (parsing goes on) and fail storage (parsing stops for the subject rule).
const IDS_TOGETHER = [ID, 'bad', `${ID}\u0000`];

const viaSchema = (input: CheckinInput) => {
  const r = checkinSchema.safeParse(input);
  return r.success
    ? { ok: true, value: r.data }
    : { ok: false, issues: r.error.issues.map((i) => ({ path: i.path, message: i.message })) };
};

const same = (input: CheckinInput) => expect(checkCheckin(input), JSON.stringify(input)).toEqual(viaSchema(input));

describe('the zod-free check-in check', () => {
  it('answers as the server’s schema does, each field on its own: the value, or every issue', () => {
    for (const id of IDS) same({ id, status: 'safe' });
    for (const status of STATUSES) same({ id: ID, status });
    for (const note of NOTES) same({ id: ID, status: 'help', note });
    for (const subjectUserId of SUBJECT_USER_IDS) same({ id: ID, status: 'safe', subjectUserId });
    for (const subjectName of SUBJECT_NAMES) same({ id: ID, status: 'safe', subjectName });
    for (const location of LOCATIONS) same({ id: ID, status: 'safe', location });
  });

  it('answers as the server’s schema does on the fields together (the subject rule, which issues stop it)', () => {
    let compared = 0;
    for (const id of IDS_TOGETHER)
      for (const note of NOTES)
        for (const subjectUserId of SUBJECT_USER_IDS)
          for (const subjectName of SUBJECT_NAMES)
            for (const location of [undefined, LOCATIONS[3], LOCATIONS[9], LOCATIONS[11]]) {
              same({ id, status: 'safe', note, subjectUserId, subjectName, location });
              compared++;
            }
    expect(compared).toBe(IDS_TOGETHER.length * NOTES.length * SUBJECT_USER_IDS.length * SUBJECT_NAMES.length * 4);
    // Every combination, through both checks: about 3 s alone, past the default 5 s on a loaded CI machine.
  }, 30_000);

  it('gives what is sent: id lower-cased, names cleaned, empty as null, unknown location keys dropped', () => {
    const input = {
      id: ` ${ID.toUpperCase()} `,
      status: 'safe',
      note: ' At the\ngym\u200b ',
      subjectName: '',
      location: { latitude: 1, longitude: 2, extra: true } as NonNullable<CheckinInput['location']>,
    } satisfies CheckinInput;
    expect(checkCheckin(input)).toEqual({
      ok: true,
      value: {
        id: ID,
        status: 'safe',
        note: 'At the gym',
        subjectUserId: null,
        subjectName: null,
        location: { latitude: 1, longitude: 2, accuracyM: null },
      },
    });
    expect(checkCheckin(input)).toEqual(viaSchema(input));
  });

  it('say the form’s messages', () => {
    expect(CHECKIN_MESSAGES.note).toBe('Keep the note to 280 characters');
    expect(CHECKIN_MESSAGES.subjectName).toBe('Keep the name to 80 characters');
    expect(CHECKIN_MESSAGES.subject).toBe('Choose who this check-in is for.');
    expect(checkCheckin({ id: ID, status: 'safe', note: x(281) })).toEqual({
      ok: false,
      issues: [{ path: ['note'], message: 'Keep the note to 280 characters' }],
    });
    expect(checkCheckin({ id: ID, status: 'help', subjectUserId: 'user-1', subjectName: 'Leo' })).toEqual({
      ok: false,
      issues: [{ path: ['subjectName'], message: 'Choose who this check-in is for.' }],
    });
  });
});
