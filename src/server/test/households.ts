import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { householdMembers } from '../db/schema';

/** The household a test user belongs to (every user gets one when created). */
export async function householdIdOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  if (!row) throw new Error(`user ${userId} has no household`);
  return row.id;
}
