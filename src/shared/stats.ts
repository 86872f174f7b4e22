/** Score formulas (docs/product.md#landing-page, #dashboard). */

/** Shown "out of" this number on the landing. */
export const COMMUNITY_SCORE_SCALE = 1_000_000;

/** floor((preppers + plans + kits) / 10000 * 100); the percentage beside it is the same value. */
export function communityPreparednessScore(preppers: number, publicPlans: number, publicKits: number): number {
  return Math.floor(((preppers + publicPlans + publicKits) / 10_000) * 100);
}

/** floor((my plans + my kits) / 100 * 100) percent, capped at 100. */
export function personalPreparednessScore(myPlans: number, myKits: number): number {
  return Math.min(100, Math.floor(((myPlans + myKits) / 100) * 100));
}

export interface CommunityStats {
  activePreppersCount: number;
  publicPlansCount: number;
  publicKitsCount: number;
  preparednessScore: number;
  preparednessPercent: number;
}

/** What the landing shows before the first load (docs/product.md#landing-page). */
export const COMMUNITY_STATS_DEFAULTS: CommunityStats = {
  activePreppersCount: 1,
  publicPlansCount: 0,
  publicKitsCount: 0,
  preparednessScore: 0,
  preparednessPercent: 0,
};

export interface MyStats {
  plansCount: number;
  kitsCount: number;
  personalScore: number;
}
