import type { DrillEventType } from '@shared/drills/drills';

/**
 * A drill's own words in another language: its name, its summary and its steps, one text per
 * English step in the same order (a unit test checks the count; the step's index is its tick).
 * Sources stay as drills.ts has them.
 */
export type DrillTexts = Readonly<
  Record<DrillEventType, { readonly title: string; readonly summary: string; readonly steps: readonly string[] }>
>;
