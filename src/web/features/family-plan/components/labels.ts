import type { EmergencyRegion, MeetingPlaceKey } from '@shared/family-plan/figures';
import type { PLACE_KINDS } from '@shared/family-plan/schemas';
import type { PetKind } from '@shared/readiness/figures';
import { messages } from '../messages';
import type { en } from '../messages/en';

/**
 * The family plan's words for the shared modules' ids (meeting places, place and pet kinds,
 * emergency regions), each id its own catalogue key (decision 0337), and its days.
 */
const { t } = messages;
type Key = keyof typeof en;
type PlaceKind = (typeof PLACE_KINDS)[number];

const MEETING_PLACE = {
  indoor: 'placeIndoor',
  neighbourhood: 'placeNeighbourhood',
  outsideNeighbourhood: 'placeOutsideNeighbourhood',
  outOfTown: 'placeOutOfTown',
} as const satisfies Record<MeetingPlaceKey, Key>;

const PLACE = {
  school: { kind: 'school', name: 'schoolName', address: 'schoolAddress', phone: 'schoolPhone', plan: 'schoolPlan' },
  childcare: {
    kind: 'childcare',
    name: 'childcareName',
    address: 'childcareAddress',
    phone: 'childcarePhone',
    plan: 'childcarePlan',
  },
  work: {
    kind: 'workplace',
    name: 'workplaceName',
    address: 'workplaceAddress',
    phone: 'workplacePhone',
    plan: 'workplacePlan',
  },
} as const satisfies Record<PlaceKind, Record<string, Key>>;

const PET = {
  dog: ['dog', 'dogInline'],
  cat: ['cat', 'catInline'],
  other: ['otherPet', 'otherPetInline'],
} as const satisfies Record<PetKind, readonly [Key, Key]>;

const REGION = {
  us: 'regionUs',
  eu: 'regionEu',
  uk: 'regionUk',
  au: 'regionAu',
} as const satisfies Record<EmergencyRegion, Key>;

export const meetingPlaceLabel = (key: MeetingPlaceKey) => t(MEETING_PLACE[key]);
/** "School", "Childcare", "Workplace". */
export const placeKindLabel = (kind: PlaceKind) => t(PLACE[kind].kind);
/** A field of a person's school, childcare or workplace: "School name", "Name der Schule". */
export const placeFieldLabel = (kind: PlaceKind, field: 'name' | 'address' | 'phone' | 'plan') => t(PLACE[kind][field]);
/** "Pick-up plan" for a school or childcare, "Emergency plan" for a workplace. */
export const placePlanLabel = (kind: PlaceKind) => t(kind === 'work' ? 'emergencyPlan' : 'pickUpPlan');
/** "Dog"; inside a sentence, "dog" ("Rex (dog)"). */
export const petKindLabel = (kind: PetKind, inline = false) => t(PET[kind][inline ? 1 : 0]);
/** "911 (United States, Canada)". */
export const regionLabel = (region: EmergencyRegion, number: string) => t(REGION[region], { number });

/** A calendar day as the family plan writes it (shared with the dashboard's checklist). */
export { dayLabel } from '@web/lib/family-plan/check-text';
