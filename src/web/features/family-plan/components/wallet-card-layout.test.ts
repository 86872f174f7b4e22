import { describe, expect, it } from 'vitest';
import { familyPlanSchema, type FamilyPlanInput } from '@shared/family-plan/schemas';
import { telHref } from './print-parts';
import {
  CARD_BUDGET,
  cellWidth,
  MORE_ON_THE_FRIDGE_SHEET,
  shortNames,
  WALLET_CARD,
  walletCardBack,
  walletCardFront,
  type CardLine,
  type CardSide,
} from './wallet-card-layout';

const plan = (input: FamilyPlanInput) => familyPlanSchema.parse(input);
const lineText = (line: CardLine) =>
  line.kind === 'text'
    ? line.runs.map((r) => r.text).join('')
    : line.kind === 'row'
      ? line.cells.map((c) => c.map((r) => r.text).join('')).join('  ')
      : MORE_ON_THE_FRIDGE_SHEET;
const text = (side: CardSide) => [side.title, ...side.lines.map(lineText)].join('\n');
const hasMore = (side: CardSide) => side.lines.some((l) => l.kind === 'more');
const tels = (side: CardSide) =>
  side.lines.flatMap((l) =>
    (l.kind === 'text' ? l.runs : l.kind === 'row' ? l.cells.flat() : []).filter((r) => r.tel).map((r) => r.text),
  );

/** What the browser is given: nothing wider or taller than the counted budget. */
function expectWithinBudget(side: CardSide) {
  expect(cellWidth(side.title)).toBeLessThanOrEqual(CARD_BUDGET.titleCells);
  expect(side.lines.length).toBeLessThanOrEqual(CARD_BUDGET.lines);
  for (const line of side.lines) {
    if (line.kind === 'text') expect(cellWidth(lineText(line))).toBeLessThanOrEqual(CARD_BUDGET.cells);
    if (line.kind === 'row') {
      const column = (CARD_BUDGET.cells - (line.cols - 1) * WALLET_CARD.gapCells) / line.cols;
      for (const cell of line.cells) expect(cellWidth(cell.map((r) => r.text).join(''))).toBeLessThanOrEqual(column);
    }
  }
  // The note, when there is one, is the last line.
  expect(side.lines.findIndex((l) => l.kind === 'more')).toBeOneOf([-1, side.lines.length - 1]);
}

const parents = [
  { id: 'mum', name: 'Ana Silva', mobilePhone: '+1 555 0100' },
  { id: 'dad', name: 'Bruno Silva', mobilePhone: '+1 555 0102', otherPhone: '+1 555 0103' },
];
const child = {
  id: 'kid',
  name: 'Davi Silva',
  dateOfBirth: '2018-06-01',
  allergies: 'Peanuts',
  place: {
    kind: 'school' as const,
    name: 'Elm School',
    address: '1 Elm Ave',
    phone: '555 0150',
    plan: 'Grandpa Joe collects him if we cannot get there.',
  },
};
const family = plan({
  members: [...parents, child],
  outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199' }],
  meetingPlaces: { neighbourhood: { name: 'Oak tree' }, outOfTown: { name: "Aunt May's", address: '12 Hill Rd' } },
  numbers: [
    { label: 'Doctor', number: '555 0123' },
    { label: 'Poison control', number: '1-800-222-1222' },
  ],
});

describe('wallet card layout', () => {
  it('counts the budget at the printed size: 56 characters a line, 40 on the title line, 16 lines under it', () => {
    // 85.6 x 54 mm less a 0.3 mm cut line and 2.5 mm padding: 80 x 48.4 mm; 6.5 pt monospace on
    // 7.6 pt lines, one character counted 0.62 em; a 9 pt title on a 10 pt line.
    expect(CARD_BUDGET).toMatchObject({ cells: 56, titleCells: 40, lines: 16 });
  });

  it('counts a character one cell, two for wide scripts and emoji, none for combining marks', () => {
    expect(cellWidth('Ana +1 555 0100')).toBe(15);
    expect(cellWidth('José Ørsted-Łukasz Ωμέγα Дмитрий')).toBe(32);
    expect(cellWidth('Jose\u0301')).toBe(4);
    expect(cellWidth('王小明')).toBe(6);
    expect(cellWidth('ＡＢ')).toBe(4);
    expect(cellWidth('👩‍👧')).toBe(4);
  });

  it('links what is written like a phone, and nothing else', () => {
    expect(telHref('+1 (555) 010-0100')).toBe('tel:+15550100100');
    expect(telHref('911')).toBe('tel:911');
    expect(telHref('555 0123 ext. 4')).toBeNull();
    expect(telHref('12')).toBeNull();
  });

  it('shortens names to the first name, adds an initial when two share it, and cuts what is still too long', () => {
    expect(shortNames(['Ana Silva', 'Bruno Silva', 'Ana Costa', 'Leo'])).toEqual(['Ana S.', 'Bruno', 'Ana C.', 'Leo']);
    expect(shortNames(['Ana Silva', 'ana Sousa'])).toEqual(['Ana Silva', 'ana Sousa']);
    expect(shortNames(['Bartholomewandersson Smith'])).toEqual(['Bartholomewan…']);
  });

  it("puts the parents' mobiles on a child's card, with the school, its pick-up plan and the numbers", () => {
    const front = walletCardFront(family, family.members[2]!);
    expect(front.title).toBe('Davi Silva');
    expect(text(front)).toContain('Out-of-town contact: Aunt May, +1 555 0199');
    expect(text(front)).toContain('Household mobiles\nAna +1 555 0100  Bruno +1 555 0102');
    // Phones are tel: links; a member without a phone is not listed.
    expect(tels(front)).toEqual(['+1 555 0199', '+1 555 0100', '+1 555 0102']);
    const phoneRun = front.lines.flatMap((l) => (l.kind === 'row' ? l.cells.flat() : [])).find((r) => r.tel);
    expect(phoneRun).toEqual({ text: '+1 555 0100', tel: 'tel:+15550100' });
    expect(text(front)).toContain("Outside the town: Aunt May's, 12 Hill Rd");
    expect(hasMore(front)).toBe(false);

    const back = walletCardBack(family, family.members[2]!);
    expect(text(back)).toBe(
      [
        'Davi Silva',
        'Allergies: Peanuts',
        'School: Elm School, 555 0150, 1 Elm Ave',
        'Pick-up plan: Grandpa Joe collects him if we cannot get',
        'there.',
        'Emergency 911  Poison control: 1-800-222-1222',
        'Doctor: 555 0123',
      ].join('\n'),
    );
    expect(tels(back)).toEqual(['555 0150', '911', '1-800-222-1222', '555 0123']);
    expectWithinBudget(front);
    expectWithinBudget(back);
  });

  it('keeps a long contact name with its phones, wrapped, never pushing a phone off', () => {
    const long = plan({
      ...family,
      outOfTownContacts: [
        {
          name: 'Maria Fernanda Alessandra Rodrigues-Figueiredo de Albuquerque e Castro',
          mobilePhone: '+351 912 345 678',
          otherPhone: '+351 213 456 789',
        },
      ],
    });
    const front = walletCardFront(long, long.members[0]!);
    expect(text(front).replace(/\n/g, ' ')).toContain(
      'Out-of-town contact: Maria Fernanda Alessandra Rodrigues-Figueiredo de Albuquerque e Castro, +351 912 345 678, +351 213 456 789',
    );
    expect(tels(front)).toContain('+351 213 456 789');
    expect(hasMore(front)).toBe(false);
    expectWithinBudget(front);
  });

  it('lists every important number, not only the first ones, when they fit', () => {
    const numbers = Array.from({ length: 12 }, (_, i) => ({ label: `Number ${i + 1}`, number: `555 01${10 + i}` }));
    const many = plan({ ...family, numbers });
    const back = walletCardBack(many, many.members[0]!);
    for (const n of numbers) expect(text(back)).toContain(`${n.label}: ${n.number}`);
    expect(hasMore(back)).toBe(false);
    expectWithinBudget(back);
  });

  it('cuts a long pick-up plan with "…" and says "More on the fridge sheet"; what does not fit is left off whole', () => {
    const longPlan = plan({
      ...family,
      members: [...parents, { ...child, place: { ...child.place, plan: 'Walk to the church hall. '.repeat(80) } }],
      numbers: Array.from({ length: 30 }, (_, i) => ({ label: `Number ${i + 1}`, number: `+1 555 01${10 + i}` })),
    });
    const back = walletCardBack(longPlan, longPlan.members[2]!);
    const lines = back.lines.map(lineText);
    const planAt = lines.findIndex((l) => l.startsWith('Pick-up plan:'));
    expect(lines[planAt + 2]).toMatch(/…$/);
    expect(lines[planAt + 3]).toMatch(/^Emergency 911 {2}/);
    expect(lines.at(-1)).toBe(MORE_ON_THE_FRIDGE_SHEET);
    expect(back.lines).toHaveLength(CARD_BUDGET.lines);
    // Every phone shown is shown whole.
    for (const shown of tels(back))
      expect(['555 0150', '911', ...longPlan.numbers.map((n) => n.number)]).toContain(shown);
    expectWithinBudget(back);
  });

  it('gives the lines a cut text leaves free back to it: a long plan fills the card, the numbers still on it', () => {
    const longPlan = plan({
      ...family,
      members: [...parents, { ...child, place: { ...child.place, plan: 'Walk to the church hall. '.repeat(80) } }],
    });
    const back = walletCardBack(longPlan, longPlan.members[2]!);
    const lines = back.lines.map(lineText);
    expect(lines).toHaveLength(CARD_BUDGET.lines);
    // Allergies 1, school 1, numbers 2, the note 1: the plan has the other 11.
    expect(lines.filter((l) => l.includes('church hall'))).toHaveLength(11);
    expect(lines[12]).toMatch(/…$/);
    expect(lines.slice(13)).toEqual([
      'Emergency 911  Poison control: 1-800-222-1222',
      'Doctor: 555 0123',
      MORE_ON_THE_FRIDGE_SHEET,
    ]);
    expectWithinBudget(back);
  });

  it('fits ten people with long names, or says what it left off, on every card, deterministically', () => {
    const names = [
      'Alexandrina Wilhelmina Montgomery-Featherstonehaugh',
      'Bartholomew Maximilian Montgomery-Featherstonehaugh',
      'Christopher Montgomery',
      'Dorothea Montgomery',
      'Alexandrina Featherstonehaugh',
      'Evangelina Josephine Montgomery',
      'Florentino Montgomery',
      'Gwendolyn Montgomery',
      'Hieronymus Montgomery',
      'Isadora Montgomery',
    ];
    const big = plan({
      members: names.map((name, i) => ({
        id: `m${i}`,
        name,
        mobilePhone: `+44 7700 900${100 + i}`,
        allergies: i % 2 ? 'Penicillin, peanuts, tree nuts, shellfish, latex and bee stings (carries two EpiPens)' : '',
        bloodType: 'AB-',
        place: {
          kind: i < 2 ? ('work' as const) : ('school' as const),
          name: 'St Bartholomew the Great Church of England Primary and Nursery School',
          address: '1 Very Long Street Name Road, Little Snoring-on-the-Marsh, Norfolk',
          phone: '+44 1328 000 000',
          plan: 'If the school closes early, Grandma Featherstonehaugh collects the children from the side gate.',
        },
      })),
      outOfTownContacts: [
        {
          name: 'Great-Aunt Philippa Montgomery-Featherstonehaugh',
          mobilePhone: '+44 7700 900999',
          otherPhone: '+44 20 7946 0000',
        },
        { name: 'Uncle Bartholomew', mobilePhone: '+1 555 0177' },
      ],
      meetingPlaces: {
        indoor: { name: 'The cellar under the kitchen', address: '', instructions: 'By the water' },
        neighbourhood: { name: 'The big oak tree', address: 'Corner of Featherstonehaugh Lane and Montgomery Road' },
        outsideNeighbourhood: { name: 'Public library', address: '200 Main Street, Little Snoring-on-the-Marsh' },
        outOfTown: { name: "Great-Aunt Philippa's house", address: '12 Hill Road, Great Snoring, Norfolk NR21 0AA' },
      },
      emergencyRegion: 'uk',
      numbers: Array.from({ length: 10 }, (_, i) => ({ label: `Number ${i + 1}`, number: `020 7946 00${10 + i}` })),
    });
    for (const member of big.members) {
      const front = walletCardFront(big, member);
      const back = walletCardBack(big, member);
      expectWithinBudget(front);
      expectWithinBudget(back);
      expect(walletCardFront(big, member)).toEqual(front);
      expect(front.title).toBe(member.name.length > 40 ? `${member.name.slice(0, 39)}…` : member.name);
      // The contacts' phones, whole, then the household's mobiles in the plan's order under short
      // names (one column: each entry is wider than half a line), as many as fit.
      expect(tels(front)).toEqual([
        '+44 7700 900999',
        '+44 20 7946 0000',
        '+1 555 0177',
        ...big.members.slice(0, 9).map((m) => m.mobilePhone),
      ]);
      expect(text(front)).toContain('Household mobiles\nAlexandrina M. +44 7700 900100\nBartholomew +44 7700 900101');
      expect(text(front)).toContain('\nAlexandrina F. +44 7700 900104\n');
      // The tenth mobile and the meeting places did not fit: the card says so.
      expect(text(front)).not.toContain('Oak');
      expect(front.lines.at(-1)).toEqual({ kind: 'more' });
      // The back: the blood type first, the school or work with its phone, all of it and its
      // plan (nothing is cut while there is room), and every number: no note.
      expect(lineText(back.lines[0]!)).toBe('Blood type: AB-');
      expect(tels(back)[0]).toBe('+44 1328 000 000');
      expect(text(back).replace(/\n/g, ' ')).toContain('Little Snoring-on-the-Marsh, Norfolk');
      expect(text(back).replace(/\n/g, ' ')).toContain('from the side gate.');
      if (member.allergies) expect(text(back).replace(/\n/g, ' ')).toContain('(carries two EpiPens)');
      for (const n of big.numbers) expect(text(back)).toContain(`${n.label}: ${n.number}`);
      expect(hasMore(back)).toBe(false);
    }
  });

  it('leaves the note off when everything fits', () => {
    for (const member of family.members) {
      expect(hasMore(walletCardFront(family, member))).toBe(false);
      expect(hasMore(walletCardBack(family, member))).toBe(false);
    }
  });
});
