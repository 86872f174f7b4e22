import { twMerge } from 'tailwind-merge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupOf, literalStarts, mergeClasses, resetMergedForTests, RULES } from './class-merge';
import corpus from './class-merge.corpus.json';
import { cn } from './utils';

/**
 * Every class list `cn()` received in a run of the whole web suite (340 lists: the components'
 * variants and the classes pages pass them), recorded when tailwind-merge was replaced (issue 41,
 * decision 0304). tailwind-merge (a dependency still, for this test) is the reference.
 */
const lists = corpus as string[];

/** The variants of a class (`sm:hover:`), to pair only classes that could conflict. */
const variantsOf = (c: string) => {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < c.length; i++) {
    if (c[i] === '[' || c[i] === '(') depth++;
    else if (c[i] === ']' || c[i] === ')') depth--;
    else if (c[i] === ':' && depth === 0) last = i;
  }
  return c.slice(0, last + 1);
};

describe('mergeClasses', () => {
  it('merges every class list of the app as tailwind-merge does', () => {
    expect(lists.length).toBeGreaterThan(300);
    const differ = lists.filter((l) => mergeClasses(l) !== twMerge(l));
    expect(differ).toEqual([]);
    // Not a list that merges nothing: most conflicts below are resolved in these lists.
    expect(lists.filter((l) => twMerge(l) !== l.split(/\s+/).join(' ')).length).toBeGreaterThan(60);
  });

  it('merges every pair of the app’s classes (same variants) as tailwind-merge does', () => {
    const classes = [...new Set(lists.flatMap((l) => l.split(/\s+/)))];
    const byVariants = new Map<string, string[]>();
    for (const c of classes) byVariants.set(variantsOf(c), [...(byVariants.get(variantsOf(c)) ?? []), c]);
    const differ: string[] = [];
    for (const group of byVariants.values())
      for (const a of group)
        for (const b of group) {
          const pair = `${a} ${b}`;
          if (a !== b && mergeClasses(pair) !== twMerge(pair)) differ.push(pair);
        }
    expect(differ).toEqual([]);
  });

  it.each([
    // The conflicts the components rely on (a page's className over a variant's own classes).
    [
      'h-10 px-4 py-2 has-[>svg]:px-3 h-auto min-h-11 w-full whitespace-nowrap whitespace-normal',
      'px-4 py-2 has-[>svg]:px-3 h-auto min-h-11 w-full whitespace-normal',
    ],
    ['gap-2 text-sm h-8 gap-1.5 px-3 text-xs', 'h-8 gap-1.5 px-3 text-xs'],
    ['px-4 py-2 p-0', 'p-0'],
    ['p-0 px-4', 'p-0 px-4'],
    ['size-10 size-11', 'size-11'],
    ['w-8 h-8 size-11', 'size-11'],
    ['size-11 w-8', 'size-11 w-8'],
    ['text-sm leading-none text-xs', 'text-xs'],
    ['text-sm text-foreground text-muted-foreground', 'text-sm text-muted-foreground'],
    ['text-foreground text-[0.6875rem]', 'text-foreground text-[0.6875rem]'],
    ['font-tactical text-[0.6875rem] font-sans text-sm', 'font-sans text-sm'],
    ['font-semibold font-black', 'font-black'],
    ['tracking-wider uppercase tracking-normal normal-case', 'tracking-normal normal-case'],
    ['border border-input border-2 border-foreground', 'border-2 border-foreground'],
    ['border-input border-l-primary/70', 'border-input border-l-primary/70'],
    ['bg-card bg-card/60', 'bg-card/60'],
    ['shadow-[0_0_6px_currentColor] shadow-none', 'shadow-none'],
    ['sm:flex-row sm:justify-end sm:flex-col-reverse sm:justify-start', 'sm:flex-col-reverse sm:justify-start'],
    ['px-4 sm:px-4 px-2', 'sm:px-4 px-2'],
    ['hover:text-foreground hover:text-destructive', 'hover:text-destructive'],
    ['[&_svg]:text-muted-foreground [&_svg]:text-current!', '[&_svg]:text-muted-foreground [&_svg]:text-current!'],
    ['aria-disabled:pointer-events-none aria-disabled:pointer-events-auto', 'aria-disabled:pointer-events-auto'],
    ['shrink-0 flex-1', 'flex-1'],
    ['flex overflow-hidden line-clamp-1', 'line-clamp-1'],
    ['animate-pop-in animate-pop-out', 'animate-pop-in animate-pop-out'],
    ['hud-panel group hud-panel', 'hud-panel group hud-panel'],
    ['  px-2   py-1  ', 'px-2 py-1'],
  ])('%s -> %s', (input, merged) => {
    expect(mergeClasses(input)).toBe(merged);
    expect(twMerge(input)).toBe(merged);
  });
});

describe('cn', () => {
  it('joins conditional classes (clsx) and merges them', () => {
    expect(cn('px-4 text-sm', null, undefined, ['py-2', { 'px-2': true, block: false }])).toBe('text-sm py-2 px-2');
  });
});

describe('rules tested only on the classes they can match (issue 41)', () => {
  it('finds the literal start of each alternative, never one too narrow', () => {
    expect(literalStarts('-?m-(?:\\d+|px)')).toEqual([{ minus: true, text: 'm-' }]);
    expect(literalStarts('truncate|text-ellipsis|text-clip').map((s) => s.text)).toEqual([
      'truncate',
      'text-ellipsis',
      'text-clip',
    ]);
    expect(literalStarts('(?:inset-s|start)-(?:\\d+)')).toEqual([{ minus: false, text: '' }]);
    expect(literalStarts('rounded(?:-(?:none|full))?')).toEqual([{ minus: false, text: 'rounded' }]);
    // A quantified last letter is not part of the start; a | inside a class or group is not an alternative.
    expect(literalStarts('grows?-x')).toEqual([{ minus: false, text: 'grow' }]);
    expect(literalStarts('bg-[|a-z]+|ring-(?:a|b)').map((s) => s.text)).toEqual(['bg-', 'ring-']);
    expect(literalStarts('x-\\[a|y')).toEqual([
      { minus: false, text: 'x-' },
      { minus: false, text: 'y' },
    ]);
  });

  it('gives every utility the group of the first rule that matches it, as testing all of them in order', () => {
    const utilities = new Set(lists.flatMap((l) => l.split(/\s+/)).map((c) => c.slice(variantsOf(c).length)));
    for (const u of ['-mt-2', '-inset-x-1', 'start-0', 'inset-s-2', '-start-1', 'grow', 'grow-0', 'unknown', '[a:b]']) {
      utilities.add(u);
    }
    expect(utilities.size).toBeGreaterThan(300);
    for (const u of [...utilities].map((u) => u.replace(/^!|!$/g, ''))) {
      const first = RULES.find((rule) => new RegExp(`^(?:${rule.source})$`).test(u))?.group ?? null;
      const arbitrary = /^\[([a-z-]+):.+\]$/.exec(u);
      expect(groupOf(u), u).toBe(arbitrary ? `arbitrary..${arbitrary[1]}` : first);
    }
  });
});

describe('merged lists kept for the next load (issue 41)', () => {
  afterEach(() => {
    resetMergedForTests();
    vi.useRealTimers();
    vi.unstubAllEnvs();
    localStorage.clear();
  });

  /** The module as a new page load of a production build starts it. */
  function newLoad({ production = true } = {}) {
    resetMergedForTests();
    if (production) vi.stubEnv('PROD', true);
    else vi.unstubAllEnvs();
  }
  const keyOf = () => Object.keys(localStorage).find((k) => k.startsWith('hf-class-merge:'));

  it('saves what a load merged, and the next load answers from it without merging again', () => {
    vi.useFakeTimers();
    newLoad();
    expect(mergeClasses('px-4 py-2 px-2')).toBe('py-2 px-2');
    expect(keyOf()).toBeUndefined();
    vi.advanceTimersByTime(3000);
    const key = keyOf()!;
    expect(key).toContain('class-merge');
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual([['px-4 py-2 px-2', 'py-2 px-2']]);

    // What is kept is what the next load answers (a stand-in answer shows it is not merged again).
    localStorage.setItem(key, JSON.stringify([['px-4 py-2 px-2', 'kept answer']]));
    newLoad();
    expect(mergeClasses('px-4 py-2 px-2')).toBe('kept answer');
    expect(mergeClasses('p-4 p-1')).toBe('p-1');
  });

  it('saves at once when the page goes before the delay (a reload)', () => {
    vi.useFakeTimers();
    newLoad();
    mergeClasses('px-4 px-2');
    expect(keyOf()).toBeUndefined();
    dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(keyOf()!)!)).toEqual([['px-4 px-2', 'px-2']]);
  });

  it("never reads another build's lists, and drops them when it saves its own", () => {
    vi.useFakeTimers();
    localStorage.setItem('hf-class-merge:/assets/shared-OLDHASH.js', JSON.stringify([['px-4 px-2', 'stale']]));
    localStorage.setItem('unrelated', 'kept');
    newLoad();
    expect(mergeClasses('px-4 px-2')).toBe('px-2');
    vi.advanceTimersByTime(3000);
    expect(localStorage.getItem('hf-class-merge:/assets/shared-OLDHASH.js')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(keyOf()).toBeDefined();
  });

  it('keeps nothing in development, and an unreadable entry only means merging again', () => {
    vi.useFakeTimers();
    newLoad({ production: false });
    mergeClasses('px-4 px-2');
    vi.advanceTimersByTime(3000);
    expect(keyOf()).toBeUndefined();

    newLoad();
    mergeClasses('px-1');
    vi.advanceTimersByTime(3000);
    localStorage.setItem(keyOf()!, '{not json');
    newLoad();
    expect(mergeClasses('px-4 px-2')).toBe('px-2');
  });
});
