/**
 * Resource status (docs/product.md#resource-tracker), one rule for both sides: 90% of target or
 * more is good, 50% to under 90% low, under 50% critical. "optimal" is a display status only
 * (landing samples).
 */
import type { ResourceStatus } from '../constants/resources';

export const GOOD_THRESHOLD = 90;
export const LOW_THRESHOLD = 50;

/** Current as a percentage of target, uncapped. A target of 0 counts as fully stocked. */
export function stockPercent(current: number, target: number): number {
  if (target <= 0) return 100;
  return (current / target) * 100;
}

/**
 * A row whose target follows the household's goal (decision 0292) is good only once it holds its
 * whole target: readiness counts the days from the same litres and kcal, so "good" never sits
 * beside "limited by water" for a water supply that falls short.
 */
export function resourceStatus(current: number, target: number, followsGoal = false): ResourceStatus {
  if (followsGoal && target > 0 && current < target)
    return current * 100 >= LOW_THRESHOLD * target ? 'low' : 'critical';
  // Integer arithmetic at the thresholds: 90% of 14 is 12.6, so 13 is good and 12 is low.
  if (target <= 0 || current * 100 >= GOOD_THRESHOLD * target) return 'good';
  if (current * 100 >= LOW_THRESHOLD * target) return 'low';
  return 'critical';
}

/** Progress bar width: the percentage capped at 100. */
export function progressPercent(current: number, target: number): number {
  return Math.min(100, Math.max(0, stockPercent(current, target)));
}

/** Overall preparedness: the rounded mean of per-item percentages, each capped at 100. */
export function overallPreparedness(items: readonly { currentQuantity: number; targetQuantity: number }[]): number {
  if (items.length === 0) return 0;
  const sum = items.reduce((acc, i) => acc + progressPercent(i.currentQuantity, i.targetQuantity), 0);
  return Math.round(sum / items.length);
}

/** The preparedness ring is drawn on a circle of circumference about 251 (r = 40). */
export const RING_CIRCUMFERENCE = 2 * Math.PI * 40;
export function ringDashOffset(percent: number): number {
  return RING_CIRCUMFERENCE * (1 - Math.min(100, Math.max(0, percent)) / 100);
}
