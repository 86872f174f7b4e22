/**
 * Per-user caps and list paging (issue 20, decisions 120-129). One module, both sides: the
 * server enforces the caps inside the creating transaction, the web shows the same messages.
 */

/** Kits a user may own (made, duplicated, acquired copies, all counted). */
export const MAX_KITS_PER_USER = 500;
/** Plans a user may own (made or acquired copies). */
export const MAX_PLANS_PER_USER = 500;
/** Items in one kit. */
export const MAX_ITEMS_PER_KIT = 1000;
/** Supply tracker rows a user may hold, the 21 defaults included (POST /api/resources checks it). */
export const MAX_SUPPLIES_PER_USER = 500;

/** List pages: the default and the largest `limit` a client may ask for. */
export const LIST_PAGE_SIZE = 24;
export const LIST_PAGE_SIZE_MAX = 100;

/** Non-GET /api requests per signed-in user per minute (scaled by RATE_LIMIT_SCALE). */
export const WRITES_PER_USER_PER_MINUTE = 120;

const n = (value: number) => value.toLocaleString('en-US');

export const LIMIT_MESSAGES = {
  kits: `You have reached the limit of ${n(MAX_KITS_PER_USER)} kits. Delete a kit to create another.`,
  plans: `You have reached the limit of ${n(MAX_PLANS_PER_USER)} plans. Delete a plan to create another.`,
  kitItems: `This kit has reached the limit of ${n(MAX_ITEMS_PER_KIT)} items. Delete an item to add another.`,
  /** A copy (duplicate, acquire) whose items would not fit is refused whole, never cut short. */
  copyItems: `A kit holds at most ${n(MAX_ITEMS_PER_KIT)} items; this one has more and cannot be copied.`,
  supplies: `You have reached the limit of ${n(MAX_SUPPLIES_PER_USER)} supplies. Delete a supply to add another.`,
  cursor: 'This list position is not valid. Reload the list.',
} as const;
