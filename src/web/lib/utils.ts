import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/**
 * Merge class names, letting later Tailwind utilities win over earlier ones (as tailwind-merge
 * did, without its 8 KB: ./class-merge.ts, issue 41).
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
