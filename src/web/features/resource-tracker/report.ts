/**
 * EXPORT REPORT: the CSV file and its name. The report is built from the quantities on screen,
 * unsaved changes included (what the user is looking at is what they export); the printed
 * report says so when there are unsaved changes.
 */
import { toCsv } from '@shared/resources/csv';
import { progressPercent, resourceStatus } from '@shared/resources/status';

export interface ReportItem {
  name: string;
  category: string;
  currentQuantity: number;
  targetQuantity: number;
  unit: string;
  /** The target follows the household's goal: good only at the whole target (decision 0292). */
  followsGoal?: boolean;
}

export const CSV_HEADER = ['category', 'item', 'current', 'target', 'unit', 'percent', 'status'] as const;

/** YYYY-MM-DD in the user's local time zone (the day they see on their calendar). */
export function localDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const reportFileName = (date: Date = new Date()) => `holdfast-supplies-${localDate(date)}.csv`;

/**
 * `percent` is Math.round(progressPercent): capped at 100 like the progress bar and the ring,
 * so the file agrees with the screen. `status` is recomputed with the shared rule.
 */
export function reportCsv(items: readonly ReportItem[]): string {
  return toCsv([
    CSV_HEADER,
    ...items.map((i) => [
      i.category,
      i.name,
      i.currentQuantity,
      i.targetQuantity,
      i.unit,
      Math.round(progressPercent(i.currentQuantity, i.targetQuantity)),
      resourceStatus(i.currentQuantity, i.targetQuantity, i.followsGoal),
    ]),
  ]);
}

export { downloadText } from '@web/lib/download';
