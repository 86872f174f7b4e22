/**
 * Which supply of a household holds a barcode, for the 409 that names it (issue 42): used by the
 * barcode routes and by a new supply's codes (POST /api/resources).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { BARCODE_MESSAGES } from '@shared/barcodes/schemas';
import type { Db } from '../../db/client';
import { resourceBarcodes, userResources } from '../../db/schema';
import { ApiError } from '../../platform/errors';
import { householdOf } from '../../services/households/scope';
import type { Tx } from '../../services/jobs/jobs';

export const taken = (supply: string, field: string) =>
  ApiError.conflict(BARCODE_MESSAGES.taken(supply), { [field]: [BARCODE_MESSAGES.taken(supply)] });

/** The supplies of the household that hold any of `codes` (code and supply name). */
export async function holdersOf(db: Db | Tx, householdId: string, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ code: resourceBarcodes.code, resourceId: resourceBarcodes.resourceId, name: userResources.name })
    .from(resourceBarcodes)
    .innerJoin(userResources, eq(userResources.id, resourceBarcodes.resourceId))
    .where(and(eq(resourceBarcodes.householdId, householdId), inArray(resourceBarcodes.code, [...codes])));
}

/**
 * A new supply's barcodes, in the caller's transaction: 409 at `barcodes.<i>` naming the supply
 * that has one already (nothing written: the caller's transaction rolls back).
 */
export async function keepNewSupplyBarcodes(
  tx: Tx,
  householdId: string,
  resourceId: string,
  codes: readonly string[],
): Promise<void> {
  if (codes.length === 0) return;
  const [holder] = await holdersOf(tx, householdId, codes);
  if (holder) throw taken(holder.name, `barcodes.${codes.indexOf(holder.code)}`);
  await tx.insert(resourceBarcodes).values(codes.map((code) => ({ householdId, code, resourceId })));
}

/** A new supply's code taken by another create between the check and the insert: 409 naming the holder. */
export async function barcodeTakenByRace(db: Db, userId: string, codes: readonly string[]): Promise<ApiError> {
  const held = await db
    .select({ code: resourceBarcodes.code, name: userResources.name })
    .from(resourceBarcodes)
    .innerJoin(userResources, eq(userResources.id, resourceBarcodes.resourceId))
    .where(and(inArray(resourceBarcodes.code, [...codes]), eq(resourceBarcodes.householdId, householdOf(userId))));
  const holder = held[0];
  return taken(holder?.name ?? 'another supply', `barcodes.${holder ? codes.indexOf(holder.code) : 0}`);
}
