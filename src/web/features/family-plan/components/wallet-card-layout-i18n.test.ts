import { afterEach, describe, expect, it } from 'vitest';
import { familyPlanSchema } from '@shared/family-plan/schemas';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import {
  CARD_BUDGET,
  cellWidth,
  moreOnTheFridgeSheet,
  WALLET_CARD,
  walletCardBack,
  walletCardFront,
  type CardLine,
  type CardSide,
} from './wallet-card-layout';

/** The wallet cards in German and Spanish (decision 0337): the longer words are counted, and still fit the card. */
const lineText = (line: CardLine) =>
  line.kind === 'text'
    ? line.runs.map((r) => r.text).join('')
    : line.kind === 'row'
      ? line.cells.map((c) => c.map((r) => r.text).join('')).join('  ')
      : moreOnTheFridgeSheet();
const text = (side: CardSide) => [side.title, ...side.lines.map(lineText)].join('\n');
const hasMore = (side: CardSide) => side.lines.some((l) => l.kind === 'more');

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
  expect(side.lines.findIndex((l) => l.kind === 'more')).toBeOneOf([-1, side.lines.length - 1]);
}

const family = familyPlanSchema.parse({
  members: [
    { id: 'mum', name: 'Ana Silva', mobilePhone: '+49 151 0100', bloodType: 'O+', conditions: 'Diabetes Typ 1' },
    { id: 'dad', name: 'Bruno Silva', mobilePhone: '+49 151 0102', otherPhone: '+49 30 0103' },
    {
      id: 'kid',
      name: 'Davi Silva',
      dateOfBirth: '2018-06-01',
      allergies: 'Erdnüsse',
      place: {
        kind: 'childcare' as const,
        name: 'Kita Sonnenschein',
        address: 'Ulmenweg 1',
        phone: '030 0150',
        plan: 'Opa Jo holt ihn ab, wenn wir nicht hinkommen.',
      },
    },
  ],
  outOfTownContacts: [{ name: 'Tante Maja', mobilePhone: '+49 40 0199' }],
  meetingPlaces: {
    indoor: { name: 'Keller' },
    neighbourhood: { name: 'Die Eiche', address: 'Ecke Ulmenweg' },
    outsideNeighbourhood: { name: 'Bibliothek', address: 'Marktplatz 3' },
    outOfTown: { name: 'Bei Tante Maja', address: 'Hügelstraße 12, Hamburg' },
  },
  emergencyRegion: 'eu',
  numbers: [
    { label: 'Giftnotruf', number: '030 19240' },
    { label: 'Arztpraxis', number: '030 0123' },
    { label: 'Tierarztpraxis', number: '030 0177' },
  ],
});

afterEach(() => setPageLocale('en'));

describe.each([
  {
    locale: 'de' as const,
    header: 'Notfallplan der Familie · Notruf 112',
    contact: 'Kontakt außerhalb: Tante Maja, +49 40 0199',
    mobiles: 'Handynummern im Haushalt',
    place: 'Außerhalb des Ortes: Bei Tante Maja, Hügelstraße 12, Hamburg',
    childcare: 'Kinderbetreuung: Kita Sonnenschein, 030 0150, Ulmenweg 1',
    plan: 'Abholplan:',
    emergency: 'Notruf 112',
    notes: 'Keine medizinischen Hinweise.',
  },
  {
    locale: 'es' as const,
    header: 'Plan de emergencia familiar · Emergencias 112',
    contact: 'Contacto fuera de la ciudad: Tante Maja, +49 40 0199',
    mobiles: 'Celulares del hogar',
    place: 'Fuera de la ciudad: Bei Tante Maja, Hügelstraße 12, Hamburg',
    childcare: 'Guardería: Kita Sonnenschein, 030 0150, Ulmenweg 1',
    plan: 'Plan para recogerlo:',
    emergency: 'Emergencias 112',
    notes: 'Sin notas médicas.',
  },
])('wallet cards in $locale', ({ locale, ...words }) => {
  it('writes every label in the language and fits a family of three on its cards, nothing left off', async () => {
    setPageLocale(locale);
    await loadAllMessages();
    for (const member of family.members) {
      const front = walletCardFront(family, member);
      const back = walletCardBack(family, member);
      expectWithinBudget(front);
      expectWithinBudget(back);
      expect(hasMore(front)).toBe(false);
      expect(hasMore(back)).toBe(false);
      expect(text(front)).toContain(words.header);
      expect(text(front)).toContain(words.contact);
      expect(text(front)).toContain(words.mobiles);
      expect(text(front).replace(/\n/g, ' ')).toContain(words.place);
      expect(text(back)).toContain(words.emergency);
    }
    const davi = walletCardBack(family, family.members[2]!);
    expect(text(davi)).toContain(words.childcare);
    expect(text(davi)).toContain(words.plan);
    expect(text(walletCardBack(family, family.members[1]!))).toContain(words.notes);
    // The blood type still comes first on the back, whatever its label is called.
    expect(lineText(walletCardBack(family, family.members[0]!).lines[0]!)).toMatch(/O\+$/);
    // No English label left on any card.
    const all = family.members
      .flatMap((m) => [walletCardFront(family, m), walletCardBack(family, m)])
      .map(text)
      .join('\n');
    for (const english of ['Out-of-town', 'Household mobiles', 'Emergency', 'Pick-up', 'Childcare', 'medical'])
      expect(all).not.toContain(english);
  });

  it('cuts what does not fit and ends with the note in the language, within the budget', async () => {
    setPageLocale(locale);
    await loadAllMessages();
    const long = familyPlanSchema.parse({
      ...family,
      members: family.members.map((m) => ({
        ...m,
        allergies: 'Penicillin, Erdnüsse, Baumnüsse, Schalentiere, Latex und Bienenstiche (trägt zwei Adrenalin-Pens)',
        medicines: 'Asthmaspray bei Bedarf, Insulin morgens und abends, Schilddrüsentabletten vor dem Frühstück',
        conditions: 'Typ-1-Diabetes, Asthma, Epilepsie (Notfallmedikament im Rucksack, Anleitung im Seitenfach)',
        place: m.place && { ...m.place, plan: `${m.place.plan} `.repeat(12) },
      })),
    });
    const back = walletCardBack(long, long.members[2]!);
    expectWithinBudget(back);
    expect(hasMore(back)).toBe(true);
    expect(lineText(back.lines.at(-1)!)).toBe(
      locale === 'de' ? 'Mehr auf dem Kühlschrankblatt' : 'Más en la hoja para el refrigerador',
    );
  });
});
