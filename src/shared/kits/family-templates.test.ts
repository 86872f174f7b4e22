import { describe, expect, it } from 'vitest';
import {
  FAMILY_TEMPLATE_IDS,
  FAMILY_TEMPLATES,
  ONE_PERSON_BASIS,
  scaledForText,
  scaleTemplate,
  templateBasis,
  type TemplateBasis,
} from './family-templates';
import { KIT_ITEM_NAME_MAX } from './schemas';
import { KIT_SOURCES, kitSourceOf } from './sources';

const TODAY = '2026-11-27';

/** A Florida family of four with a dog: two adults, two children (10 and 6), Rex 30 kg. */
const FAMILY: TemplateBasis = templateBasis(
  {
    household: {
      adults: 2,
      children9to13: 1,
      children4to8: 1,
      childrenUnder4: 0,
      standard: 'us',
      customLitresPerPerson: null,
    },
    pets: [{ name: 'Rex', kind: 'dog', weightKg: 30 }],
    members: [],
  },
  TODAY,
);

const item = (items: ReturnType<typeof scaleTemplate>, name: string) => {
  const found = items.find((i) => i.itemName === name);
  if (!found) throw new Error(`no item "${name}" in ${items.map((i) => i.itemName).join(' | ')}`);
  return found;
};

describe('the family go-bag', () => {
  const items = scaleTemplate('family-go-bag', FAMILY);

  it('holds 1 gallon of water per person per day for three days: 4 people x 1 gal x 3 days = 12 gallons', () => {
    const water = item(items, 'Drinking water (gallons)');
    expect(water.quantity).toBe(12);
    expect(water.notes).toContain('4 people × 3 days');
    expect(water.sourceUrl).toBe(KIT_SOURCES.redCross.url);
  });

  it('scales food, blankets, clothes and masks by the people; bags by the adults; games by the children', () => {
    expect(item(items, 'Non-perishable food (person-days)').quantity).toBe(12);
    expect(item(items, 'Emergency blanket (one per person)').quantity).toBe(4);
    expect(item(items, 'Complete change of clothing and sturdy shoes (one per person)').quantity).toBe(4);
    expect(item(items, 'Dust masks (one per person)').quantity).toBe(4);
    expect(item(items, 'Easy-to-carry bag (one per adult)').quantity).toBe(2);
    expect(item(items, 'Games and activities for children').quantity).toBe(2);
  });

  it('has no baby supplies without a child under 4, and one set per toddler with them', () => {
    expect(items.some((i) => i.itemName.startsWith('Baby'))).toBe(false);
    const withToddlers = scaleTemplate('family-go-bag', {
      ...FAMILY,
      people: { ...FAMILY.people, childrenUnder4: 2 },
    });
    expect(item(withToddlers, 'Baby and toddler supplies (3 days)').quantity).toBe(2);
  });

  it('feeds the dog for three days, waters him by his weight and packs his leash', () => {
    expect(item(items, 'Food for Rex (daily portions)').quantity).toBe(3);
    // 30 kg x 0.065 L x 3 days = 5.85 L = 1.55 gal -> 2 gallons.
    expect(item(items, 'Water for pets (gallons)').quantity).toBe(2);
    expect(item(items, 'Leash, collar and ID tag for Rex').sourceUrl).toBe(KIT_SOURCES.redCrossPets.url);
  });

  it('packs documents, cash, chargers and a prescription line, each with its source', () => {
    for (const name of [
      'Copies of important documents in a waterproof bag',
      'Cash in small bills',
      'Phone chargers and a charged power bank',
      'Prescription medicines (7-day supply of each)',
    ])
      expect(kitSourceOf(item(items, name).sourceUrl)).not.toBeNull();
    expect(items.every((i) => i.sourceUrl.startsWith('https://www.'))).toBe(true);
  });

  it('numbers the items from 1 within each category, in the listed order', () => {
    const docs = items.filter((i) => i.category === 'Documents & Cash').map((i) => i.position);
    expect(docs).toEqual(docs.map((_, i) => i + 1));
  });
});

describe('named prescriptions from the family plan', () => {
  const basis = templateBasis(
    {
      household: null,
      pets: [],
      members: [
        {
          name: 'Maria',
          dateOfBirth: '1984-03-02',
          pregnantOrBreastfeeding: false,
          medicines: 'Metformin 500 mg\nLisinopril 10 mg',
        },
        { name: 'Leo', dateOfBirth: '2016-05-10', pregnantOrBreastfeeding: false, medicines: 'Albuterol inhaler' },
        { name: 'Sam', dateOfBirth: null, pregnantOrBreastfeeding: false, medicines: '' },
      ],
    },
    TODAY,
  );

  it('lists each medicine by name and member, a 7-day supply each, and drops the generic line', () => {
    const items = scaleTemplate('family-go-bag', basis);
    expect(items.filter((i) => i.itemName.includes('7-day supply')).map((i) => i.itemName)).toEqual([
      'Metformin 500 mg for Maria (7-day supply)',
      'Lisinopril 10 mg for Maria (7-day supply)',
      'Albuterol inhaler for Leo (7-day supply)',
    ]);
  });

  it('counts the named members as the household (2 adults and a child of 10: 9 gallons for 3 days)', () => {
    expect(basis.fromHousehold).toBe(true);
    expect(item(scaleTemplate('family-go-bag', basis), 'Drinking water (gallons)').quantity).toBe(9);
  });

  it('keeps long medicine names within the item name limit', () => {
    const long = templateBasis(
      {
        household: null,
        pets: [],
        members: [{ name: 'Ann', dateOfBirth: null, pregnantOrBreastfeeding: false, medicines: 'x'.repeat(400) }],
      },
      TODAY,
    );
    for (const i of scaleTemplate('stay-home', long)) expect(i.itemName.length).toBeLessThanOrEqual(KIT_ITEM_NAME_MAX);
  });
});

describe('the other templates', () => {
  it('stays home two weeks: 4 people x 1 gal x 14 days = 56 gallons, 56 person-days of food, 14 days of dog food', () => {
    const items = scaleTemplate('stay-home', FAMILY);
    expect(item(items, 'Drinking water (gallons)').quantity).toBe(56);
    expect(item(items, 'Non-perishable food (person-days)').quantity).toBe(56);
    expect(item(items, 'Food for Rex (daily portions)').quantity).toBe(14);
    expect(item(items, 'Sleeping bag or warm blanket (one per person)').quantity).toBe(4);
  });

  it("the car kit holds a day's water and snacks and a blanket for each person", () => {
    const items = scaleTemplate('car', FAMILY);
    expect(item(items, 'Bottled water (gallons)').quantity).toBe(4);
    expect(item(items, 'Non-perishable snacks (one day per person)').quantity).toBe(4);
    expect(item(items, 'Blanket (one per person)').quantity).toBe(4);
    expect(item(items, 'Jumper cables').sourceUrl).toBe(KIT_SOURCES.readyWinter.url);
  });

  it('the pet kit has a carrier, records and medicines for each pet, and litter only for cats', () => {
    const two = { ...FAMILY, pets: [...FAMILY.pets, { name: 'Misty', kind: 'cat' as const, weightKg: 4 }] };
    const items = scaleTemplate('pet', two);
    for (const name of ['Rex', 'Misty']) {
      item(items, `Carrier or crate for ${name}`);
      item(items, `Vet records and vaccination proof for ${name}`);
      item(items, `Medicines for ${name}`);
      expect(item(items, `Food for ${name} (daily portions)`).quantity).toBe(3);
    }
    // (30 + 4) kg x 0.065 L x 3 days = 6.63 L = 1.75 gal -> 2.
    expect(item(items, 'Water for pets (gallons)').quantity).toBe(2);
    expect(item(items, 'Litter and a litter box').notes).toBe('For 1 cat.');
    expect(scaleTemplate('pet', FAMILY).some((i) => i.itemName.startsWith('Litter'))).toBe(false);
  });

  it("counts water in litres under the household's own standard (BBK 2 L: 4 x 2 x 3 = 24 L)", () => {
    const de = { ...FAMILY, water: { standard: 'de' as const, litresPerPersonPerDay: 2 } };
    expect(item(scaleTemplate('family-go-bag', de), 'Drinking water (litres)').quantity).toBe(24);
  });
});

describe('without a household', () => {
  it('is scaled for one person and says so', () => {
    const basis = templateBasis({ household: null, pets: [], members: [] }, TODAY);
    expect(basis).toEqual(ONE_PERSON_BASIS);
    expect(item(scaleTemplate('family-go-bag', basis), 'Drinking water (gallons)').quantity).toBe(3);
    expect(scaledForText('family-go-bag', basis)).toMatch(/^No household set up yet: scaled for one person\./);
  });

  it('the pet kit is scaled for one pet', () => {
    const items = scaleTemplate('pet', ONE_PERSON_BASIS);
    expect(item(items, 'Food for your pet (daily portions)').quantity).toBe(3);
    expect(scaledForText('pet', ONE_PERSON_BASIS)).toContain('one pet');
  });

  it('every template gives whole quantities of at least 1 with a known source', () => {
    for (const id of FAMILY_TEMPLATE_IDS)
      for (const i of scaleTemplate(id, ONE_PERSON_BASIS)) {
        expect(Number.isInteger(i.quantity) && i.quantity >= 1).toBe(true);
        expect(Object.values(KIT_SOURCES).map((s) => s.url)).toContain(i.sourceUrl);
      }
    expect(FAMILY_TEMPLATES.map((t) => t.id)).toEqual([...FAMILY_TEMPLATE_IDS]);
  });
});

describe('what the household is told', () => {
  it('names the people, children and pets it was scaled for', () => {
    expect(scaledForText('family-go-bag', FAMILY)).toBe('Scaled for 4 people (2 adults, 2 children) and 1 pet');
    expect(scaledForText('car', FAMILY)).toBe('Scaled for 4 people (2 adults, 2 children)');
    expect(scaledForText('pet', FAMILY)).toBe('Scaled for 1 pet: Rex');
  });
});

describe('kitSourceOf', () => {
  it('names our sources, the host of other web addresses, and nothing else', () => {
    expect(kitSourceOf(KIT_SOURCES.readyKit.url)?.name).toBe('Ready.gov');
    expect(kitSourceOf('https://www.example.org/list')?.name).toBe('example.org');
    expect(kitSourceOf('javascript:alert(1)')).toBeNull();
    expect(kitSourceOf(null)).toBeNull();
  });
});
