import path from 'node:path';
import { Scanner } from '@tailwindcss/oxide';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { CLASS_GROUPS_IN_USE, classGroupInUse } from './tailwind-class-groups';
import { cn, twMergeInUse } from './utils';

// Every class Tailwind finds in the web source (the candidates it generates CSS for).
const candidates = new Scanner({
  sources: [{ base: path.resolve(import.meta.dirname, '..'), pattern: '**/*', negated: false }],
}).scan();
const config = getDefaultConfig();
const withGroups = (classGroups: Record<string, unknown>) =>
  createTailwindMerge(() => ({ ...config, classGroups: classGroups as typeof config.classGroups }));

// A class that belongs to a group merges with itself ("a a" -> "a"); one of no group stays twice.
const mergesWithItself = (merge: (s: string) => string, c: string) => merge(`${c} ${c}`) === c;

describe('cn', () => {
  it('merges conflicting utilities, the later one winning', () => {
    expect(cn('px-2 py-1', 'px-4', false, { 'text-sm': true, hidden: false })).toBe('py-1 px-4 text-sm');
  });

  it('knows every class group the source uses (tailwind-class-groups.ts)', { timeout: 60_000 }, () => {
    expect(candidates.length).toBeGreaterThan(1000);
    // Arbitrary properties ([--x:1]) merge by their property, without any group.
    const noGroups = withGroups({});
    const grouped = candidates.filter((c) => mergesWithItself(twMerge, c) && !mergesWithItself(noGroups, c));
    const needed = Object.keys(config.classGroups).filter((id) => {
      const only = withGroups({ [id]: config.classGroups[id as keyof typeof config.classGroups] });
      return grouped.some((c) => mergesWithItself(only, c));
    });
    const ids = Object.keys(config.classGroups);
    const mask = Array.from({ length: Math.ceil(ids.length / 4) }, (_, d) =>
      [0, 1, 2, 3].reduce((digit, bit) => digit | (needed.includes(ids[d * 4 + bit]!) ? 1 << bit : 0), 0).toString(16),
    )
      .join('')
      .replace(/0+$/, '');
    expect(ids.filter((_, i) => classGroupInUse(i))).toEqual(needed);
    expect(CLASS_GROUPS_IN_USE, `CLASS_GROUPS_IN_USE should be '${mask}' (${needed.join(' ')})`).toBe(mask);
  });

  it('merges the source classes exactly as tailwind-merge with every group does', () => {
    // Deterministic pseudo-random lists of the source's classes, half of them drawn from
    // classes with the same utility name (after the variants) so that many conflict.
    let seed = 19;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const byUtility = new Map<string, string[]>();
    for (const c of candidates) {
      const utility = (c.split(':').pop() ?? c).replace(/^[-!]/, '').split('-')[0]!;
      byUtility.set(utility, [...(byUtility.get(utility) ?? []), c]);
    }
    const buckets = [...byUtility.values()].filter((b) => b.length > 1);
    for (const c of candidates) expect(twMergeInUse(c)).toBe(twMerge(c));
    for (let i = 0; i < 20_000; i++) {
      const from = i % 2 ? pick(buckets) : candidates;
      const input = Array.from({ length: 2 + Math.floor(random() * 6) }, () => pick(from)).join(' ');
      expect(twMergeInUse(input), input).toBe(twMerge(input));
    }
  });
});
