/**
 * The page's writing direction: a right-to-left locale sets dir="rtl" on <html> (decision 0330).
 * Radix's primitives and our Tabs write a direction on their root and default it to ltr, which
 * would pin their part of a mirrored page left to right; they take this one instead.
 */
export function documentDirection(): 'ltr' | 'rtl' {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}
