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
const LITRES_PER_GALLON = 3.785;

/**
 * A pet the household has not described yet (the pet kit without pets): a 20 kg (44 lb) dog,
 * about the middle of the dogs families keep, so the water line is not zero.
 */
const UNKNOWN_PET = { name: 'your pet', kind: 'other', weightKg: 20 } as const;

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
  lines: (b: TemplateBasis) => Line[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "4 people" / "4 people (2 adults, 2 children)". */
function peopleText(b: TemplateBasis): string {
  const people = peopleOf(b);
  const children = childrenOf(b);
  return children === 0
    ? plural(people, 'person', 'people')
    : `${plural(people, 'person', 'people')} (${plural(b.people.adults, 'adult')}, ${plural(children, 'child', 'children')})`;
}

/**
 * Water for the people: 1 gallon per person per day under the US standard (counted in gallons),
 * the household's own litres under the others.
 */
function peopleWater(b: TemplateBasis, days: number, source: KitSourceKey, name = 'Drinking water'): Line {
  const people = peopleOf(b);
  if (b.water.standard === 'us')
    return {
      category: 'Water & Hydration',
      itemName: `${name} (gallons)`,
      quantity: people * days,
      notes: `1 gallon per person per day, for drinking and sanitation: ${plural(people, 'person', 'people')} × ${plural(days, 'day')}. Store-bought bottled water keeps until its date.`,
      source,
    };
  const litres = Math.ceil(people * b.water.litresPerPersonPerDay * days);
  return {
    category: 'Water & Hydration',
    itemName: `${name} (litres)`,
    quantity: litres,
    notes: `${formatLitres(b.water.litresPerPersonPerDay)} L per person per day (your household's standard): ${plural(people, 'person', 'people')} × ${plural(days, 'day')}.`,
    source,
  };
}

const formatLitres = (l: number) => (Math.round(l * 100) / 100).toString();

/** The pets' water: about 1 fl oz per lb of body weight a day (readiness/figures.ts). */
function petWater(b: TemplateBasis, pets: TemplateBasis['pets'], days: number): Line {
  const litres = pets.reduce((sum, p) => sum + p.weightKg * PET_WATER_LITRES_PER_KG, 0) * days;
  const us = b.water.standard === 'us';
  return {
    category: 'Water & Hydration',
    itemName: us ? 'Water for pets (gallons)' : 'Water for pets (litres)',
    quantity: Math.max(1, Math.ceil(us ? litres / LITRES_PER_GALLON : litres)),
    notes: `About 1 fl oz per lb of body weight a day (65 mL per kg), for ${plural(days, 'day')}, on top of the people's water.`,
    source: 'readyPets',
  };
}

/** Food for each pet: one line per pet, counted in daily portions. */
function petFood(pets: TemplateBasis['pets'], days: number): Line[] {
  return pets.map((p) => ({
    category: 'Food & Cooking',
    itemName: clip(`Food for ${p.name} (daily portions)`),
    quantity: days,
    notes: `At least ${plural(days, 'day')} of ${p.name}'s usual food in an airtight, waterproof container, with a bowl.`,
    source: 'readyPets',
  }));
}

/**
 * The named prescriptions of the family plan, one line per medicine (a line or a ";" of the
 * member's Medicines field); without any, one line asking for them.
 */
function prescriptions(b: TemplateBasis): Line[] {
  const named = b.medicines.flatMap(({ member, medicines }) =>
    medicines
      .split(/[\n;]+/)
      .map((m) => m.trim())
      .filter((m) => m !== '')
      .map((medicine): Line => ({
        category: 'First Aid & Hygiene',
        itemName: clip(`${medicine} for ${member} (7-day supply)`),
        quantity: 1,
        notes: `A 7-day supply of ${member}'s prescription, in its labelled container, with the dose written down. Rotate it before it expires.`,
        source: 'redCross',
      })),
  );
  if (named.length) return named;
  return [
    {
      category: 'First Aid & Hygiene',
      itemName: 'Prescription medicines (7-day supply of each)',
      quantity: 1,
      notes:
        "A 7-day supply of each prescription medicine anyone takes, with a written list of doses. Write each person's medicines in the family plan and new kits list them by name.",
      source: 'redCross',
    },
  ];
}

function childLines(b: TemplateBasis, days: number): Line[] {
  const lines: Line[] = [];
  if (b.people.childrenUnder4 > 0)
    lines.push({
      category: 'Misc',
      itemName: `Baby and toddler supplies (${plural(days, 'day')})`,
      quantity: b.people.childrenUnder4,
      notes:
        'One set for each child under 4 who needs them: formula, bottles, baby food, diapers, wipes and diaper rash cream.',
      source: 'readyKit',
    });
  const children = childrenOf(b);
  if (children > 0)
    lines.push({
      category: 'Misc',
      itemName: 'Games and activities for children',
      quantity: children,
      notes: 'One for each child: a book, cards or a small game that needs no power.',
      source: 'redCross',
    });
  return lines;
}

const clip = (name: string) => (name.length <= KIT_ITEM_NAME_MAX ? name : `${name.slice(0, KIT_ITEM_NAME_MAX - 1)}…`);

const documents: Line = {
  category: 'Documents & Cash',
  itemName: 'Copies of important documents in a waterproof bag',
  quantity: 1,
  notes:
    'Medication list and medical information, proof of address, deed or lease, passports, birth certificates and insurance policies.',
  source: 'redCross',
};
const cash: Line = {
  category: 'Documents & Cash',
  itemName: 'Cash in small bills',
  quantity: 1,
  notes: 'Card readers and ATMs stop when the power does.',
  source: 'redCross',
};
const contacts: Line = {
  category: 'Documents & Cash',
  itemName: 'Family and emergency contact list (printed)',
  quantity: 1,
  notes: "Everyone's numbers and the out-of-town contact on paper, in case a phone is lost or dead.",
  source: 'redCross',
};
const chargers: Line = {
  category: 'Navigation & Communication',
  itemName: 'Phone chargers and a charged power bank',
  quantity: 1,
  notes:
    'A charger for each kind of phone in the family and a backup battery; recharge the power bank every few months.',
  source: 'readyKit',
};
const radio: Line = {
  category: 'Navigation & Communication',
  itemName: 'Battery-powered or hand-crank radio (NOAA Weather Radio)',
  quantity: 1,
  notes: 'With a tone alert, and extra batteries for it.',
  source: 'readyKit',
};
const flashlight: Line = {
  category: 'Fire & Light',
  itemName: 'Flashlight',
  quantity: 1,
  notes: 'A flashlight (or headlamp) for each adult is better: nobody carries a candle.',
  source: 'readyKit',
};
const batteries: Line = {
  category: 'Fire & Light',
  itemName: 'Extra batteries',
  quantity: 1,
  notes: 'A pack for each size the flashlight and radio take.',
  source: 'readyKit',
};
const firstAid: Line = {
  category: 'First Aid & Hygiene',
  itemName: 'First aid kit',
  quantity: 1,
  notes: 'A family first aid kit; check it twice a year.',
  source: 'redCross',
};
const nonPrescription: Line = {
  category: 'First Aid & Hygiene',
  itemName: 'Non-prescription medicines',
  quantity: 1,
  notes: 'Pain and fever relievers (children’s doses too), anti-diarrhoea medicine, antacids, laxatives.',
  source: 'readyKit',
};
const sanitation: Line = {
  category: 'First Aid & Hygiene',
  itemName: 'Moist towelettes, garbage bags and plastic ties',
  quantity: 1,
  notes: 'For personal sanitation when the water is off.',
  source: 'readyKit',
};
const hygiene: Line = {
  category: 'First Aid & Hygiene',
  itemName: 'Personal hygiene and feminine supplies',
  quantity: 1,
  notes: 'Toothbrushes, soap, hand sanitizer, toilet paper, menstrual products.',
  source: 'redCross',
};
const canOpener: Line = {
  category: 'Food & Cooking',
  itemName: 'Manual can opener',
  quantity: 1,
  notes: 'For the canned food.',
  source: 'readyKit',
};
const whistle: Line = {
  category: 'Navigation & Communication',
  itemName: 'Whistle to signal for help',
  quantity: 1,
  notes: 'Three blasts is the distress signal.',
  source: 'readyKit',
};
const maps: Line = {
  category: 'Navigation & Communication',
  itemName: 'Local paper maps',
  quantity: 1,
  notes: 'Mark the meeting places and two ways out of the neighbourhood.',
  source: 'readyKit',
};
const wrench: Line = {
  category: 'Tools & Self-Defense',
  itemName: 'Wrench or pliers to turn off utilities',
  quantity: 1,
  notes: 'Know where the gas and water shut-offs are before you need them.',
  source: 'readyKit',
};

function food(b: TemplateBasis, days: number, source: KitSourceKey): Line {
  const people = peopleOf(b);
  return {
    category: 'Food & Cooking',
    itemName: 'Non-perishable food (person-days)',
    quantity: people * days,
    notes: `One day's food for one person per unit: ${plural(people, 'person', 'people')} × ${plural(days, 'day')}. Easy-to-prepare food that needs no refrigeration and little water; remember special diets and allergies.`,
    source,
  };
}

/** The pets' share of a family kit: food and water, a leash or carrier each, their records. */
function petLines(b: TemplateBasis, days: number): Line[] {
  if (b.pets.length === 0) return [];
  return [
    ...petFood(b.pets, days),
    petWater(b, b.pets, days),
    ...b.pets.map((p): Line => ({
      category: 'Bag & Carrying System',
      itemName: clip(p.kind === 'dog' ? `Leash, collar and ID tag for ${p.name}` : `Carrier for ${p.name}`),
      quantity: 1,
      notes:
        p.kind === 'dog'
          ? 'A sturdy leash or harness and a collar with a current ID tag.'
          : 'A sturdy carrier your pet can stand and turn around in, labelled with your contact details.',
      source: 'redCrossPets',
    })),
    {
      category: 'Documents & Cash',
      itemName: 'Pet medicines and copies of vet records',
      quantity: 1,
      notes: 'Vaccination records and any medicines your pets take, in a waterproof bag.',
      source: 'redCrossPets',
    },
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
    lines: (b) => {
      const people = peopleOf(b);
      return [
        {
          category: 'Bag & Carrying System',
          itemName: 'Easy-to-carry bag (one per adult)',
          quantity: b.people.adults,
          notes: 'A backpack or duffel bag for each adult; children carry their own small bag if they can.',
          source: 'readyKit',
        },
        peopleWater(b, GO_BAG_DAYS, 'redCross'),
        food(b, GO_BAG_DAYS, 'redCross'),
        canOpener,
        flashlight,
        batteries,
        {
          category: 'Shelter & Warmth',
          itemName: 'Emergency blanket (one per person)',
          quantity: people,
          notes: `One for each of ${peopleText(b)}.`,
          source: 'redCross',
        },
        {
          category: 'Clothing',
          itemName: 'Complete change of clothing and sturdy shoes (one per person)',
          quantity: people,
          notes: 'Right for your climate; check the children’s sizes every season.',
          source: 'readyKit',
        },
        firstAid,
        ...prescriptions(b),
        nonPrescription,
        sanitation,
        hygiene,
        {
          category: 'First Aid & Hygiene',
          itemName: 'Dust masks (one per person)',
          quantity: people,
          notes: 'To help filter contaminated air.',
          source: 'readyKit',
        },
        {
          category: 'Tools & Self-Defense',
          itemName: 'Multi-purpose tool',
          quantity: 1,
          notes: 'Knife, pliers, screwdriver and can opener in one.',
          source: 'redCross',
        },
        radio,
        chargers,
        whistle,
        maps,
        documents,
        cash,
        contacts,
        {
          category: 'Documents & Cash',
          itemName: 'Extra set of car and house keys',
          quantity: 1,
          notes: 'So whoever grabs the bag can drive and get back in.',
          source: 'redCross',
        },
        ...childLines(b, GO_BAG_DAYS),
        ...petLines(b, GO_BAG_DAYS),
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
    lines: (b) => [
      peopleWater(b, STAY_HOME_DAYS, 'redCross'),
      {
        category: 'Water & Hydration',
        itemName: 'Unscented household chlorine bleach and a medicine dropper',
        quantity: 1,
        notes: 'To disinfect water when the stored water runs out (follow the label or the CDC’s directions).',
        source: 'readyKit',
      },
      food(b, STAY_HOME_DAYS, 'redCross'),
      canOpener,
      {
        category: 'Food & Cooking',
        itemName: 'Paper plates, cups, towels and plastic utensils',
        quantity: 1,
        notes: 'Washing up takes water you may not have.',
        source: 'readyKit',
      },
      flashlight,
      batteries,
      {
        category: 'Fire & Light',
        itemName: 'Matches in a waterproof container',
        quantity: 1,
        notes: 'Never use candles or a grill indoors without care; never a generator indoors.',
        source: 'readyKit',
      },
      {
        category: 'Fire & Light',
        itemName: 'Fire extinguisher',
        quantity: 1,
        notes: 'Everyone old enough should know where it is and how to use it.',
        source: 'readyKit',
      },
      {
        category: 'Shelter & Warmth',
        itemName: 'Sleeping bag or warm blanket (one per person)',
        quantity: peopleOf(b),
        notes: `One for each of ${peopleText(b)}, for a house without heating.`,
        source: 'readyKit',
      },
      firstAid,
      ...prescriptions(b),
      nonPrescription,
      sanitation,
      hygiene,
      {
        category: 'Tools & Self-Defense',
        itemName: 'Plastic sheeting and duct tape',
        quantity: 1,
        notes: 'To shelter in place or cover a broken window.',
        source: 'readyKit',
      },
      wrench,
      radio,
      chargers,
      {
        category: 'Misc',
        itemName: 'Paper and pencil',
        quantity: 1,
        notes: 'For notes, messages and the list of what you used.',
        source: 'readyKit',
      },
      documents,
      cash,
      contacts,
      ...childLines(b, STAY_HOME_DAYS),
      ...(b.pets.length ? [...petFood(b.pets, STAY_HOME_DAYS), petWater(b, b.pets, STAY_HOME_DAYS)] : []),
    ],
  },
  {
    id: 'car',
    name: 'Car Kit',
    description:
      'For the family stranded in the car: jumper cables, light, warmth, a day of water and snacks for everyone, first aid and a charger.',
    days: CAR_DAYS,
    scalesBy: 'people',
    sources: ['readyWinter', 'readyKit'],
    lines: (b) => {
      const people = peopleOf(b);
      return [
        {
          category: 'Tools & Self-Defense',
          itemName: 'Jumper cables',
          quantity: 1,
          notes: 'And keep the tank at least half full.',
          source: 'readyWinter',
        },
        {
          category: 'Tools & Self-Defense',
          itemName: 'Sand or cat litter for traction',
          quantity: 1,
          notes: 'A small bag; with a shovel and ice scraper in snow country.',
          source: 'readyWinter',
        },
        { ...flashlight, notes: 'With extra batteries.', source: 'readyWinter' },
        {
          category: 'Shelter & Warmth',
          itemName: 'Blanket (one per person)',
          quantity: people,
          notes: `One for each of ${peopleText(b)}.`,
          source: 'readyWinter',
        },
        {
          category: 'Clothing',
          itemName: 'Warm clothes, hats and gloves (one set per person)',
          quantity: people,
          notes: 'For waiting in a cold car.',
          source: 'readyWinter',
        },
        peopleWater(b, CAR_DAYS, 'readyWinter', 'Bottled water'),
        {
          category: 'Food & Cooking',
          itemName: 'Non-perishable snacks (one day per person)',
          quantity: people,
          notes: 'Granola bars, nuts, crackers; swap them every six months.',
          source: 'readyWinter',
        },
        { ...firstAid, source: 'readyKit' },
        {
          category: 'Navigation & Communication',
          itemName: 'Car phone charger',
          quantity: 1,
          notes: 'A charger for the car’s socket or USB port.',
          source: 'readyKit',
        },
        maps,
        whistle,
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
    lines: (b) => {
      const pets = b.pets.length ? b.pets : [UNKNOWN_PET];
      const cats = pets.filter((p) => p.kind === 'cat').length;
      return [
        ...petFood(pets, PET_DAYS),
        petWater(b, pets, PET_DAYS),
        {
          category: 'Food & Cooking',
          itemName: 'Food and water bowls',
          quantity: pets.length,
          notes: 'One pair for each pet; collapsible ones travel well.',
          source: 'redCrossPets',
        },
        ...pets.map((p): Line => ({
          category: 'First Aid & Hygiene',
          itemName: clip(`Medicines for ${p.name}`),
          quantity: 1,
          notes: `An extra supply of any medicine ${p.name} takes, with the dose, in a waterproof container.`,
          source: 'readyPets',
        })),
        {
          category: 'First Aid & Hygiene',
          itemName: 'Pet first aid kit',
          quantity: 1,
          notes: 'Ask your vet what to put in it for your pets.',
          source: 'readyPets',
        },
        ...pets.map((p): Line => ({
          category: 'Documents & Cash',
          itemName: clip(`Vet records and vaccination proof for ${p.name}`),
          quantity: 1,
          notes: 'Copies in a waterproof bag: shelters and boarding ask for them.',
          source: 'redCrossPets',
        })),
        {
          category: 'Documents & Cash',
          itemName: 'Feeding schedule, medical notes and your vet’s number',
          quantity: 1,
          notes: 'For whoever has to care for your pets if you cannot.',
          source: 'redCrossPets',
        },
        ...pets.map((p): Line => ({
          category: 'Documents & Cash',
          itemName: clip(`Photo of you with ${p.name}`),
          quantity: 1,
          notes: 'Proves the pet is yours and helps find a lost one.',
          source: 'readyPets',
        })),
        ...pets.map((p): Line => ({
          category: 'Bag & Carrying System',
          itemName: clip(`Collar with ID tag and leash or harness for ${p.name}`),
          quantity: 1,
          notes: 'With your current phone number on the tag.',
          source: 'readyPets',
        })),
        ...pets.map((p): Line => ({
          category: 'Bag & Carrying System',
          itemName: clip(`Carrier or crate for ${p.name}`),
          quantity: 1,
          notes: 'Ideally one for each pet, big enough to stand and turn around in.',
          source: 'readyPets',
        })),
        ...(cats > 0
          ? [
              {
                category: 'First Aid & Hygiene',
                itemName: 'Litter and a litter box',
                quantity: 1,
                notes: `For ${plural(cats, 'cat')}.`,
                source: 'readyPets',
              } satisfies Line,
            ]
          : []),
        {
          category: 'First Aid & Hygiene',
          itemName: 'Waste bags, paper towels and trash bags',
          quantity: 1,
          notes: 'With household chlorine bleach for cleaning up.',
          source: 'readyPets',
        },
        {
          category: 'Misc',
          itemName: 'Familiar bed, toys and treats',
          quantity: pets.length,
          notes: 'Something that smells of home calms a pet in a strange place.',
          source: 'readyPets',
        },
      ];
    },
  },
];

export const familyTemplate = (id: FamilyTemplateId): FamilyTemplate => FAMILY_TEMPLATES.find((t) => t.id === id)!;

/**
 * The template's items for this household: positions from 1 within each category, in the listed
 * order, each with its source's address.
 */
export function scaleTemplate(id: FamilyTemplateId, basis: TemplateBasis): ScaledItem[] {
  const lines = familyTemplate(id).lines(basis);
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
  return `Scaled for ${peopleText(basis)}${pets}`;
}
