/**
 * The family plan's texts (/family-plan, its form, read view and printouts), today's English word
 * for word (issue 43, decision 0337). Figures (limits, ages, numbers) come in as parameters from
 * @shared/family-plan/figures; user data (names, labels typed in) is never in here.
 */
import type { Formats } from '@shared/i18n/format';
import { calendarDayLabel } from '@web/lib/format';

type PlaceKind = 'school' | 'childcare' | 'work';
type PetKind = 'dog' | 'cat' | 'other';
type MeetingPlace = 'indoor' | 'neighbourhood' | 'outsideNeighbourhood' | 'outOfTown';
type Region = 'us' | 'eu' | 'uk' | 'au';

const PLACE: Record<PlaceKind, string> = { school: 'School', childcare: 'Childcare', work: 'Workplace' };
const PET: Record<PetKind, string> = { dog: 'Dog', cat: 'Cat', other: 'Other' };

export const en = {
  /** A calendar day (YYYY-MM-DD) as the page writes it: "12 Mar 2027". */
  day: (p: { day: string }) => calendarDayLabel(p.day),

  // The page
  title: 'Family emergency plan',
  eyebrow: 'Family plan',
  intro:
    'Who is in your household, who everyone calls, where you meet and the numbers you need. Private to your household: its members can see it, and its owners and editors can change it.',
  back: 'Back to Dashboard',
  loading: 'Loading the family plan',
  loadError: 'Failed to Load the Family Plan',
  emptyTitle: 'Fill in your family plan',
  emptyText:
    'Add the people in your household, one out-of-town contact everyone calls, where you meet and the numbers you need.',
  editPlan: 'Edit plan',
  printFridgeSheet: 'Print fridge sheet',
  printWalletCards: 'Print wallet cards',
  printNeedsPerson: 'Save at least one person to print wallet cards.',
  printNote: 'Prints the plan as last saved.',

  // Sections (form and read view)
  people: 'People',
  peopleStatus: 'Your household',
  contacts: 'Out-of-town contacts',
  contactsStatus: 'One person everyone calls',
  meetingPlaces: 'Meeting places',
  meetingPlacesStatus: 'Where to meet',
  numbers: 'Important numbers',
  numbersStatus: 'Who to call',
  pets: 'Pets',
  nobodyYet: 'Nobody yet.',
  place: (p: { place: MeetingPlace }) =>
    ({
      indoor: 'Indoor safe spot',
      neighbourhood: 'In the neighbourhood',
      outsideNeighbourhood: 'Outside the neighbourhood',
      outOfTown: 'Outside the town',
    })[p.place],
  placeKind: (p: { kind: PlaceKind }) => PLACE[p.kind],
  /** "Pick-up plan" for a school or childcare, "Emergency plan" for a workplace. */
  placePlan: (p: { kind: PlaceKind }) => (p.kind === 'work' ? 'Emergency plan' : 'Pick-up plan'),
  petKind: (p: { kind: PetKind }) => PET[p.kind],
  /** The kind inside a sentence: "Rex (dog)". */
  petKindInline: (p: { kind: PetKind }) => PET[p.kind].toLowerCase(),
  name: 'Name',
  mobilePhone: 'Mobile phone',
  otherPhone: 'Other phone',
  email: 'Email',
  address: 'Address',
  allergies: 'Allergies',
  medicines: 'Medicines',
  conditions: 'Conditions',
  bloodType: 'Blood type',
  vet: 'Vet',
  microchip: 'Microchip',
  emergency: 'Emergency',

  // The form
  form: 'Family plan',
  saved: 'Family plan saved',
  saveFailedTitle: 'Error',
  saveFailed: 'The family plan was not saved. Please try again.',
  nobodyForm: 'Nobody yet. Add each person in your household.',
  addPerson: 'Add person',
  person: (p: { n: number }) => `Person ${p.n}`,
  removePerson: (p: { n: number; name: string }) => `Remove ${p.name || `person ${p.n}`}`,
  dateOfBirth: 'Date of birth',
  pregnant: 'Pregnant or breastfeeding',
  placeChoice: 'School, childcare or workplace',
  placeNone: 'None',
  placeName: (p: { kind: PlaceKind }) => `${PLACE[p.kind]} name`,
  placeAddress: (p: { kind: PlaceKind }) => `${PLACE[p.kind]} address`,
  placePhone: (p: { kind: PlaceKind }) => `${PLACE[p.kind]} phone`,
  placePlanField: (p: { kind: PlaceKind }) => `${PLACE[p.kind]} emergency or pick-up plan`,
  contactsHint: "Everyone calls or texts the same person. Text, don't talk: texts get through when calls do not.",
  contactScope: 'Out-of-town contact',
  secondContactScope: 'Second out-of-town contact',
  contact: 'Contact',
  secondContact: 'Second contact',
  removeContact: 'Remove contact',
  removeSecondContact: 'Remove second contact',
  addContact: 'Add out-of-town contact',
  addSecondContact: 'Add a second contact',
  instructions: 'Instructions',
  instructionsHint: 'For example: step-free access, pets allowed, where to wait.',
  emergencyNumber: 'Emergency number',
  region: (p: { region: Region; number: string }) =>
    `${p.number} (${{ us: 'United States, Canada', eu: 'European Union', uk: 'United Kingdom', au: 'Australia' }[p.region]})`,
  noNumbersForm: 'No other numbers yet: add your doctors, pharmacy, vet, insurance and utilities.',
  numberScope: (p: { n: number }) => `Number ${p.n}`,
  numberLabel: 'Label',
  number: 'Number',
  note: 'Note',
  removeNumber: (p: { n: number; label: string }) => `Remove number ${p.n}${p.label ? ` (${p.label})` : ''}`,
  addNumber: 'Add number',
  // A quick number's label (saved in the plan as written) and its button.
  poisonControl: 'Poison control',
  addPoisonControl: 'Add poison control',
  doctor: 'Doctor',
  addDoctor: 'Add doctor',
  pharmacy: 'Pharmacy',
  addPharmacy: 'Add pharmacy',
  veterinarian: 'Veterinarian',
  addVeterinarian: 'Add veterinarian',
  insurance: 'Insurance',
  addInsurance: 'Add insurance',
  utilities: 'Utilities',
  addUtilities: 'Add utilities',
  petsStatus: 'Vet and microchip',
  petsNoneBefore: 'No pets in your household. Pets are added on the ',
  petsNoneAfter: ', where they count toward water.',
  petsBefore: 'Your pets come from your household on the ',
  petsAfter: ". The microchip number and the vet's phone help you find a lost pet and get its records.",
  readinessPage: 'readiness page',
  petVet: (p: { name: string }) => `${p.name}'s vet`,
  petVetHint: 'Name and phone number.',
  petMicrochip: (p: { name: string }) => `${p.name}'s microchip number`,
  practice: 'Practice',
  practiceStatus: 'Twice a year',
  practiceHint:
    'Practise the plan with everyone twice a year: call the out-of-town contact, walk to the meeting places. The last practised day is the latest drill recorded on Training protocols.',
  lastPractised: (p: { day: string }) => `Last practised ${p.day}.`,
  notPractised: 'Not practised yet.',
  recordDrill: 'Record a drill',
  cancel: 'Cancel',
  saving: 'Saving...',
  savePlan: 'Save plan',
  discardTitle: 'Discard unsaved changes?',
  discardStay: 'Stay',
  discardLeave: 'Leave',
  discardCancel: 'Your changes to the family plan have not been saved. Cancel now and they will be lost.',
  discardLeaveNow: 'Your changes to the family plan have not been saved. Leave now and they will be lost.',

  // Field errors: the shared schema's messages (FAMILY_PLAN_MESSAGES), keyed here by their id.
  errorName: (p: { max: number }) => `Enter a name (up to ${p.max} characters)`,
  errorPhone: (p: { min: number; max: number }) =>
    `Enter a phone number: digits, spaces, +, -, ( ) and . (${p.min} to ${p.max} characters)`,
  errorEmail: 'Enter an email address like name@example.com',
  errorUpTo: (p: { max: number }, f: Formats) => `Up to ${f.number(p.max, 0)} characters`,
  errorMembers: (p: { max: number }) => `A plan has at most ${p.max} people`,
  errorNumbers: (p: { max: number }) => `At most ${p.max} numbers`,
  errorContacts: (p: { max: number }) => `At most ${p.max} out-of-town contacts`,
  errorRegion: 'Choose your emergency number',
  errorPlaceKind: 'Choose school, childcare or workplace',
  errorDate: (p: { min: number; max: number }) => `Enter a date between ${p.min} and ${p.max}`,
  errorUnstorable: 'Contains a character that cannot be saved (a NUL or a broken Unicode character)',

  // The completeness checklist (@shared/family-plan/completeness, keyed by the check's id)
  completeness: 'Completeness',
  complete: 'Complete',
  missingCount: (p: { count: number }) => `${p.count} missing`,
  done: 'Done:',
  missing: 'Missing:',
  stillMissing: 'Still missing',
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

  // The read view
  noContact: 'No out-of-town contact yet.',
  noMeetingPlaces: 'No meeting places yet.',
  noNumbers: 'No other numbers yet.',
  petsCare: 'Their vet and microchip',
  mobile: 'Mobile',
  born: 'Born',
  /** A phone link's accessible name: "Call Ana: +1 555 0100". */
  call: (p: { who: string; number: string }) => `Call ${p.who}: ${p.number}`,
  otherPhoneOf: (p: { name: string }) => `${p.name} (other phone)`,
  emergencyServices: 'emergency services',
  openInMaps: (p: { address: string }) => `${p.address} (open in a maps app)`,
  onOpenStreetMap: (p: { address: string }) => `${p.address} on OpenStreetMap`,

  // The printouts
  fridgeSheet: 'Fridge sheet',
  noneYet: 'None yet.',
  walletCards: 'Wallet cards',
  walletCardFront: (p: { name: string }) => `Wallet card front: ${p.name}`,
  walletCardBack: (p: { name: string }) => `Wallet card back: ${p.name}`,
  walletCardsNobody: 'Add people to the plan to print their wallet cards.',
  cardHeader: (p: { number: string }) => `Family emergency plan · Emergency ${p.number}`,
  cardContact: 'Out-of-town contact:',
  cardNoContact: 'none yet',
  cardMobiles: 'Household mobiles',
  cardNoNotes: 'No medical notes.',
  cardMore: 'More on the fridge sheet',
};
