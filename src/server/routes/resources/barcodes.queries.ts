/**
 * Barcodes of the household's supplies (issue 42, docs/product.md#resource-tracker): a scan of a
 * code the household knows adds one unit to its supply; codes are kept on and removed from a
 * supply. Every statement names the acting user's household through their membership, locked
 * FOR SHARE for the transaction (writes: owners and editors), so another household's row or code
 * answers like a missing one.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { BARCODE_MESSAGES, BARCODES_PER_SUPPLY_MAX } from '@shared/barcodes/schemas';
import { RESOURCE_QUANTITY_MAX } from '@shared/constants/resources';
import { englishActivity, type ActivityEvent } from '@shared/households/activity';
import { BATCH_MESSAGES, type Resource } from '@shared/resources/schemas';
import { resourceStatus } from '@shared/resources/status';
import { totalQuantity, usableQuantity } from '@shared/supplies/batches';
import { defaultExpiry } from '@shared/supplies/rotation';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { householdActivity, resourceBarcodes, resourceBatches, saveKeys, userResources } from '../../db/schema';
import { ApiError } from '../../platform/errors';
import { actorNameSql, householdIdSql, householdOf, lockEditableHousehold } from '../../services/households/scope';
import type { Tx } from '../../services/jobs/jobs';
import { taken } from './barcode-holders';
import { loadResources } from './resources.queries';

/** How long a member's "scanned N <supply>" line keeps counting their scans of that supply (decision 0318). */
export const SCAN_LINE_MINUTES = 10;

const householdNotFound = () => ApiError.notFound('Household not found');

/** The code's supply, or null when the household does not know the code (nothing written). */
export type ScanResult = { resourceId: string } | null;

/**
 * A scan of `code`: when the household knows it, ONE unit is added to its supply in one
 * transaction (decision 0315): into the batch added today, best before the supply's default date
 * and without a note, else into a new such batch; the row's total and status follow, and the
 * member's activity line counts the scan. A `scanKey` already used by the user was applied:
 * nothing is written again. Null (nothing written) for a code the household does not know.
 */
export async function scanKnownCode(
  db: Db,
  userId: string,
  code: string,
  scanKey: string | null,
  today: string,
): Promise<ScanResult> {
  return db.transaction(async (tx) => {
    const householdId = await lockEditableHousehold(tx, userId);
    if (!householdId) throw householdNotFound();
    const household = householdIdSql(householdId);
    // The supply, locked: two scans of one supply add one after the other.
    const [row] = await tx
      .select({
        id: userResources.id,
        name: userResources.name,
        targetQuantity: userResources.targetQuantity,
        shelfLife: userResources.shelfLife,
      })
      .from(resourceBarcodes)
      .innerJoin(
        userResources,
        and(eq(userResources.id, resourceBarcodes.resourceId), eq(userResources.householdId, household)),
      )
      .where(and(eq(resourceBarcodes.householdId, household), eq(resourceBarcodes.code, code)))
      .for('update', { of: userResources });
    if (!row) return null;
    if (scanKey !== null) {
      // Decision 0276's save keys: a resend waits on the first's key until it commits (then:
      // counted already) or rolls back (then: it counts now).
      const fresh = await tx
        .insert(saveKeys)
        .values({ userId, key: scanKey })
        .onConflictDoNothing()
        .returning({ key: saveKeys.key });
      if (fresh.length === 0) return { resourceId: row.id };
    }
    const batches = await tx
      .select()
      .from(resourceBatches)
      .where(and(eq(resourceBatches.householdId, household), eq(resourceBatches.resourceId, row.id)));
    if (totalQuantity(batches) + 1 > RESOURCE_QUANTITY_MAX)
      throw ApiError.conflict(BATCH_MESSAGES.total, { code: [BATCH_MESSAGES.total] });
    const expiresOn = defaultExpiry(row.shelfLife, today);
    const into = batches.find((b) => b.addedOn === today && b.expiresOn === expiresOn && b.note === null);
    const fresh = randomUUID();
    if (into) {
      await tx
        .update(resourceBatches)
        .set({ quantity: sql`${resourceBatches.quantity} + 1` })
        .where(and(eq(resourceBatches.id, into.id), eq(resourceBatches.householdId, household)));
    } else {
      await tx.insert(resourceBatches).values({
        id: fresh,
        resourceId: row.id,
        householdId,
        quantity: 1,
        addedOn: today,
        expiresOn,
        note: null,
      });
    }
    const after = [
      ...batches.filter((b) => b !== into),
      ...(into ? [{ ...into, quantity: into.quantity + 1 }] : [{ id: fresh, quantity: 1, addedOn: today, expiresOn }]),
    ];
    await tx
      .update(userResources)
      .set({
        currentQuantity: totalQuantity(after),
        status: resourceStatus(usableQuantity(after, today), row.targetQuantity),
      })
      .where(and(eq(userResources.id, row.id), eq(userResources.householdId, household)));
    await countScan(tx, householdId, userId, row.name);
    return { resourceId: row.id };
  });
}

/**
 * The member's activity line for a scan: their last line, when it is "scanned N <this supply>"
 * and younger than SCAN_LINE_MINUTES, becomes "scanned N+1 …" (and moves to now); else a new
 * "scanned 1 …" line. 50 cans scanned in a row make one line, not 50 (decision 0318).
 */
async function countScan(tx: Tx, householdId: string, userId: string, supply: string): Promise<void> {
  const [last] = await tx
    .select({ id: householdActivity.id, summary: householdActivity.summary, event: householdActivity.event })
    .from(householdActivity)
    .where(
      and(
        eq(householdActivity.householdId, householdId),
        eq(householdActivity.userId, userId),
        gt(householdActivity.createdAt, sql`now() - make_interval(mins => ${SCAN_LINE_MINUTES})`),
      ),
    )
    .orderBy(desc(householdActivity.createdAt))
    .limit(1);
  // The count is read from the event; a line written before events (migration 0031) from its text.
  const legacy = last && !last.event ? /^scanned (\d+) (.*)$/s.exec(last.summary) : null;
  const counted =
    last?.event?.code === 'supplies.scanned'
      ? { quantity: last.event.quantity, name: last.event.name }
      : legacy
        ? { quantity: Number(legacy[1]), name: legacy[2]! }
        : null;
  if (last && counted && counted.name === supply) {
    const event: ActivityEvent = { code: 'supplies.scanned', quantity: counted.quantity + 1, name: supply };
    await tx
      .update(householdActivity)
      .set({ summary: englishActivity(event), event, createdAt: sql`now()` })
      .where(eq(householdActivity.id, last.id));
    return;
  }
  const event: ActivityEvent = { code: 'supplies.scanned', quantity: 1, name: supply };
  await tx.insert(householdActivity).values({
    householdId,
    userId,
    actorName: sql`${actorNameSql(userId)}`,
    summary: englishActivity(event),
    event,
  });
}

/** The supply a scan added to, as the API answers it now. */
export async function scannedResource(db: Db, userId: string, resourceId: string, today: string): Promise<Resource> {
  const [resource] = await loadResources(db, userId, today, [resourceId]);
  if (!resource) throw ApiError.notFound('Resource not found');
  return resource;
}

/**
 * Keeps `code` on the supply `id`: already there, nothing changes. 409 when another supply of
 * the household has it (named in the message) or the supply has 20; null when the row is not
 * one the user may change (404). The supply's row is touched, so other devices reload it.
 */
export async function attachBarcode(
  db: Db,
  userId: string,
  id: string,
  code: string,
  today: string,
): Promise<Resource | null> {
  const attached = await db
    .transaction(async (tx) => {
      const householdId = await lockEditableHousehold(tx, userId);
      if (!householdId) throw householdNotFound();
      const household = householdIdSql(householdId);
      const [row] = await tx
        .update(userResources)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(userResources.id, id), eq(userResources.householdId, household)))
        .returning({ id: userResources.id });
      if (!row) return null;
      const held = await tx
        .select({ code: resourceBarcodes.code, resourceId: resourceBarcodes.resourceId, name: userResources.name })
        .from(resourceBarcodes)
        .innerJoin(userResources, eq(userResources.id, resourceBarcodes.resourceId))
        .where(
          and(
            eq(resourceBarcodes.householdId, household),
            or(eq(resourceBarcodes.resourceId, id), eq(resourceBarcodes.code, code)),
          ),
        );
      const holder = held.find((h) => h.code === code);
      if (holder && holder.resourceId === id) return { householdId };
      if (holder) throw taken(holder.name, 'code');
      if (held.length >= BARCODES_PER_SUPPLY_MAX)
        throw ApiError.conflict(BARCODE_MESSAGES.tooMany, { code: [BARCODE_MESSAGES.tooMany] });
      await tx.insert(resourceBarcodes).values({ householdId, code, resourceId: id });
      return { householdId };
    })
    .catch(async (err: unknown) => {
      // Another supply took the code between the read and the insert.
      if (!isUniqueViolation(err, 'resource_barcodes_household_id_code_pk')) throw err;
      const [holder] = await db
        .select({ name: userResources.name })
        .from(resourceBarcodes)
        .innerJoin(userResources, eq(userResources.id, resourceBarcodes.resourceId))
        .where(and(eq(resourceBarcodes.code, code), eq(resourceBarcodes.householdId, householdOf(userId))));
      throw taken(holder?.name ?? 'another supply', 'code');
    });
  if (!attached) return null;
  const [resource] = await loadResources(db, userId, today, [id]);
  return resource ?? null;
}

/** Removes `code` from the supply `id`; false (nothing written) when either is not the user's to change. */
export async function detachBarcode(db: Db, userId: string, id: string, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const householdId = await lockEditableHousehold(tx, userId);
    if (!householdId) throw householdNotFound();
    const household = householdIdSql(householdId);
    const removed = await tx
      .delete(resourceBarcodes)
      .where(
        and(
          eq(resourceBarcodes.householdId, household),
          eq(resourceBarcodes.resourceId, id),
          eq(resourceBarcodes.code, code),
        ),
      )
      .returning({ code: resourceBarcodes.code });
    if (removed.length === 0) return false;
    await tx
      .update(userResources)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(userResources.id, id), eq(userResources.householdId, household)));
    return true;
  });
}
