import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityEvents, users } from '../../db/schema';
import { addressBucket } from '../../http/rate-limit';

/** How long a successful sign-in makes its address known to the account. */
export const KNOWN_ADDRESS_DAYS = 90;

/**
 * Whether the account with this email signed in successfully from this address (an IPv6 address:
 * from its /64, as privacy addresses change daily) in the last KNOWN_ADDRESS_DAYS, as the
 * security log says. Such an address skips the per-email password delay (decision 110): guessing
 * from elsewhere never keeps the owner out.
 */
export async function signedInBefore(db: Db, email: string, ip: string | null): Promise<boolean> {
  if (!ip) return false;
  const rows = await db
    .select({ ip: securityEvents.ip })
    .from(securityEvents)
    .innerJoin(users, eq(users.id, securityEvents.userId))
    .where(
      and(
        eq(users.email, email),
        eq(securityEvents.eventType, 'successful_login'),
        gt(securityEvents.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)`),
      ),
    )
    .orderBy(desc(securityEvents.createdAt))
    .limit(200);
  const bucket = addressBucket(ip);
  return rows.some((row) => row.ip !== null && addressBucket(row.ip) === bucket);
}
