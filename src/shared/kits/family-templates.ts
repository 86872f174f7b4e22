/**
 * Kit templates from official checklists, scaled to the household (issue 40, decision 0290):
 * a family go-bag, a two-week stay-at-home supply, a car kit and a pet kit. Each item names its
 * source (./sources.ts; GUIDANCE.md says what comes from where). The quantities follow the
 * household's people and pets (readiness and the family plan); without a household the kit is
 * scaled for one person, and says so. The server builds the items with the same function the
 * New Kit page describes them with.
 */
import type { KitItemCategory } from '../constants/kits';
import { countsFromMembers, type MemberForCounts } from '../family-plan/household';
import { PET_WATER_LITRES_PER_KG, WATER_STANDARDS, type PetKind, type WaterStandardId } from '../readiness/figures';
import { KIT_ITEM_NAME_MAX, type FamilyTemplateId } from './limits';
import type { TemplateBasis } from './schemas';
import { KIT_SOURCES, type KitSourceKey } from './sources';

export { FAMILY_TEMPLATE_IDS, type FamilyTemplateId } from './limits';
export type { TemplateBasis } from './schemas';

/** Litres in a US gallon, as the CDC rounds it (readiness/figures.ts, the US standard). */
export const LITRES_PER_GALLON = 3.785;

/**
 * A pet the household has not described yet (the pet kit without pets): a 20 kg (44 lb) dog,
 * about the middle of the dogs families keep, so the water line is not zero.
 */
const UNKNOWN_PET = { kind: 'other', weightKg: 20 } as const;

/** One adult, US standard, no pets: what a kit is scaled for without a household. */
export const ONE_PERSON_BASIS: TemplateBasis = {
  fromHousehold: false,
  people: { adults: 1, children9to13: 0, children4to8: 0, childrenUnder4: 0 },
  pets: [],
  water: { standard: 'us', litresPerPersonPerDay: LITRES_PER_GALLON },
  medicines: [],
};

/** What the server reads for the basis: the saved household (or null), its pets, the plan's members. */
export interface BasisSource {
  household: {
    adults: number;
    children9to13: number;
    children4to8: number;
    childrenUnder4: number;
    standard: WaterStandardId;
    customLitresPerPerson: number | null;
  } | null;
  pets: readonly { name: string; kind: PetKind; weightKg: number }[];
  members: readonly (MemberForCounts & { medicines?: string })[];
}

/**
 * The basis of a household: the family plan's named members replace the counts (as readiness
 * does), the household's standard gives the water; nothing known gives ONE_PERSON_BASIS.
 */
export function templateBasis(source: BasisSource, today: string): TemplateBasis {
  const fromMembers = countsFromMembers(source.members, today);
  const { household } = source;
  if (!household && !fromMembers && source.pets.length === 0) return ONE_PERSON_BASIS;
  const counts = fromMembers ?? household ?? ONE_PERSON_BASIS.people;
  const standard = household?.standard ?? 'us';
  const perPerson =
    standard === 'custom'
      ? (household?.customLitresPerPerson ?? LITRES_PER_GALLON)
      : (WATER_STANDARDS.find((s) => s.id === standard)?.litresPerPersonPerDay ?? LITRES_PER_GALLON);
  return {
    fromHousehold: true,
    people: {
      adults: counts.adults,
      children9to13: counts.children9to13,
      children4to8: counts.children4to8,
      childrenUnder4: counts.childrenUnder4,
    },
    pets: source.pets.map((p) => ({ name: p.name, kind: p.kind, weightKg: p.weightKg })),
    water: { standard, litresPerPersonPerDay: perPerson },
    medicines: source.members
      .filter((m) => m.name.trim() !== '' && (m.medicines ?? '').trim() !== '')
      .map((m) => ({ member: m.name.trim(), medicines: m.medicines!.trim() })),
  };
}

export const peopleOf = (b: TemplateBasis) =>
  b.people.adults + b.people.children9to13 + b.people.children4to8 + b.people.childrenUnder4;
export const childrenOf = (b: TemplateBasis) =>
  b.people.children9to13 + b.people.children4to8 + b.people.childrenUnder4;

/** One item of a scaled template, as kit_items stores it. */
export interface ScaledItem {
  category: KitItemCategory;
  itemName: string;
  quantity: number;
  notes: string;
  sourceUrl: string;
  position: number;
}

type Line = Omit<ScaledItem, 'position' | 'sourceUrl'> & { source: KitSourceKey };

export interface FamilyTemplate {
  id: FamilyTemplateId;
  name: string;
  description: string;
  /** How many days its water and food cover. */
  days: number;
  /** What its quantities follow, for the New Kit page. */
  scalesBy: string;
  /** The checklists it follows. */
  sources: readonly KitSourceKey[];
  /** Its lines for a household, in a locale's words. */
  lines: (b: TemplateBasis, x: FamilyTemplateTexts) => Line[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const formatLitres = (l: number) => (Math.round(l * 100) / 100).toString();

/** A line's words: its name and its notes. */
interface Words {
  name: string;
  notes: string;
}

/**
 * Every word the family templates write into a kit, in English (issue 43, decision 0349): the
 * lines below take them from here, and each other locale's module (./translations/) is typed by
 * this object, so a line missing or added there, or a parameter changed, is a type error. Counts
 * arrive as numbers (each locale writes its own plurals and digits); the figures are the
 * template's own (days, litres) or readiness/figures.ts's, never typed into a text.
 */
export const FAMILY_TEXTS_EN = {
  /** The pet of the pet kit when the household has none yet. */
  unknownPet: 'your pet',
  people: (n: number) => plural(n, 'person', 'people'),
  adults: (n: number) => plural(n, 'adult'),
  children: (n: number) => plural(n, 'child', 'children'),
  days: (n: number) => plural(n, 'day'),
  cats: (n: number) => plural(n, 'cat'),
  /** "4 people (2 adults, 2 children)": the counts as written above. */
  peopleWithChildren: (p: { people: string; adults: string; children: string }) =>
    `${p.people} (${p.adults}, ${p.children})`,
  drinkingWater: 'Drinking water',
  bottledWater: 'Bottled water',
  waterGallons: (p: { name: string; people: string; days: string }): Words => ({
    name: `${p.name} (gallons)`,
    notes: `1 gallon per person per day, for drinking and sanitation: ${p.people} × ${p.days}. Store-bought bottled water keeps until its date.`,
  }),
  waterLitres: (p: { name: string; litresPerDay: number; people: string; days: string }): Words => ({
    name: `${p.name} (litres)`,
    notes: `${formatLitres(p.litresPerDay)} L per person per day (your household's standard): ${p.people} × ${p.days}.`,
  }),
  petWater: (p: { gallons: boolean; days: string }): Words => ({
    name: p.gallons ? 'Water for pets (gallons)' : 'Water for pets (litres)',
    notes: `About 1 fl oz per lb of body weight a day (65 mL per kg), for ${p.days}, on top of the people's water.`,
  }),
  petFood: (p: { pet: string; days: string }): Words => ({
    name: `Food for ${p.pet} (daily portions)`,
    notes: `At least ${p.days} of ${p.pet}'s usual food in an airtight, waterproof container, with a bowl.`,
  }),
  namedPrescription: (p: { medicine: string; member: string }): Words => ({
    name: `${p.medicine} for ${p.member} (7-day supply)`,
    notes: `A 7-day supply of ${p.member}'s prescription, in its labelled container, with the dose written down. Rotate it before it expires.`,
  }),
  prescriptions: {
    name: 'Prescription medicines (7-day supply of each)',
    notes:
      "A 7-day supply of each prescription medicine anyone takes, with a written list of doses. Write each person's medicines in the family plan and new kits list them by name.",
  },
  babySupplies: (p: { days: string }): Words => ({
    name: `Baby and toddler supplies (${p.days})`,
    notes:
      'One set for each child under 4 who needs them: formula, bottles, baby food, diapers, wipes and diaper rash cream.',
  }),
  games: {
    name: 'Games and activities for children',
    notes: 'One for each child: a book, cards or a small game that needs no power.',
  },
  documents: {
    name: 'Copies of important documents in a waterproof bag',
    notes:
      'Medication list and medical information, proof of address, deed or lease, passports, birth certificates and insurance policies.',
  },
  cash: { name: 'Cash in small bills', notes: 'Card readers and ATMs stop when the power does.' },
  contacts: {
    name: 'Family and emergency contact list (printed)',
    notes: "Everyone's numbers and the out-of-town contact on paper, in case a phone is lost or dead.",
  },
  chargers: {
    name: 'Phone chargers and a charged power bank',
    notes:
      'A charger for each kind of phone in the family and a backup battery; recharge the power bank every few months.',
  },
  radio: {
    name: 'Battery-powered or hand-crank radio (NOAA Weather Radio)',
    notes: 'With a tone alert, and extra batteries for it.',
  },
  flashlight: {
    name: 'Flashlight',
    notes: 'A flashlight (or headlamp) for each adult is better: nobody carries a candle.',
  },
  /** The car kit's flashlight note. */
  flashlightWithBatteries: 'With extra batteries.',
  batteries: { name: 'Extra batteries', notes: 'A pack for each size the flashlight and radio take.' },
  firstAid: { name: 'First aid kit', notes: 'A family first aid kit; check it twice a year.' },
  nonPrescription: {
    name: 'Non-prescription medicines',
    notes: 'Pain and fever relievers (children’s doses too), anti-diarrhoea medicine, antacids, laxatives.',
  },
  sanitation: {
    name: 'Moist towelettes, garbage bags and plastic ties',
    notes: 'For personal sanitation when the water is off.',
  },
  hygiene: {
    name: 'Personal hygiene and feminine supplies',
    notes: 'Toothbrushes, soap, hand sanitizer, toilet paper, menstrual products.',
  },
  canOpener: { name: 'Manual can opener', notes: 'For the canned food.' },
  whistle: { name: 'Whistle to signal for help', notes: 'Three blasts is the distress signal.' },
  maps: { name: 'Local paper maps', notes: 'Mark the meeting places and two ways out of the neighbourhood.' },
  wrench: {
    name: 'Wrench or pliers to turn off utilities',
    notes: 'Know where the gas and water shut-offs are before you need them.',
  },
  food: (p: { people: string; days: string }): Words => ({
    name: 'Non-perishable food (person-days)',
    notes: `One day's food for one person per unit: ${p.people} × ${p.days}. Easy-to-prepare food that needs no refrigeration and little water; remember special diets and allergies.`,
  }),
  leash: (p: { pet: string }): Words => ({
    name: `Leash, collar and ID tag for ${p.pet}`,
    notes: 'A sturdy leash or harness and a collar with a current ID tag.',
  }),
  carrier: (p: { pet: string }): Words => ({
    name: `Carrier for ${p.pet}`,
    notes: 'A sturdy carrier your pet can stand and turn around in, labelled with your contact details.',
  }),
  petRecords: {
    name: 'Pet medicines and copies of vet records',
    notes: 'Vaccination records and any medicines your pets take, in a waterproof bag.',
  },
  // The family go-bag.
  bag: {
    name: 'Easy-to-carry bag (one per adult)',
    notes: 'A backpack or duffel bag for each adult; children carry their own small bag if they can.',
  },
  emergencyBlanket: (p: { people: string }): Words => ({
    name: 'Emergency blanket (one per person)',
    notes: `One for each of ${p.people}.`,
  }),
  clothing: {
    name: 'Complete change of clothing and sturdy shoes (one per person)',
    notes: 'Right for your climate; check the children’s sizes every season.',
  },
  dustMasks: { name: 'Dust masks (one per person)', notes: 'To help filter contaminated air.' },
  multiTool: { name: 'Multi-purpose tool', notes: 'Knife, pliers, screwdriver and can opener in one.' },
  keys: { name: 'Extra set of car and house keys', notes: 'So whoever grabs the bag can drive and get back in.' },
  // The two-week stay-at-home supply.
  bleach: {
    name: 'Unscented household chlorine bleach and a medicine dropper',
    notes: 'To disinfect water when the stored water runs out (follow the label or the CDC’s directions).',
  },
  paperPlates: {
    name: 'Paper plates, cups, towels and plastic utensils',
    notes: 'Washing up takes water you may not have.',
  },
  matches: {
    name: 'Matches in a waterproof container',
    notes: 'Never use candles or a grill indoors without care; never a generator indoors.',
  },
  extinguisher: {
    name: 'Fire extinguisher',
    notes: 'Everyone old enough should know where it is and how to use it.',
  },
  sleepingBag: (p: { people: string }): Words => ({
    name: 'Sleeping bag or warm blanket (one per person)',
    notes: `One for each of ${p.people}, for a house without heating.`,
  }),
  sheeting: { name: 'Plastic sheeting and duct tape', notes: 'To shelter in place or cover a broken window.' },
  paper: { name: 'Paper and pencil', notes: 'For notes, messages and the list of what you used.' },
  // The car kit.
  jumperCables: { name: 'Jumper cables', notes: 'And keep the tank at least half full.' },
  traction: {
    name: 'Sand or cat litter for traction',
    notes: 'A small bag; with a shovel and ice scraper in snow country.',
  },
  carBlanket: (p: { people: string }): Words => ({
    name: 'Blanket (one per person)',
    notes: `One for each of ${p.people}.`,
  }),
  warmClothes: { name: 'Warm clothes, hats and gloves (one set per person)', notes: 'For waiting in a cold car.' },
  snacks: {
    name: 'Non-perishable snacks (one day per person)',
    notes: 'Granola bars, nuts, crackers; swap them every six months.',
  },
  carCharger: { name: 'Car phone charger', notes: 'A charger for the car’s socket or USB port.' },
  // The pet kit.
  bowls: { name: 'Food and water bowls', notes: 'One pair for each pet; collapsible ones travel well.' },
  petMedicines: (p: { pet: string }): Words => ({
    name: `Medicines for ${p.pet}`,
    notes: `An extra supply of any medicine ${p.pet} takes, with the dose, in a waterproof container.`,
  }),
  petFirstAid: { name: 'Pet first aid kit', notes: 'Ask your vet what to put in it for your pets.' },
  vetRecords: (p: { pet: string }): Words => ({
    name: `Vet records and vaccination proof for ${p.pet}`,
    notes: 'Copies in a waterproof bag: shelters and boarding ask for them.',
  }),
  feedingSchedule: {
    name: 'Feeding schedule, medical notes and your vet’s number',
    notes: 'For whoever has to care for your pets if you cannot.',
  },
  photo: (p: { pet: string }): Words => ({
    name: `Photo of you with ${p.pet}`,
    notes: 'Proves the pet is yours and helps find a lost one.',
  }),
  collar: (p: { pet: string }): Words => ({
    name: `Collar with ID tag and leash or harness for ${p.pet}`,
    notes: 'With your current phone number on the tag.',
  }),
  crate: (p: { pet: string }): Words => ({
    name: `Carrier or crate for ${p.pet}`,
    notes: 'Ideally one for each pet, big enough to stand and turn around in.',
  }),
  litter: (p: { cats: string }): Words => ({ name: 'Litter and a litter box', notes: `For ${p.cats}.` }),
  wasteBags: {
    name: 'Waste bags, paper towels and trash bags',
    notes: 'With household chlorine bleach for cleaning up.',
  },
  familiarBed: {
    name: 'Familiar bed, toys and treats',
    notes: 'Something that smells of home calms a pet in a strange place.',
  },
};

/** A locale's words for the family templates: the English object's shape, every key and parameter. */
export type FamilyTemplateTexts = typeof FAMILY_TEXTS_EN;

/** A line from its words: the name clipped to what an item may hold. */
const line = (category: KitItemCategory, words: Words, quantity: number, source: KitSourceKey): Line => ({
  category,
  itemName: clip(words.name),
  quantity,
  notes: words.notes,
  source,
});

/** "4 people" / "4 people (2 adults, 2 children)". */
function peopleText(b: TemplateBasis, x: FamilyTemplateTexts): string {
  const people = peopleOf(b);
  const children = childrenOf(b);
  return children === 0
    ? x.people(people)
    : x.peopleWithChildren({
        people: x.people(people),
        adults: x.adults(b.people.adults),
        children: x.children(children),
      });
}

/**
 * Water for the people: 1 gallon per person per day under the US standard (counted in gallons),
 * the household's own litres under the others.
 */
function peopleWater(
  b: TemplateBasis,
  x: FamilyTemplateTexts,
  days: number,
  source: KitSourceKey,
  name = x.drinkingWater,
): Line {
  const people = peopleOf(b);
  if (b.water.standard === 'us')
    return line(
      'Water & Hydration',
      x.waterGallons({ name, people: x.people(people), days: x.days(days) }),
      people * days,
      source,
    );
  const litres = Math.ceil(people * b.water.litresPerPersonPerDay * days);
  return line(
    'Water & Hydration',
    x.waterLitres({ name, litresPerDay: b.water.litresPerPersonPerDay, people: x.people(people), days: x.days(days) }),
    litres,
    source,
  );
}

/** The pets' water: about 1 fl oz per lb of body weight a day (readiness/figures.ts). */
function petWater(b: TemplateBasis, x: FamilyTemplateTexts, pets: TemplateBasis['pets'], days: number): Line {
  const litres = pets.reduce((sum, p) => sum + p.weightKg * PET_WATER_LITRES_PER_KG, 0) * days;
  const us = b.water.standard === 'us';
  return line(
    'Water & Hydration',
    x.petWater({ gallons: us, days: x.days(days) }),
    Math.max(1, Math.ceil(us ? litres / LITRES_PER_GALLON : litres)),
    'readyPets',
  );
}

/** Food for each pet: one line per pet, counted in daily portions. */
function petFood(x: FamilyTemplateTexts, pets: TemplateBasis['pets'], days: number): Line[] {
  return pets.map((p) => line('Food & Cooking', x.petFood({ pet: p.name, days: x.days(days) }), days, 'readyPets'));
}

/**
 * The named prescriptions of the family plan, one line per medicine (a line or a ";" of the
 * member's Medicines field); without any, one line asking for them.
 */
function prescriptions(b: TemplateBasis, x: FamilyTemplateTexts): Line[] {
  const named = b.medicines.flatMap(({ member, medicines }) =>
    medicines
      .split(/[\n;]+/)
      .map((m) => m.trim())
      .filter((m) => m !== '')
      .map((medicine): Line => line('First Aid & Hygiene', x.namedPrescription({ medicine, member }), 1, 'redCross')),
  );
  if (named.length) return named;
  return [line('First Aid & Hygiene', x.prescriptions, 1, 'redCross')];
}

function childLines(b: TemplateBasis, x: FamilyTemplateTexts, days: number): Line[] {
  const lines: Line[] = [];
  if (b.people.childrenUnder4 > 0)
    lines.push(line('Misc', x.babySupplies({ days: x.days(days) }), b.people.childrenUnder4, 'readyKit'));
  const children = childrenOf(b);
  if (children > 0) lines.push(line('Misc', x.games, children, 'redCross'));
  return lines;
}

const clip = (name: string) => (name.length <= KIT_ITEM_NAME_MAX ? name : `${name.slice(0, KIT_ITEM_NAME_MAX - 1)}…`);

/** The lines several templates share, in a locale's words. */
const shared = (x: FamilyTemplateTexts) => ({
  documents: line('Documents & Cash', x.documents, 1, 'redCross'),
  cash: line('Documents & Cash', x.cash, 1, 'redCross'),
  contacts: line('Documents & Cash', x.contacts, 1, 'redCross'),
  chargers: line('Navigation & Communication', x.chargers, 1, 'readyKit'),
  radio: line('Navigation & Communication', x.radio, 1, 'readyKit'),
  flashlight: line('Fire & Light', x.flashlight, 1, 'readyKit'),
  batteries: line('Fire & Light', x.batteries, 1, 'readyKit'),
  firstAid: line('First Aid & Hygiene', x.firstAid, 1, 'redCross'),
  nonPrescription: line('First Aid & Hygiene', x.nonPrescription, 1, 'readyKit'),
  sanitation: line('First Aid & Hygiene', x.sanitation, 1, 'readyKit'),
  hygiene: line('First Aid & Hygiene', x.hygiene, 1, 'redCross'),
  canOpener: line('Food & Cooking', x.canOpener, 1, 'readyKit'),
  whistle: line('Navigation & Communication', x.whistle, 1, 'readyKit'),
  maps: line('Navigation & Communication', x.maps, 1, 'readyKit'),
  wrench: line('Tools & Self-Defense', x.wrench, 1, 'readyKit'),
});

function food(b: TemplateBasis, x: FamilyTemplateTexts, days: number, source: KitSourceKey): Line {
  const people = peopleOf(b);
  return line('Food & Cooking', x.food({ people: x.people(people), days: x.days(days) }), people * days, source);
}

/** The pets' share of a family kit: food and water, a leash or carrier each, their records. */
function petLines(b: TemplateBasis, x: FamilyTemplateTexts, days: number): Line[] {
  if (b.pets.length === 0) return [];
  return [
    ...petFood(x, b.pets, days),
    petWater(b, x, b.pets, days),
    ...b.pets.map((p): Line =>
      line(
        'Bag & Carrying System',
        p.kind === 'dog' ? x.leash({ pet: p.name }) : x.carrier({ pet: p.name }),
        1,
        'redCrossPets',
      ),
    ),
    line('Documents & Cash', x.petRecords, 1, 'redCrossPets'),
  ];
}

const GO_BAG_DAYS = 3;
const STAY_HOME_DAYS = 14;
/** The car kit covers one day: a family stranded in the car, not an evacuation (decision 0290). */
const CAR_DAYS = 1;
const PET_DAYS = 3;

export const FAMILY_TEMPLATES: readonly FamilyTemplate[] = [
  {
    id: 'family-go-bag',
    name: 'Family Go-Bag',
    description:
      'What the whole family needs to leave home fast and manage for three days: water, food, light, radio, first aid, named prescriptions, documents, cash, chargers, and supplies for the children and pets.',
    days: GO_BAG_DAYS,
    scalesBy: 'people, children and pets',
    sources: ['readyKit', 'redCross'],
    lines: (b, x) => {
      const people = peopleOf(b);
      const s = shared(x);
      return [
        line('Bag & Carrying System', x.bag, b.people.adults, 'readyKit'),
        peopleWater(b, x, GO_BAG_DAYS, 'redCross'),
        food(b, x, GO_BAG_DAYS, 'redCross'),
        s.canOpener,
        s.flashlight,
        s.batteries,
        line('Shelter & Warmth', x.emergencyBlanket({ people: peopleText(b, x) }), people, 'redCross'),
        line('Clothing', x.clothing, people, 'readyKit'),
        s.firstAid,
        ...prescriptions(b, x),
        s.nonPrescription,
        s.sanitation,
        s.hygiene,
        line('First Aid & Hygiene', x.dustMasks, people, 'readyKit'),
        line('Tools & Self-Defense', x.multiTool, 1, 'redCross'),
        s.radio,
        s.chargers,
        s.whistle,
        s.maps,
        s.documents,
        s.cash,
        s.contacts,
        line('Documents & Cash', x.keys, 1, 'redCross'),
        ...childLines(b, x, GO_BAG_DAYS),
        ...petLines(b, x, GO_BAG_DAYS),
      ];
    },
  },
  {
    id: 'stay-home',
    name: 'Two-Week Stay-at-Home Supply',
    description:
      'Supplies to shelter at home for two weeks without power, water or shops: water and food for everyone, light, radio, medicines, sanitation, and what the children and pets need.',
    days: STAY_HOME_DAYS,
    scalesBy: 'people, children and pets',
    sources: ['redCross', 'readyKit'],
    lines: (b, x) => {
      const s = shared(x);
      return [
        peopleWater(b, x, STAY_HOME_DAYS, 'redCross'),
        line('Water & Hydration', x.bleach, 1, 'readyKit'),
        food(b, x, STAY_HOME_DAYS, 'redCross'),
        s.canOpener,
        line('Food & Cooking', x.paperPlates, 1, 'readyKit'),
        s.flashlight,
        s.batteries,
        line('Fire & Light', x.matches, 1, 'readyKit'),
        line('Fire & Light', x.extinguisher, 1, 'readyKit'),
        line('Shelter & Warmth', x.sleepingBag({ people: peopleText(b, x) }), peopleOf(b), 'readyKit'),
        s.firstAid,
        ...prescriptions(b, x),
        s.nonPrescription,
        s.sanitation,
        s.hygiene,
        line('Tools & Self-Defense', x.sheeting, 1, 'readyKit'),
        s.wrench,
        s.radio,
        s.chargers,
        line('Misc', x.paper, 1, 'readyKit'),
        s.documents,
        s.cash,
        s.contacts,
        ...childLines(b, x, STAY_HOME_DAYS),
        ...(b.pets.length ? [...petFood(x, b.pets, STAY_HOME_DAYS), petWater(b, x, b.pets, STAY_HOME_DAYS)] : []),
      ];
    },
  },
  {
    id: 'car',
    name: 'Car Kit',
    description:
      'For the family stranded in the car: jumper cables, light, warmth, a day of water and snacks for everyone, first aid and a charger.',
    days: CAR_DAYS,
    scalesBy: 'people',
    sources: ['readyWinter', 'readyKit'],
    lines: (b, x) => {
      const people = peopleOf(b);
      const s = shared(x);
      return [
        line('Tools & Self-Defense', x.jumperCables, 1, 'readyWinter'),
        line('Tools & Self-Defense', x.traction, 1, 'readyWinter'),
        { ...s.flashlight, notes: x.flashlightWithBatteries, source: 'readyWinter' },
        line('Shelter & Warmth', x.carBlanket({ people: peopleText(b, x) }), people, 'readyWinter'),
        line('Clothing', x.warmClothes, people, 'readyWinter'),
        peopleWater(b, x, CAR_DAYS, 'readyWinter', x.bottledWater),
        line('Food & Cooking', x.snacks, people, 'readyWinter'),
        { ...s.firstAid, source: 'readyKit' },
        line('Navigation & Communication', x.carCharger, 1, 'readyKit'),
        s.maps,
        s.whistle,
      ];
    },
  },
  {
    id: 'pet',
    name: 'Pet Kit',
    description:
      'Everything your pets need for three days away from home: food and water for each, medicines and records, a leash or carrier each, sanitation and a photo of you together.',
    days: PET_DAYS,
    scalesBy: 'pets and their weight',
    sources: ['readyPets', 'redCrossPets'],
    lines: (b, x) => {
      const pets = b.pets.length ? b.pets : [{ ...UNKNOWN_PET, name: x.unknownPet }];
      const cats = pets.filter((p) => p.kind === 'cat').length;
      return [
        ...petFood(x, pets, PET_DAYS),
        petWater(b, x, pets, PET_DAYS),
        line('Food & Cooking', x.bowls, pets.length, 'redCrossPets'),
        ...pets.map((p) => line('First Aid & Hygiene', x.petMedicines({ pet: p.name }), 1, 'readyPets')),
        line('First Aid & Hygiene', x.petFirstAid, 1, 'readyPets'),
        ...pets.map((p) => line('Documents & Cash', x.vetRecords({ pet: p.name }), 1, 'redCrossPets')),
        line('Documents & Cash', x.feedingSchedule, 1, 'redCrossPets'),
        ...pets.map((p) => line('Documents & Cash', x.photo({ pet: p.name }), 1, 'readyPets')),
        ...pets.map((p) => line('Bag & Carrying System', x.collar({ pet: p.name }), 1, 'readyPets')),
        ...pets.map((p) => line('Bag & Carrying System', x.crate({ pet: p.name }), 1, 'readyPets')),
        ...(cats > 0 ? [line('First Aid & Hygiene', x.litter({ cats: x.cats(cats) }), 1, 'readyPets')] : []),
        line('First Aid & Hygiene', x.wasteBags, 1, 'readyPets'),
        line('Misc', x.familiarBed, pets.length, 'readyPets'),
      ];
    },
  },
];

export const familyTemplate = (id: FamilyTemplateId): FamilyTemplate => FAMILY_TEMPLATES.find((t) => t.id === id)!;

/**
 * The template's items for this household, in `texts`' words (English by default): positions from 1
 * within each category, in the listed order, each with its source's address.
 */
export function scaleTemplate(
  id: FamilyTemplateId,
  basis: TemplateBasis,
  texts: FamilyTemplateTexts = FAMILY_TEXTS_EN,
): ScaledItem[] {
  const lines = familyTemplate(id).lines(basis, texts);
  const seen = new Map<string, number>();
  return lines.map(({ source, ...line }) => {
    const position = (seen.get(line.category) ?? 0) + 1;
    seen.set(line.category, position);
    return { ...line, quantity: Math.max(1, line.quantity), sourceUrl: KIT_SOURCES[source].url, position };
  });
}

/** What a template is scaled for, in words ("Scaled for 4 people (2 adults, 2 children) and 1 pet"). */
export function scaledForText(id: FamilyTemplateId, basis: TemplateBasis): string {
  if (!basis.fromHousehold)
    return id === 'pet'
      ? 'No household set up yet: scaled for one person and one pet. Add your household on the Readiness page to scale it.'
      : 'No household set up yet: scaled for one person. Add your household on the Readiness page to scale it.';
  if (id === 'pet')
    return basis.pets.length
      ? `Scaled for ${plural(basis.pets.length, 'pet')}: ${basis.pets.map((p) => p.name).join(', ')}`
      : 'No pets in your household yet: scaled for one pet.';
  const pets = id === 'car' || basis.pets.length === 0 ? '' : ` and ${plural(basis.pets.length, 'pet')}`;
  return `Scaled for ${peopleText(basis, FAMILY_TEXTS_EN)}${pets}`;
}
