/**
 * What a family communication plan still lacks (docs/product.md#family-plan): shown on the page
 * and on the dashboard, each item in words. The rules follow Ready.gov "Make a Plan" (Collect,
 * Share, Practice); the figures are in ./figures.ts.
 */
import { ageOn } from '../auth/age';
import { addMonths } from '../supplies/rotation';
import { MEETING_PLACES, PRACTICE_EVERY_MONTHS, type MeetingPlaceKey } from './figures';

export interface PlanForCompleteness {
  members: readonly { name: string; dateOfBirth: string | null; mobilePhone: string; otherPhone: string }[];
  outOfTownContacts: readonly { name: string; mobilePhone: string; otherPhone: string }[];
  meetingPlaces: Readonly<Partial<Record<MeetingPlaceKey, { name: string; address: string } | null>>>;
  lastPracticedOn: string | null;
}

export type CheckId = 'members' | 'out-of-town' | 'meeting-places' | 'phones' | 'practice';

/**
 * What the checks were decided on, for a page that writes them in another language (the web's
 * catalogue, keyed by the check's id): the English `text` is made from the same facts.
 */
export interface CheckFacts {
  /** People with a name. */
  named: number;
  /** Meeting places with a name or an address. */
  places: number;
  /** The named people of PHONE_AGE or older (or of no known age) without a phone, as typed. */
  withoutPhone: string[];
  lastPracticedOn: string | null;
  /** When the plan is next to be practised (YYYY-MM-DD), or null when it never was. */
  nextBy: string | null;
  practiceDue: boolean;
}

export interface Check {
  id: CheckId;
  done: boolean;
  /** What to do, or what is in place. */
  text: string;
  facts: CheckFacts;
}

/** Members this old or older are expected to carry a phone (younger children often do not). */
export const PHONE_AGE = 14;

const hasPhone = (p: { mobilePhone: string; otherPhone: string }) =>
  p.mobilePhone.trim() !== '' || p.otherPhone.trim() !== '';

/**
 * Each check, in the order the page lists them; `today` is YYYY-MM-DD. `formatDay` writes the
 * practice dates in the texts (the web passes its calendar-day label; YYYY-MM-DD otherwise).
 */
export function completeness(
  plan: PlanForCompleteness,
  today: string,
  formatDay: (day: string) => string = (day) => day,
): Check[] {
  const named = plan.members.filter((m) => m.name.trim() !== '');
  const contact = plan.outOfTownContacts.some((c) => c.name.trim() !== '' && hasPhone(c));
  const places = MEETING_PLACES.filter((p) => {
    const place = plan.meetingPlaces[p.key];
    return place && (place.name.trim() !== '' || place.address.trim() !== '');
  }).length;
  const withoutPhone = named.filter(
    (m) => (m.dateOfBirth === null || ageOn(m.dateOfBirth, today) >= PHONE_AGE) && !hasPhone(m),
  );
  const nextBy = plan.lastPracticedOn === null ? null : addMonths(plan.lastPracticedOn, PRACTICE_EVERY_MONTHS);
  const practiceDue = nextBy === null || nextBy <= today;
  const facts: CheckFacts = {
    named: named.length,
    places,
    withoutPhone: withoutPhone.map((m) => m.name.trim()),
    lastPracticedOn: plan.lastPracticedOn,
    nextBy,
    practiceDue,
  };
  const checks: Omit<Check, 'facts'>[] = [
    {
      id: 'members',
      done: named.length > 0,
      text:
        named.length > 0
          ? `${named.length} ${named.length === 1 ? 'person' : 'people'} named`
          : 'Name the people in your household',
    },
    {
      id: 'out-of-town',
      done: contact,
      text: contact ? 'Out-of-town contact with a phone' : 'Add an out-of-town contact with a phone',
    },
    {
      id: 'meeting-places',
      done: places >= 2,
      text: places >= 2 ? `${places} meeting places` : `Add at least two meeting places (${places} so far)`,
    },
    {
      id: 'phones',
      done: named.length > 0 && withoutPhone.length === 0,
      text:
        withoutPhone.length > 0
          ? `Add a phone for ${withoutPhone.map((m) => m.name.trim()).join(', ')}`
          : named.length > 0
            ? 'Everyone 14 and older has a phone'
            : 'Add a phone for each person 14 and older',
    },
    {
      id: 'practice',
      done: !practiceDue,
      text:
        plan.lastPracticedOn === null
          ? 'Practise the plan and record a drill'
          : practiceDue
            ? `Practise again: last practised ${formatDay(plan.lastPracticedOn)}`
            : `Practised ${formatDay(plan.lastPracticedOn)}; next by ${formatDay(nextBy!)}`,
    },
  ];
  return checks.map((c) => ({ ...c, facts }));
}

/** Complete: every check done. */
export const isComplete = (checks: readonly Check[]) => checks.every((c) => c.done);
