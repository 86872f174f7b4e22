/**
 * Issue 41: the Tailwind class merging `cn()` needs, without tailwind-merge (8.1 KB gzip in every
 * page's first load). A later utility removes an earlier one that sets the same thing under the
 * same variants (`px-4 … px-2` keeps `px-2`; `p-4 … px-2` keeps both; `sm:px-4` is another
 * variant), as tailwind-merge 3 does with its default config, for the utilities this app uses and
 * their neighbours. A class it does not know is kept as written. class-merge.test.ts checks it
 * against tailwind-merge on every class list the app's components produce in the web tests and on
 * every pair of classes written in src/web.
 */

interface Rule {
  group: string;
  source: string;
  /** Made on first use: see literalStarts. */
  regex?: RegExp;
  /** What a matching class starts with, one per alternative of `source` (see literalStarts); found on first use. */
  starts?: LiteralStart[];
}

/** A literal that every match of one alternative starts with (after a `-` when `minus`). */
interface LiteralStart {
  minus: boolean;
  text: string;
}

/**
 * The literal start of each top-level alternative of a rule's pattern: `-?m-${VALUE}` starts with
 * "m-" (or "-m-"), `truncate|text-ellipsis` with "truncate" or "text-ellipsis", `(?:inset-s|start)-…`
 * with "" (anything). Issue 41: V8 compiles a regular expression the first time it runs (about
 * 0.2 ms each in Chromium on the bench machine), and a class no rule knows (`font-tactical`) was
 * tested against all 195, so a page's first render compiled them all (30–45 ms); a rule is now
 * tested only on the classes that start as it can match (the dashboard's classes compile 57).
 * Only ever too wide, never too narrow: text ends at the first character that is not a plain
 * letter, digit or `-`, and drops its last character when a quantifier follows it.
 */
export function literalStarts(source: string): LiteralStart[] {
  const alternatives: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      alternatives.push(source.slice(from, i));
      from = i + 1;
    }
  }
  alternatives.push(source.slice(from));
  return alternatives.map((alternative) => {
    const minus = alternative.startsWith('-?');
    const rest = minus ? alternative.slice(2) : alternative;
    let text = /^[a-z0-9-]*/.exec(rest)![0];
    if (/^[?*+{]/.test(rest.slice(text.length))) text = text.slice(0, -1);
    return { minus, text };
  });
}

const startsOf = (rule: Rule) => (rule.starts ??= literalStarts(rule.source));

function canMatch(rule: Rule, utility: string): boolean {
  for (const { minus, text } of startsOf(rule)) {
    if (utility.startsWith(text) || (minus && utility.startsWith('-') && utility.startsWith(text, 1))) return true;
  }
  return false;
}

/** A length, number, fraction or keyword value: what tailwind-merge's scales accept. */
const NUM = String.raw`-?(?:\d+(?:\.\d+)?|\d+/\d+|px|full|auto|screen|svh|lvh|dvh|min|max|fit|none|\d*xs|\d*xl|sm|md|lg|prose)`;
const ARB = String.raw`\[[^\]]+\]|\([^)]+\)`;
/** An arbitrary value that is a length (tailwind-merge's isArbitraryLength and labelled variables). */
const ARB_LENGTH = String.raw`\[(?:length:[^\]]+|-?(?:\d*\.?\d+)(?:%|px|r?em|vh|vw|dvh|svh|lvh|ch|ex|vmin|vmax|cm|mm|in|pt|pc)?|(?:calc|min|max|clamp)\(.+\))\]|\(length:[^)]+\)`;
const ARB_COLOR = String.raw`\[(?:color:[^\]]+|#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla|oklch|oklab|lab|lch|hwb|color-mix)\(.+\))\]|\(color:[^)]+\)|\([^:)]+\)`;
const ARB_SHADOW = String.raw`\[(?:shadow:[^\]]+|(?:inset_)?-?\d[^\]]*_[^\]]*)\]|\(shadow:[^)]+\)`;
const VALUE = `(?:${NUM}|${ARB})`;
const FONT_SIZES = 'xs|sm|base|lg|xl|[2-9]xl';
const FONT_WEIGHTS = 'thin|extralight|light|normal|medium|semibold|bold|extrabold|black';
const SIDES = ['t', 'r', 'b', 'l', 's', 'e', 'x', 'y'] as const;

const rule = (group: string, source: string): Rule => ({ group, source });

/** In order: the first that matches names the class's group. */
export const RULES: readonly Rule[] = [
  rule(
    'display',
    'block|inline-block|inline|flex|inline-flex|table|inline-table|table-[a-z-]+|flow-root|grid|inline-grid|contents|list-item|hidden',
  ),
  rule('position', 'static|fixed|absolute|relative|sticky'),
  rule('sr', 'sr-only|not-sr-only'),
  rule('visibility', 'visible|invisible|collapse'),
  rule('isolation', 'isolate|isolation-auto'),
  rule('inset', `-?inset-${VALUE}`),
  rule('inset-x', `-?inset-x-${VALUE}`),
  rule('inset-y', `-?inset-y-${VALUE}`),
  ...(['top', 'right', 'bottom', 'left'] as const).map((s) => rule(s, `-?${s}-${VALUE}`)),
  // inset-s/inset-e replace start/end since Tailwind 4.2; tailwind-merge groups them together.
  rule('start', `-?(?:inset-s|start)-${VALUE}`),
  rule('end', `-?(?:inset-e|end)-${VALUE}`),
  rule('z', `-?z-(?:\\d+|auto|${ARB})`),
  rule('overflow', 'overflow-(?:auto|hidden|clip|visible|scroll)'),
  rule('overflow-x', 'overflow-x-(?:auto|hidden|clip|visible|scroll)'),
  rule('overflow-y', 'overflow-y-(?:auto|hidden|clip|visible|scroll)'),
  rule('overscroll', 'overscroll-(?:auto|contain|none)'),
  rule('overscroll-x', 'overscroll-x-(?:auto|contain|none)'),
  rule('overscroll-y', 'overscroll-y-(?:auto|contain|none)'),
  rule('object-fit', 'object-(?:contain|cover|fill|none|scale-down)'),
  rule('object-position', `object-(?:bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top|${ARB})`),
  rule('order', `-?order-(?:\\d+|first|last|none|${ARB})`),
  rule('grid-cols', `grid-cols-(?:\\d+|none|subgrid|${ARB})`),
  rule('grid-rows', `grid-rows-(?:\\d+|none|subgrid|${ARB})`),
  rule('col-start-end', `col-(?:auto|span-(?:\\d+|full|${ARB})|${ARB})`),
  rule('row-start-end', `row-(?:auto|span-(?:\\d+|full|${ARB})|${ARB})`),
  rule('grid-flow', 'grid-flow-(?:row|col|dense|row-dense|col-dense)'),
  rule('auto-cols', `auto-cols-(?:auto|min|max|fr|${ARB})`),
  rule('auto-rows', `auto-rows-(?:auto|min|max|fr|${ARB})`),
  rule('gap', `gap-${VALUE}`),
  rule('gap-x', `gap-x-${VALUE}`),
  rule('gap-y', `gap-y-${VALUE}`),
  rule('flex', `flex-(?:\\d+|auto|initial|none|${ARB})`),
  rule('flex-direction', 'flex-(?:row|row-reverse|col|col-reverse)'),
  rule('flex-wrap', 'flex-(?:wrap|wrap-reverse|nowrap)'),
  rule('shrink', `shrink(?:-(?:\\d+|${ARB}))?`),
  rule('grow', `grow(?:-(?:\\d+|${ARB}))?`),
  rule('basis', `basis-${VALUE}`),
  rule(
    'justify-content',
    'justify-(?:normal|start|end|end-safe|center|center-safe|between|around|evenly|stretch|baseline)',
  ),
  rule('justify-items', 'justify-items-(?:start|end|center|stretch|normal|end-safe|center-safe)'),
  rule('justify-self', 'justify-self-(?:auto|start|end|center|stretch|end-safe|center-safe)'),
  rule(
    'align-content',
    'content-(?:normal|center|start|end|between|around|evenly|baseline|stretch|end-safe|center-safe)',
  ),
  rule('align-items', 'items-(?:start|end|center|stretch|baseline|baseline-last|end-safe|center-safe)'),
  rule('align-self', 'self-(?:auto|start|end|center|stretch|baseline|baseline-last|end-safe|center-safe)'),
  rule(
    'place-content',
    'place-content-(?:center|start|end|between|around|evenly|baseline|stretch|end-safe|center-safe)',
  ),
  rule('place-items', 'place-items-(?:start|end|center|baseline|stretch|end-safe|center-safe)'),
  rule('place-self', 'place-self-(?:auto|start|end|center|stretch|end-safe|center-safe)'),
  rule('p', `p-${VALUE}`),
  ...SIDES.map((s) => rule(`p${s}`, `p${s}-${VALUE}`)),
  rule('m', `-?m-${VALUE}`),
  ...SIDES.map((s) => rule(`m${s}`, `-?m${s}-${VALUE}`)),
  rule('space-x', `-?space-x-${VALUE}`),
  rule('space-y', `-?space-y-${VALUE}`),
  rule('size', `size-${VALUE}`),
  rule('w', `w-${VALUE}`),
  rule('min-w', `min-w-${VALUE}`),
  rule('max-w', `max-w-${VALUE}`),
  rule('h', `h-${VALUE}`),
  rule('min-h', `min-h-${VALUE}`),
  rule('max-h', `max-h-${VALUE}`),
  rule('font-size', `text-(?:(?:${FONT_SIZES})(?:/${VALUE})?|${ARB_LENGTH})`),
  rule('text-alignment', 'text-(?:left|center|right|justify|start|end)'),
  rule('text-wrap', 'text-(?:wrap|nowrap|balance|pretty)'),
  rule('text-overflow', 'truncate|text-ellipsis|text-clip'),
  rule('text-color', `text-(?:${ARB_COLOR}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('font-weight', `font-(?:${FONT_WEIGHTS}|\\[number:[^\\]]+\\]|\\[\\d+\\])`),
  rule('font-family', `font-(?:${ARB}|[a-z][\\w-]*)`),
  rule('tracking', `-?tracking-(?:tighter|tight|normal|wide|wider|widest|${ARB})`),
  rule('leading', `leading-(?:none|tight|snug|normal|relaxed|loose|${VALUE})`),
  rule('text-transform', 'uppercase|lowercase|capitalize|normal-case'),
  rule('text-decoration', 'underline|overline|line-through|no-underline'),
  rule('text-decoration-style', 'decoration-(?:solid|dashed|dotted|double|wavy)'),
  rule('text-decoration-thickness', `decoration-(?:\\d+|auto|from-font|${ARB_LENGTH})`),
  rule('text-decoration-color', `decoration-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('underline-offset', `underline-offset-(?:\\d+|auto|${ARB})`),
  rule('list-style-type', `list-(?:none|disc|decimal|${ARB})`),
  rule('list-style-position', 'list-(?:inside|outside)'),
  rule('whitespace', 'whitespace-(?:normal|nowrap|pre|pre-line|pre-wrap|break-spaces)'),
  rule('break', 'break-(?:normal|words|all|keep)'),
  rule('break-after', 'break-after-(?:auto|avoid|all|avoid-page|page|left|right|column)'),
  rule('break-before', 'break-before-(?:auto|avoid|all|avoid-page|page|left|right|column)'),
  rule('break-inside', 'break-inside-(?:auto|avoid|avoid-page|avoid-column)'),
  rule('line-clamp', `line-clamp-(?:\\d+|none|${ARB})`),
  rule(
    'bg-image',
    `bg-(?:none|linear-to-[a-z]+|(?:radial|conic)(?:-${ARB})?|linear-\\d+|\\[url\\(.+\\)\\]|\\[(?:image|url):[^\\]]+\\])`,
  ),
  rule('bg-size', 'bg-(?:auto|cover|contain)'),
  rule('bg-repeat', 'bg-(?:repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)'),
  rule('bg-color', `bg-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('gradient-from', `from-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('gradient-via', `via-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('gradient-to', `to-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('rounded', `rounded(?:-(?:none|full|xs|sm|md|lg|[2-4]?xl|${ARB}))?`),
  ...['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map((s) =>
    rule(`rounded-${s}`, `rounded-${s}(?:-(?:none|full|xs|sm|md|lg|[2-4]?xl|${ARB}))?`),
  ),
  rule('border-w', `border(?:-(?:\\d+|${ARB_LENGTH}))?`),
  ...SIDES.map((s) => rule(`border-w-${s}`, `border-${s}(?:-(?:\\d+|${ARB_LENGTH}))?`)),
  rule('border-style', 'border-(?:solid|dashed|dotted|double|hidden|none)'),
  ...SIDES.map((s) => rule(`border-color-${s}`, `border-${s}-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`)),
  rule('border-color', `border-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('outline-style', 'outline-(?:none|hidden|solid|dashed|dotted|double)'),
  rule('outline-offset', `-?outline-offset-(?:\\d+|${ARB})`),
  rule('outline-w', `outline(?:-(?:\\d+|${ARB_LENGTH}))?`),
  rule('outline-color', `outline-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('ring-w-inset', 'ring-inset'),
  rule('ring-w', `ring(?:-(?:\\d+|${ARB_LENGTH}))?`),
  rule('ring-offset-w', `ring-offset-(?:\\d+|${ARB_LENGTH})`),
  rule('ring-offset-color', `ring-offset-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('ring-color', `ring-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('shadow', `shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|inner|none|${ARB_SHADOW}))?`),
  rule('shadow-color', `shadow-(?:${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('opacity', `opacity-(?:\\d+|${ARB})`),
  rule('brightness', `brightness(?:-(?:\\d+|${ARB}))?`),
  rule('backdrop-blur', `backdrop-blur(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|${ARB}))?`),
  rule('blur', `blur(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|${ARB}))?`),
  // Only tailwind-merge's default animations: it keeps `animate-pop-in animate-pop-out` both.
  rule('animate', `animate-(?:none|spin|ping|pulse|bounce|${ARB})`),
  rule('transition', `transition(?:-(?:none|all|colors|opacity|shadow|transform|${ARB}))?`),
  rule('duration', `duration-(?:\\d+|initial|${ARB})`),
  rule('ease', `ease-(?:linear|in|out|in-out|initial|${ARB})`),
  rule('delay', `delay-(?:\\d+|${ARB})`),
  rule('translate', `-?translate-(?:${VALUE}|none)`),
  rule('translate-x', `-?translate-x-${VALUE}`),
  rule('translate-y', `-?translate-y-${VALUE}`),
  rule('scale', `-?scale-(?:\\d+|none|${ARB})`),
  rule('rotate', `-?rotate-(?:\\d+|none|${ARB})`),
  rule('origin', `origin-(?:center|top|top-right|right|bottom-right|bottom|bottom-left|left|top-left|${ARB})`),
  rule('cursor', `cursor-(?:${ARB}|[a-z][\\w-]*)`),
  rule('select', 'select-(?:none|text|all|auto)'),
  rule('pointer-events', 'pointer-events-(?:auto|none)'),
  rule('resize', 'resize(?:-(?:none|x|y))?'),
  rule('appearance', 'appearance-(?:none|auto)'),
  rule('field-sizing', 'field-sizing-(?:fixed|content)'),
  rule('scroll-m', `-?scroll-m-${VALUE}`),
  ...SIDES.map((s) => rule(`scroll-m${s}`, `-?scroll-m${s}-${VALUE}`)),
  rule('scroll-p', `scroll-p-${VALUE}`),
  ...SIDES.map((s) => rule(`scroll-p${s}`, `scroll-p${s}-${VALUE}`)),
  rule('touch', 'touch-(?:auto|none|manipulation)'),
  rule('accent', `accent-(?:auto|${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('fill', `fill-(?:none|${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
  rule('stroke-w', `stroke-(?:\\d+|${ARB_LENGTH})`),
  rule('stroke', `stroke-(?:none|${ARB}|[a-z][\\w-]*(?:/${VALUE})?)`),
];

/** What a group also overrides when it comes later (tailwind-merge's conflictingClassGroups). */
const sideConflicts = (base: string) => ({
  [base]: SIDES.map((s) => `${base}${s}`),
  [`${base}x`]: [`${base}r`, `${base}l`],
  [`${base}y`]: [`${base}t`, `${base}b`],
});
const CONFLICTS: Record<string, string[]> = {
  ...sideConflicts('p'),
  ...sideConflicts('m'),
  ...sideConflicts('scroll-m'),
  ...sideConflicts('scroll-p'),
  ...sideConflicts('border-w-'),
  ...sideConflicts('border-color-'),
  'border-w': SIDES.map((s) => `border-w-${s}`),
  'border-color': SIDES.map((s) => `border-color-${s}`),
  flex: ['basis', 'grow', 'shrink'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  translate: ['translate-x', 'translate-y'],
  rounded: ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map((s) => `rounded-${s}`),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
};

/** The rules, in order, that can match a class starting with `first` (its first character). */
const rulesByFirst = new Map<string, Rule[]>();
function rulesStartingWith(first: string): Rule[] {
  let rules = rulesByFirst.get(first);
  if (!rules) {
    rules = RULES.filter((rule) =>
      startsOf(rule).some(({ minus, text }) => text === '' || text[0] === first || (minus && first === '-')),
    );
    rulesByFirst.set(first, rules);
  }
  return rules;
}

const groupCache = new Map<string, string | null>();
/** The group of a utility (a class without its variants), or null for a class the rules do not know. */
export function groupOf(utility: string): string | null {
  let group = groupCache.get(utility);
  if (group !== undefined) return group;
  group = null;
  // An arbitrary property ([mask-type:luminance]) is its own group, per property.
  const property = /^\[([a-z-]+):.+\]$/.exec(utility);
  if (property) group = `arbitrary..${property[1]}`;
  else {
    for (const rule of rulesStartingWith(utility[0] ?? '')) {
      if (canMatch(rule, utility) && (rule.regex ??= new RegExp(`^(?:${rule.source})$`)).test(utility)) {
        group = rule.group;
        break;
      }
    }
  }
  groupCache.set(utility, group);
  return group;
}

/** Splits `sm:hover:px-2!` into its variants, whether it is important, and its utility. */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  let important = false;
  if (utility.endsWith('!')) {
    important = true;
    utility = utility.slice(0, -1);
  } else if (utility.startsWith('!')) {
    important = true;
    utility = utility.slice(1);
  }
  // Variants in any order are the same variant, except arbitrary ones whose position matters.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v.startsWith('[')) {
      sorted.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  sorted.push(...run.sort());
  return { key: `${sorted.join(':')}${important ? '!' : ''}`, utility };
}

/**
 * Merged lists by their input: components pass the same few lists on every render (a Button's
 * variant and size), so a page's render merges each once (issue 41, the long tasks on /dashboard).
 * Cleared when full, so lists built from changing values cannot grow it without bound.
 */
const mergedCache = new Map<string, string>();
const MERGED_CACHE_SIZE = 1000;

/**
 * Issue 41: each load merged the same lists again, and the first class of each group costs V8 a
 * regular expression to compile (about 0.2 ms each; 6–25 ms in the dashboard's first render on
 * the bench machine, four times that for Lighthouse's mobile CPU). The merged lists are kept in
 * localStorage for the next load (a few seconds after the first merge, or when the page goes if
 * sooner), under a key naming this build of this module (its URL carries
 * the chunk's content hash): a new build never reads an older one's answers, and removes them.
 * Production only: in development the module's URL stays the same while its code changes.
 */
const KEPT_PREFIX = 'hf-class-merge:';
const KEPT_MAX = 500;
const KEPT_SAVE_DELAY_MS = 3000;
let keptRead = false;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let savingOnHide = false;

const keptKey = () =>
  import.meta.env.PROD && typeof localStorage !== 'undefined' ? `${KEPT_PREFIX}${import.meta.url}` : null;

function readKept() {
  keptRead = true;
  const key = keptKey();
  if (!key) return;
  try {
    const entries: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    if (!Array.isArray(entries)) return;
    for (const entry of entries as unknown[]) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string')
        mergedCache.set(entry[0], entry[1]);
    }
  } catch {
    // Storage off or the entry unreadable: the lists are merged again.
  }
}

function saveKept() {
  saveTimer = undefined;
  const key = keptKey();
  if (!key) return;
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const other = localStorage.key(i);
      if (other?.startsWith(KEPT_PREFIX) && other !== key) localStorage.removeItem(other);
    }
    localStorage.setItem(key, JSON.stringify([...mergedCache].slice(-KEPT_MAX)));
  } catch {
    // Storage full or off: the next load merges again.
  }
}

/** What a new page load starts with: nothing merged, nothing read (the web tests share one module). */
export function resetMergedForTests() {
  mergedCache.clear();
  keptRead = false;
  clearTimeout(saveTimer);
  saveTimer = undefined;
}

/** Later classes win over earlier ones that set the same thing under the same variants. */
export function mergeClasses(classList: string): string {
  if (!keptRead) readKept();
  let merged = mergedCache.get(classList);
  if (merged === undefined) {
    if (mergedCache.size >= MERGED_CACHE_SIZE) mergedCache.clear();
    merged = mergeUncached(classList);
    mergedCache.set(classList, merged);
    if (saveTimer === undefined && keptKey()) {
      saveTimer = setTimeout(saveKept, KEPT_SAVE_DELAY_MS);
      // Or when the page goes first (a reload, a tab closed within the delay).
      if (!savingOnHide) {
        savingOnHide = true;
        addEventListener('pagehide', () => {
          if (saveTimer !== undefined) {
            clearTimeout(saveTimer);
            saveKept();
          }
        });
      }
    }
  }
  return merged;
}

function mergeUncached(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const { key, utility } = parse(className);
    const group = groupOf(utility);
    if (group === null) {
      kept.push(className);
      continue;
    }
    const id = `${key}:${group}`;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const other of CONFLICTS[group] ?? []) taken.add(`${key}:${other}`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
