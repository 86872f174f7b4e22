/**
 * A plan item's "Source: …" and "Field guide: …" lines (the format guidance.ts and
 * ../emergency/official-steps.ts write), read back as links: in a file of its own so the pages that
 * show plan items (the plan view, the emergency screen) do not carry the recommended steps
 * (issue 41, decision 0311).
 *
 * The lines are written in the language the item was written in ("Quelle: …", "Fuente: …"; issue
 * 43, decision 0348), and read in any of them: a link's `label` is a key, which the page shows in
 * its own language, whatever language the item is in.
 */

/** What a link line is: a source (an official page) or a Holdfast field guide. */
export type ItemLinkLabel = 'Source' | 'Field guide';

export interface ItemLink {
  label: ItemLinkLabel;
  name: string;
  /** An absolute http(s) URL (a source) or a path inside the app (a field guide). */
  href: string;
}

export type ItemLinkWords = Readonly<Record<ItemLinkLabel, string>>;

/**
 * The words a link line starts with, per language an item is written in: the same words the plan
 * view shows (the plans catalogue's `view.source` and `view.fieldGuide`). Plain English writes
 * the English ones. A word added here is read by `itemLinks` in every language.
 */
export const ITEM_LINK_WORDS = {
  en: { Source: 'Source', 'Field guide': 'Field guide' },
  de: { Source: 'Quelle', 'Field guide': 'Ratgeber' },
  es: { Source: 'Fuente', 'Field guide': 'Guía práctica' },
} as const satisfies Record<string, ItemLinkWords>;

/** The words an item written in `locale` uses: its language's, else English (plain English, the pseudo-locales). */
export function itemLinkWords(locale: string): ItemLinkWords {
  return locale === 'de' || locale === 'es' ? ITEM_LINK_WORDS[locale] : ITEM_LINK_WORDS.en;
}

/** The key of each word, in any language. */
const LABEL_OF = new Map<string, ItemLinkLabel>(
  Object.values(ITEM_LINK_WORDS).flatMap((words) =>
    (Object.entries(words) as [ItemLinkLabel, string][]).map(([label, word]) => [word, label] as const),
  ),
);

const LINK_LINE = new RegExp(`^(${[...LABEL_OF.keys()].join('|')}): (.+) — (https?:\\/\\/\\S+|\\/[^\\s/]\\S*)$`);

/** A link line in `words`' language: "Quelle: BBK — https://…". */
export const itemLinkLine = (words: ItemLinkWords, label: ItemLinkLabel, name: string, href: string): string =>
  `${words[label]}: ${name} — ${href}`;

/**
 * A plan item's text and the "Source: …" and "Field guide: …" lines at its end (in any language
 * of ITEM_LINK_WORDS), as links. Any item may carry them (edited ones too); a field guide must be
 * a path inside the app, a source an http(s) address, so a link never runs script.
 */
export function itemLinks(content: string): { text: string; links: ItemLink[] } {
  const lines = content.split('\n');
  const links: ItemLink[] = [];
  while (lines.length > 1) {
    const match = LINK_LINE.exec(lines[lines.length - 1]!.trim());
    if (!match) break;
    const [, word, name, href] = match;
    const label = LABEL_OF.get(word!)!;
    if ((label === 'Field guide') !== href!.startsWith('/')) break;
    links.unshift({ label, name: name!, href: href! });
    lines.pop();
  }
  return { text: lines.join('\n').trimEnd(), links };
}
