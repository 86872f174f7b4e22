import type { FamilyPlan, Member } from '@shared/family-plan/schemas';
import { messages } from '../messages';
import { en } from '../messages/en';
import { placeKindLabel, placePlanLabel } from './labels';
import { emergencyNumber, isPoisonControl, medicalNotes, meetingPlaces, telHref } from './print-parts';

const { t } = messages;

/**
 * What goes on a wallet card, decided by counting rather than by the browser clipping (decision
 * 263). The card is set in the monospace stack, so a character's width is known: every monospace
 * system font (Menlo, SF Mono, Consolas, Liberation Mono, DejaVu Sans Mono) advances 0.55-0.61 em
 * per character, and the budget counts 0.62 em. Lines are broken here, rendered one element each
 * and never wrapped again by the browser: N lines are N line heights, and a line of at most
 * `cells` characters is narrower than the card. What does not fit is left off whole, and the card
 * then ends with "More on the fridge sheet". The words are the page's language's (decision 0337):
 * a longer German or Spanish label is counted like any other text.
 */
const MM_PER_PT = 25.4 / 72;
const CELL_EM = 0.62;

/** ISO/IEC 7810 ID-1 (a credit card), the cut line drawn inside it, and its type. */
export const WALLET_CARD = {
  widthMm: 85.6,
  heightMm: 54,
  borderMm: 0.3,
  paddingMm: 2.5,
  fontPt: 6.5,
  linePt: 7.6,
  titleFontPt: 9,
  titleLinePt: 10,
  /** The gap between the columns of a row, in characters. */
  gapCells: 2,
} as const;

const innerWidthPt = (WALLET_CARD.widthMm - 2 * (WALLET_CARD.borderMm + WALLET_CARD.paddingMm)) / MM_PER_PT;
const innerHeightPt = (WALLET_CARD.heightMm - 2 * (WALLET_CARD.borderMm + WALLET_CARD.paddingMm)) / MM_PER_PT;

/** The budget of a card side: characters on a line and on the title line, lines under the title. */
export const CARD_BUDGET = {
  cells: Math.floor(innerWidthPt / (CELL_EM * WALLET_CARD.fontPt)),
  titleCells: Math.floor(innerWidthPt / (CELL_EM * WALLET_CARD.titleFontPt)),
  lines: Math.floor((innerHeightPt - WALLET_CARD.titleLinePt) / WALLET_CARD.linePt),
  /** The width of a character in em, for the gap between columns. */
  cellEm: CELL_EM,
} as const;

/** How many lines a text may take before it is cut short (with "…" and the fridge sheet note). */
export const CARD_CAPS = { medical: 3, place: 2, pickUpPlan: 3, meetingPlace: 2 } as const;
/** A name in the household's list of mobiles: the first name, at most this wide. */
export const SHORT_NAME_CELLS = 14;
/** The last line of a card that could not hold everything: in English, and in the page's language. */
export const MORE_ON_THE_FRIDGE_SHEET = en.cardMore;
export const moreOnTheFridgeSheet = () => t('cardMore');

export interface Run {
  text: string;
  strong?: boolean;
  /** A `tel:` address: the run is a phone number. */
  tel?: string;
}
export type CardLine = { kind: 'text'; runs: Run[] } | { kind: 'row'; cols: number; cells: Run[][] } | { kind: 'more' };
export interface CardSide {
  title: string;
  lines: CardLine[];
}

// Zero width: combining marks and format characters. One cell: ASCII, Latin-1 punctuation, general
// punctuation, and the Latin, Greek and Cyrillic letters every monospace font has. Anything else
// (CJK, emoji, other scripts drawn from a proportional fallback font, fullwidth forms) counts two.
const ZERO_WIDTH = /^[\p{M}\p{Cf}]$/u;
const FULLWIDTH = /^[\uff00-\uffef]$/u;
const ONE_CELL =
  /^[\u0020-\u007e\u00a0-\u00bf\u00d7\u00f7\u2010-\u2027\u2030-\u205e\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]$/u;

/** The width of a text in monospace cells (see above). */
export function cellWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ZERO_WIDTH.test(ch) ? 0 : FULLWIDTH.test(ch) ? 2 : ONE_CELL.test(ch) ? 1 : 2;
  return width;
}

/** The longest start of `text` at most `cells` wide. */
function sliceCells(text: string, cells: number): string {
  let out = '';
  for (const ch of text) {
    if (cellWidth(out + ch) > cells) break;
    out += ch;
  }
  return out;
}

/** `text` cut to `cells` with "…" when it is wider. */
export function ellipsize(text: string, cells: number): string {
  return cellWidth(text) <= cells ? text : `${sliceCells(text, cells - 1).trimEnd()}…`;
}

/** A piece a line never splits (a word, a phone with its comma), and the spaces before it on a line. */
interface Token {
  runs: Run[];
  gap: number;
}
const tokenWidth = (t: Token) => t.runs.reduce((w, r) => w + cellWidth(r.text), 0);
const lineWidth = (line: Token[]) => line.reduce((w, t, i) => w + (i > 0 ? t.gap : 0) + tokenWidth(t), 0);

/** Words of a text, each its own token. */
const words = (text: string, strong = false): Token[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ({ runs: [strong ? { text: w, strong } : { text: w }], gap: 1 }));

/** A phone that stays whole, with what follows it glued on (a comma). */
function phone(number: string, after = ''): Token {
  const tel = telHref(number);
  const runs: Run[] = [tel ? { text: number, tel } : { text: number }];
  if (after) runs.push({ text: after });
  return { runs, gap: 1 };
}

/** The tokens with a comma glued to the last one (none when empty). */
const withComma = (tokens: Token[]): Token[] =>
  tokens.length === 0
    ? tokens
    : [...tokens.slice(0, -1), { ...tokens.at(-1)!, runs: [...tokens.at(-1)!.runs, { text: ',' }] }];

/** A token wider than a whole line is cut into line-wide pieces (a 60-character important number, a long word). */
function splitWide(token: Token, cells: number): Token[] {
  if (tokenWidth(token) <= cells) return [token];
  const { strong, tel } = token.runs[0]!;
  const pieces: Token[] = [];
  let rest = token.runs.map((r) => r.text).join('');
  while (rest) {
    const piece = sliceCells(rest, cells) || Array.from(rest)[0]!;
    pieces.push({ runs: [{ text: piece, strong, tel }], gap: pieces.length === 0 ? token.gap : 0 });
    rest = rest.slice(piece.length);
  }
  return pieces;
}

/** Greedy line breaking: on each line as many tokens as fit in `cells`. */
function wrap(tokens: Token[], cells: number): Token[][] {
  const lines: Token[][] = [];
  let line: Token[] = [];
  for (const token of tokens.flatMap((t) => splitWide(t, cells))) {
    if (line.length > 0 && lineWidth([...line, token]) > cells) {
      lines.push(line);
      line = [];
    }
    line.push(token);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** The last line of a cut text: tokens dropped from its end until "…" fits after it. */
function withEllipsis(line: Token[], cells: number): Token[] {
  const kept = [...line];
  while (kept.length > 1 && lineWidth(kept) + 1 > cells) kept.pop();
  if (lineWidth(kept) + 1 > cells) {
    const first = kept[0]!;
    const text = first.runs.map((r) => r.text).join('');
    kept[0] = { runs: [{ text: sliceCells(text, cells - 1), strong: first.runs[0]!.strong }], gap: first.gap };
  }
  return [...kept, { runs: [{ text: '…' }], gap: 0 }];
}

const runsOf = (tokens: Token[]): Run[] =>
  tokens.flatMap((t, i) => (i > 0 && t.gap > 0 ? [{ text: ' '.repeat(t.gap) }, ...t.runs] : t.runs));
const toLine = (tokens: Token[]): CardLine => ({ kind: 'text', runs: runsOf(tokens) });

/**
 * A part of a card side: all its lines; how many it keeps when the side is short of room (a
 * long note); and, when it may be shown in part, its first `n` lines (a text then ends in "…"),
 * from `minLines` up.
 */
interface Block {
  lines: CardLine[];
  cap: number;
  partial?: { minLines: number; first: (n: number) => CardLine[] };
}

/** A text; when the side is short of room, at most `cap` lines of it (cut with "…"). */
function textBlock(tokens: Token[], { cap = Infinity, divisible = true } = {}): Block {
  const { cells } = CARD_BUDGET;
  const all = wrap(tokens, cells);
  const first = (n: number) => [...all.slice(0, n - 1).map(toLine), toLine(withEllipsis(all[n - 1]!, cells))];
  // A text that may not be shown in part is never capped either.
  return divisible
    ? { lines: all.map(toLine), cap, partial: { minLines: 1, first } }
    : { lines: all.map(toLine), cap: Infinity };
}

/**
 * Entries (a short name and a phone) in columns as wide as the widest entry, under a heading.
 * Shown in part: the heading and the first rows.
 */
function columnsBlock(heading: string, entries: Run[][]): Block {
  const { cells } = CARD_BUDGET;
  const widest = Math.max(...entries.map((e) => e.reduce((w, r) => w + cellWidth(r.text), 0)));
  const cols = Math.max(1, Math.floor((cells + WALLET_CARD.gapCells) / (widest + WALLET_CARD.gapCells)));
  const lines: CardLine[] = [{ kind: 'text', runs: [{ text: heading, strong: true }] }];
  for (let i = 0; i < entries.length; i += cols) lines.push({ kind: 'row', cols, cells: entries.slice(i, i + cols) });
  return { lines, cap: Infinity, partial: { minLines: 2, first: (n) => lines.slice(0, n) } };
}

/**
 * Entries (a label and a number) one after another, two spaces apart; a line breaks between
 * entries, inside one only when it is wider than a line. Shown in part: the first lines.
 */
function flowBlock(entries: Token[][]): Block {
  const tokens = entries.flatMap((entry) => {
    const whole: Token = { runs: runsOf(entry), gap: 2 };
    return lineWidth(entry) <= CARD_BUDGET.cells ? [whole] : entry.map((t, i) => (i === 0 ? { ...t, gap: 2 } : t));
  });
  const lines = wrap(tokens, CARD_BUDGET.cells).map(toLine);
  return { lines, cap: Infinity, partial: { minLines: 1, first: (n) => lines.slice(0, n) } };
}

/**
 * The blocks, in order of importance, in `budget` lines: all of them when they fit. Otherwise the
 * last line says "More on the fridge sheet", and before it, in order: each block cut to its cap if
 * that fits; the first that does not fit is shown in part if it may be, else left off (a later,
 * smaller one may still fit); then the lines left over go back to the texts cut short, in order.
 */
function fitBlocks(blocks: Block[], budget: number): CardLine[] {
  if (blocks.reduce((n, b) => n + b.lines.length, 0) <= budget) return blocks.flatMap((b) => b.lines);
  const room = budget - 1;
  const shown: number[] = [];
  let left = room;
  for (const b of blocks) {
    const capped = Math.min(b.lines.length, b.cap);
    const n = capped <= left ? capped : b.partial && left >= b.partial.minLines ? left : 0;
    shown.push(n);
    left -= n;
  }
  blocks.forEach((b, i) => {
    const more = shown[i]! > 0 ? Math.min(left, b.lines.length - shown[i]!) : 0;
    shown[i]! += more;
    left -= more;
  });
  return [
    ...blocks.flatMap((b, i) => (shown[i] === b.lines.length ? b.lines : shown[i] ? b.partial!.first(shown[i]!) : [])),
    { kind: 'more' },
  ];
}

/**
 * Short names for the household's list of mobiles: the first name; first name and initial when
 * two share a first name; the whole name when that is not enough either. At most SHORT_NAME_CELLS.
 */
export function shortNames(names: readonly string[]): string[] {
  const parts = names.map((n) => n.trim().split(/\s+/));
  const first = parts.map((p) => p[0] ?? '');
  const withInitial = parts.map((p) => (p.length > 1 ? `${p[0]} ${Array.from(p.at(-1)!)[0]}.` : p[0]!));
  const clash = (list: string[], i: number) =>
    list.some((other, j) => j !== i && other.toLocaleLowerCase() === list[i]!.toLocaleLowerCase());
  return names.map((name, i) => {
    const short = !clash(first, i) ? first[i]! : !clash(withInitial, i) ? withInitial[i]! : name.trim();
    return ellipsize(short, SHORT_NAME_CELLS);
  });
}

/** Everyone's number for the card: their mobile, else their other phone; nobody without either. */
function householdPhones(plan: FamilyPlan): Run[][] {
  const reachable = plan.members.filter((m) => m.mobilePhone || m.otherPhone);
  const names = shortNames(reachable.map((m) => m.name));
  return reachable.map((m, i) => {
    const number = m.mobilePhone || m.otherPhone;
    const tel = telHref(number);
    return [{ text: names[i]!, strong: true }, { text: ' ' }, tel ? { text: number, tel } : { text: number }];
  });
}

/** A contact's name then their phones, the phones never split from each other or cut. */
function contactTokens(c: FamilyPlan['outOfTownContacts'][number]): Token[] {
  const numbers = [c.mobilePhone, c.otherPhone].filter(Boolean);
  const name = numbers.length > 0 ? withComma(words(c.name)) : words(c.name);
  return [
    ...words(t('cardContact'), true),
    ...name,
    ...numbers.map((n, i) => phone(n, i < numbers.length - 1 ? ',' : '')),
  ];
}

/**
 * The front: the name, the emergency number, the out-of-town contacts, every household member's
 * mobile, the meeting places (name and address; their instructions are on the fridge sheet).
 */
export function walletCardFront(plan: FamilyPlan, member: Member): CardSide {
  const blocks: Block[] = [
    textBlock(words(t('cardHeader', { number: emergencyNumber(plan) }), true), { divisible: false }),
  ];
  if (plan.outOfTownContacts.length === 0)
    blocks.push(textBlock([...words(t('cardContact'), true), ...words(t('cardNoContact'))], { divisible: false }));
  for (const c of plan.outOfTownContacts) blocks.push(textBlock(contactTokens(c), { divisible: false }));
  const phones = householdPhones(plan);
  if (phones.length > 0) blocks.push(columnsBlock(t('cardMobiles'), phones));
  for (const p of meetingPlaces(plan)) {
    const place = [p.name, p.address].filter(Boolean).join(', ');
    blocks.push(textBlock([...words(`${p.label}:`, true), ...words(place)], { cap: CARD_CAPS.meetingPlace }));
  }
  return { title: ellipsize(member.name, CARD_BUDGET.titleCells), lines: fitBlocks(blocks, CARD_BUDGET.lines) };
}

/**
 * The back: the person's medical notes, their school, childcare or workplace with its phone,
 * address and plan, then the emergency number, poison control and the other important numbers.
 */
export function walletCardBack(plan: FamilyPlan, member: Member): CardSide {
  const blocks: Block[] = [];
  // The blood type first: one short line that must not be what a long note pushes off.
  const notes = medicalNotes(member).sort((a, b) => Number(b.key === 'bloodType') - Number(a.key === 'bloodType'));
  if (notes.length === 0) blocks.push(textBlock(words(t('cardNoNotes')), { divisible: false }));
  for (const { label, value } of notes)
    blocks.push(textBlock([...words(`${label}:`, true), ...words(value)], { cap: CARD_CAPS.medical }));
  const place = member.place;
  if (place && (place.name || place.address || place.phone)) {
    const [name, address] = [words(place.name), words(place.address)];
    // The phone right after the name: a long address is what gets cut, not the number.
    const tokens = place.phone
      ? [...withComma(name), phone(place.phone, address.length > 0 ? ',' : ''), ...address]
      : [...(address.length > 0 ? withComma(name) : name), ...address];
    tokens.unshift(...words(`${placeKindLabel(place.kind)}:`, true));
    blocks.push(textBlock(tokens, { cap: CARD_CAPS.place }));
  }
  if (place?.plan)
    blocks.push(
      textBlock([...words(`${placePlanLabel(place.kind)}:`, true), ...words(place.plan)], {
        cap: CARD_CAPS.pickUpPlan,
      }),
    );
  const numbers = [...plan.numbers.filter(isPoisonControl), ...plan.numbers.filter((n) => !isPoisonControl(n))];
  blocks.push(
    flowBlock([
      [...words(t('emergency'), true), phone(emergencyNumber(plan))],
      ...numbers.map((n) => [...words(`${n.label}:`, true), phone(n.number)]),
    ]),
  );
  return { title: ellipsize(member.name, CARD_BUDGET.titleCells), lines: fitBlocks(blocks, CARD_BUDGET.lines) };
}
