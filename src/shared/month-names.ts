/**
 * The English month names, for dates written without Intl: the same on every server (mail) and
 * with no locale data to load at a page's first render (decision 0312).
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
