import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { classGroupInUse } from './tailwind-class-groups';

/**
 * twMerge with the class groups Holdfast's classes belong to (decision 175): tailwind-merge builds
 * its lookup of every group on its first call, one long task in the middle of the first render
 * (379 groups; the source uses about a third). For any class of one of these groups the lookup
 * finds the same group as the full one, and classes of no group are kept as they are in both,
 * so the merged strings are the same (utils.test.ts).
 */
export const twMergeInUse = createTailwindMerge(() => {
  const config = getDefaultConfig();
  const classGroups = Object.fromEntries(Object.entries(config.classGroups).filter((_, i) => classGroupInUse(i)));
  return { ...config, classGroups: classGroups as typeof config.classGroups };
});

/** Merge class names, letting later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMergeInUse(clsx(inputs));
}
