/** Rows and waits for the expiry reminder tests (inserted with Drizzle, as the routes would). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { KIT_ITEM_CATEGORY_VALUES } from '@shared/constants/kits';
import type { Db } from '../db/client';
import { jobs, kitItems, kits, resourceBatches, userResources, users } from '../db/schema';
import type { TestApp } from './app';
import { householdIdOf } from './households';
import type { ReceivedMail } from './smtp';

export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A supply row of the user's household (created when missing) with one dated batch; the batch id. */
export async function addBatch(
  db: Db,
  userId: string,
  batch: { name: string; unit?: string; quantity?: number; expiresOn: string | null },
): Promise<string> {
  const householdId = await householdIdOf(db, userId);
  const [existing] = await db
    .select({ id: userResources.id })
    .from(userResources)
    .where(and(eq(userResources.householdId, householdId), eq(userResources.name, batch.name)));
  const resourceId =
    existing?.id ??
    (
      await db
        .insert(userResources)
        .values({
          householdId,
          name: batch.name,
          category: 'food',
          targetQuantity: 10,
          unit: batch.unit ?? 'cans',
          isCustom: true,
        })
        .returning({ id: userResources.id })
    )[0]!.id;
  const [row] = await db
    .insert(resourceBatches)
    .values({
      resourceId,
      householdId,
      quantity: batch.quantity ?? 1,
      addedOn: '2026-01-01',
      expiresOn: batch.expiresOn,
    })
    .returning({ id: resourceBatches.id });
  return row!.id;
}

/** A kit of the user's with one dated item; the kit and item ids. */
export async function addKitItem(
  db: Db,
  userId: string,
  item: { kitName: string; itemName: string; expiresOn: string },
) {
  const [kit] = await db.insert(kits).values({ ownerId: userId, name: item.kitName }).returning({ id: kits.id });
  const [row] = await db
    .insert(kitItems)
    .values({
      kitId: kit!.id,
      category: KIT_ITEM_CATEGORY_VALUES[0],
      itemName: item.itemName,
      expiresOn: item.expiresOn,
    })
    .returning({ id: kitItems.id });
  return { kitId: kit!.id, itemId: row!.id };
}

/** Wait until no email job is pending or running: everything queued reached the SMTP server. */
export async function outboxDrained(db: Db, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, 'email'), inArray(jobs.status, ['pending', 'running'])));
    if (row!.n === 0) return;
    if (Date.now() > until) throw new Error(`${row!.n} email jobs still queued`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The reminder emails (they carry List-Unsubscribe) that reached the sink for `to`. */
export function remindersTo(t: TestApp, to: string): ReceivedMail[] {
  return t.smtp!.messages.filter((m) => m.to.includes(to.toLowerCase()) && /^List-Unsubscribe:/im.test(m.raw));
}
