import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityEvents, users } from '../../db/schema';

/** How long a successful sign-in makes its address known to the account. */
export const KNOWN_ADDRESS_DAYS = 90;

/**
 * Whether the account with this email signed in successfully from this address in the last
 * KNOWN_ADDRESS_DAYS (the security log says so). Such an address skips the per-email password
 * delay (decision 110): guessing from elsewhere never keeps the owner out.
 */
export async function signedInBefore(db: Db, email: string, ip: string | null): Promise<boolean> {
  if (!ip) return false;
  const [row] = await db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .innerJoin(users, eq(users.id, securityEvents.userId))
    .where(
      and(
        eq(users.email, email),
        eq(securityEvents.eventType, 'successful_login'),
        eq(securityEvents.ip, ip),
        gt(securityEvents.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)`),
      ),
    )
    .limit(1);
  return Boolean(row);
}
