/**
 * The web app's layout is written in logical directions (decision 0330): margins, paddings,
 * offsets, borders, corners and text alignment follow the writing direction, so a right-to-left
 * language needs only its catalogue. This scan fails on a physical one, naming file, line and class.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(__dirname, '..');

/** A Tailwind value: a spacing step, a fraction, a keyword, an arbitrary [..] or (..) value. */
const VALUE = String.raw`(?:\d+(?:\.\d+)?|\d+/\d+|px|auto|full|\[[^\]\s]+\]|\([^)\s]+\))`;
/** Where a class starts: after a space, a quote, a variant's ":" or the important "!". */
const START = String.raw`(?<=^|[\s"'\`:!])`;
const END = String.raw`(?![\w/.\[-])`;
const CLASS_RULES: [RegExp, string][] = [
  [new RegExp(`${START}-?(?:scroll-)?[mp][lr]-${VALUE}${END}`, 'g'), 'ms/me, ps/pe (scroll-ms, scroll-ps)'],
  [new RegExp(`${START}-?(?:left|right)-${VALUE}${END}`, 'g'), 'inset-s/inset-e'],
  [new RegExp(String.raw`${START}border-[lr](?:-[^\s"'\`]+)?${END}`, 'g'), 'border-s/border-e'],
  [new RegExp(String.raw`${START}rounded-(?:[lr]|[tb][lr])(?:-[^\s"'\`]+)?${END}`, 'g'), 'rounded-s/e/ss/se/es/ee'],
  [new RegExp(`${START}(?:text|float|clear)-(?:left|right)${END}`, 'g'), 'text-start/end, float-start/end'],
];
/** Plain CSS, in .css files and in the CSS strings of components (print and emergency styles). */
const CSS_RULES: [RegExp, string][] = [
  [/\b(?:margin|padding|scroll-margin|scroll-padding|border)-(?:left|right)\b/g, '-inline-start/-inline-end'],
  [/\bborder-(?:top|bottom)-(?:left|right)-radius\b/g, 'border-start-start-radius etc.'],
  [/\b(?:text-align|float)\s*:\s*(?:left|right)\b/g, 'start/end'],
];
const CSS_OFFSET: [RegExp, string] = [/(?<![\w-])(?:left|right)\s*:/g, 'inset-inline-start/end'];
/** Inline style objects. */
const STYLE_RULES: [RegExp, string][] = [
  [/\b(?:margin|padding|scrollMargin|scrollPadding|border)(?:Left|Right)\w*\s*:/g, 'marginInlineStart etc.'],
  [/\b(?:textAlign|float)\s*:\s*['"](?:left|right)['"]/g, "'start'/'end'"],
  // A property with a length or a string: `left: number` in a type, `{ left: rest }` or `? left : 0` is
  // not a style.
  [/(?<![\w.$-])(?<!\?\s*)(?:left|right)\s*:(?=\s*(?:-?\d|['"`]))/g, 'insetInlineStart/End'],
];

/**
 * The physical ones that are right. A centred element (left-1/2 with -translate-x-1/2) is the
 * same in both directions; a box placed at coordinates measured on screen uses them as measured.
 * Keyed by file (relative to src/web) and the text found.
 */
const ALLOWED: Record<string, string[]> = {
  // Centred horizontally: left 50% and back by half its width is symmetric.
  'components/ui/dialog-classes.ts': ['left-1/2'],
  'components/ui/toaster.tsx': ['left-1/2'],
  // Placed at getBoundingClientRect() coordinates, which are physical in either direction.
  'components/blocked-reason-tooltip.tsx': ['left:'],
  // The class-merge table names every Tailwind side, physical and logical, as data.
  'lib/class-merge.ts': ['*'],
};

/**
 * An icon that points along the line (back, next, open) points the other way in right-to-left.
 * Media controls and logos keep their direction; the app has none that point.
 */
const DIRECTIONAL_ICON = /<(?:ArrowLeft|ArrowRight|ChevronLeft|ChevronRight)Icon\b[^>]*?\/>/gs;
export const MIRROR_IN_RTL = 'rtl:-scale-x-100';

/** The pointing icons of one file's text that do not mirror in right-to-left. */
export function unmirroredIcons(file: string, text: string): string[] {
  return [...text.matchAll(DIRECTIONAL_ICON)]
    .filter((m) => !m[0].includes(MIRROR_IN_RTL))
    .map((m) => `${file}:${text.slice(0, m.index).split('\n').length} ${m[0].replace(/\s+/g, ' ')}`);
}

export interface Finding {
  file: string;
  line: number;
  found: string;
  use: string;
}

/** The physical-direction classes and properties in one file's text. */
export function physicalDirections(file: string, text: string): Finding[] {
  const rules = file.endsWith('.css') ? [...CSS_RULES, CSS_OFFSET] : [...CLASS_RULES, ...CSS_RULES, ...STYLE_RULES];
  const allowed = ALLOWED[file] ?? [];
  const findings: Finding[] = [];
  text.split('\n').forEach((source, i) => {
    // A comment says why; it styles nothing.
    const code = source.replace(/^\s*(?:\/\/|\*|\/\*).*$/, '').replace(/\s\/\/\s.*$/, '');
    for (const [rule, use] of rules)
      for (const m of code.matchAll(rule)) {
        const found = m[0].replace(/\s+/g, '');
        if (!allowed.includes(found) && !allowed.includes('*')) findings.push({ file, line: i + 1, found, use });
      }
  });
  return findings;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(tsx?|css)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('logical directions in src/web (decision 0330)', () => {
  it('no physical direction class, CSS property or inline style outside the allow-list', () => {
    const findings = sources(WEB).flatMap((full) =>
      physicalDirections(path.relative(WEB, full).split(path.sep).join('/'), readFileSync(full, 'utf8')),
    );
    expect(findings.map((f) => `${f.file}:${f.line} ${f.found} (use ${f.use})`)).toEqual([]);
  });

  it(`every arrow and chevron icon mirrors in right-to-left (${MIRROR_IN_RTL})`, () => {
    const files = sources(WEB).filter((f) => f.endsWith('.tsx'));
    const unmirrored = files.flatMap((full) => unmirroredIcons(path.relative(WEB, full), readFileSync(full, 'utf8')));
    expect(unmirrored).toEqual([]);
    expect(unmirroredIcons('x.tsx', '<ArrowLeftIcon aria-hidden="true" />\n<ChevronRightIcon\n  className="size-4"\n/>')).toEqual([
      'x.tsx:1 <ArrowLeftIcon aria-hidden="true" />',
      'x.tsx:2 <ChevronRightIcon className="size-4" />',
    ]);
    expect(unmirroredIcons('x.tsx', `<ArrowRightIcon className="${MIRROR_IN_RTL}" />`)).toEqual([]);
  });

  it('finds each kind, with its variants, and leaves prose, symmetric and logical classes alone', () => {
    const classes = (s: string) => physicalDirections('x.tsx', s).map((f) => f.found);
    expect(
      classes(
        `className="ml-2 sm:pr-4 -ml-[3px] !pl-3 left-0 md:right-1.5 border-l-2 border-l-primary/70 border-r ` +
          `rounded-tl-lg rounded-r text-left float-right scroll-ml-4 hover:mr-auto right-[calc(50%-1px)] border-l-[#b3261e]"`,
      ).sort(),
    ).toEqual(
      [
      'ml-2',
      'pr-4',
      '-ml-[3px]',
      'pl-3',
      'left-0',
      'right-1.5',
      'border-l-2',
      'border-l-primary/70',
      'border-r',
      'rounded-tl-lg',
      'rounded-r',
      'text-left',
      'float-right',
      'scroll-ml-4',
      'mr-auto',
      'right-[calc(50%-1px)]',
      'border-l-[#b3261e]',
      ].sort(),
    );
    expect(
      classes(
        `className="ms-2 pe-4 inset-s-0 border-s-2 rounded-ss-lg text-start mx-auto px-3 inset-x-0 space-x-2 ` +
          `top-left right-hand"; // a left: 0 comment\nconst left = a.left; x.left.current; type T = { left: number }; a ? left : 0`,
      ),
    ).toEqual([]);
    expect(classes(`style={{ marginLeft: 4, paddingRight: '1rem', textAlign: 'right', left: 0 }}`)).toEqual([
      'marginLeft:',
      'paddingRight:',
      "textAlign:'right'",
      'left:',
    ]);
    expect(
      physicalDirections('a.css', '.a { margin-left: 0; left: 0; text-align: right; border-top-left-radius: 0 }').map(
        (f) => f.found,
      ),
    ).toEqual(['margin-left', 'border-top-left-radius', 'text-align:right', 'left:']);
    expect(physicalDirections('components/ui/toaster.tsx', 'className="left-1/2 left-4"')).toHaveLength(1);
  });
});
