/** Supplies as the API returns them, for the tracker and readiness tests. */
import type { Goal, HouseholdCounts, PetNeeds } from '@shared/readiness/calculator';
import { DEFAULT_UNIT_CONTENT } from '@shared/readiness/figures';
import { followGoal } from '@shared/readiness/follow-goal';
import { DEFAULT_RESOURCES } from '@shared/resources/catalogue';
import { IMPORT_FIELDS, type ImportPreview, type ImportRow } from '@shared/resources/import';
import type { Resource } from '@shared/resources/schemas';
import { resourceStatus } from '@shared/resources/status';
import { DEFAULT_SHELF_LIFE } from '@shared/supplies/rotation';

export const resourceId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A default supply's id in `seededResources`. */
export const defaultResourceId = (name: string) => resourceId(DEFAULT_RESOURCES.findIndex((r) => r.name === name) + 1);

/** The seeded catalogue, ordered by category name; quantities 0 unless given by name. */
export function seededResources(quantities: Record<string, number> = {}): Resource[] {
  return DEFAULT_RESOURCES.map((r, i) => {
    const currentQuantity = quantities[r.name] ?? 0;
    return {
      id: resourceId(i + 1),
      ...r,
      currentQuantity,
      expiredQuantity: 0,
      status: resourceStatus(currentQuantity, r.targetQuantity),
      litresPerUnit: DEFAULT_UNIT_CONTENT[r.name]?.litres ?? null,
      kcalPerUnit: DEFAULT_UNIT_CONTENT[r.name]?.kcal ?? null,
      isCustom: false,
      shelfLife: DEFAULT_SHELF_LIFE[r.name] ?? 'none',
      ownTarget: false,
      followsGoal: false,
      barcodes: [],
      batches:
        currentQuantity > 0
          ? [
              {
                id: resourceId(100 + i),
                quantity: currentQuantity,
                addedOn: '2026-11-21',
                expiresOn: null,
                note: null,
                updatedAt: '2026-11-21T12:00:00.000Z',
              },
            ]
          : [],
      updatedAt: '2026-11-21T12:00:00.000Z',
    };
  }).sort((a, b) => a.category.localeCompare(b.category));
}

/**
 * `resources` as the server answers them once `household` (counts, pets, goal) is saved: the
 * water and food rows without their own target follow the goal (decision 0292), with the same code.
 */
export function followingGoal(
  resources: readonly Resource[],
  household: HouseholdCounts & Goal & { pets: readonly PetNeeds[] },
): Resource[] {
  return followGoal(resources, { counts: household, pets: household.pets, goal: household });
}

/** A spreadsheet import's column mapping: the name in the first column, the `given` columns, no column for the rest. */
export function importMapping(
  given: Partial<NonNullable<ImportPreview['mapping']>> = {},
): NonNullable<ImportPreview['mapping']> {
  return { ...Object.fromEntries(IMPORT_FIELDS.map((f) => [f, null])), name: 0, ...given } as NonNullable<
    ImportPreview['mapping']
  >;
}

/** A row of an import preview: a new supply of items under Tools & Equipment, without quantity, date or barcode unless given. */
export function importRow(row: Pick<ImportRow, 'line' | 'name'> & Partial<ImportRow>): ImportRow {
  return {
    action: 'add',
    reason: null,
    quantity: null,
    unit: 'items',
    category: 'Tools & Equipment',
    bestBefore: null,
    barcodes: [],
    ...row,
  };
}
