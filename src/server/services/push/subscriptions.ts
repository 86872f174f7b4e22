/**
 * A user's devices with notifications on (push_subscriptions). Every query names the user: a
 * device of someone else is neither listed nor removed (it answers as missing).
 */
import { createECDH } from 'node:crypto';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { PUSH_LIMITS, PUSH_MESSAGES, type PushDevice, type PushSubscriptionInput } from '@shared/push/schemas';
import type { Db } from '../../db/client';
import { pushSubscriptions, users } from '../../db/schema';
import { UUID_PATTERN } from '../../db/sql-helpers';
import { ApiError } from '../../platform/errors';

/** The schema checked the shape (65 bytes, 0x04 first); only a point on P-256 can encrypt. */
function isP256Point(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

type DeviceRow = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'label' | 'createdAt' | 'lastSuccessAt' | 'endpoint'
>;

const toDevice = (row: DeviceRow, currentEndpoint: string | undefined): PushDevice => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  current: currentEndpoint !== undefined && row.endpoint === currentEndpoint,
});

const deviceColumns = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  createdAt: pushSubscriptions.createdAt,
  lastSuccessAt: pushSubscriptions.lastSuccessAt,
  endpoint: pushSubscriptions.endpoint,
};

/**
 * Turn notifications on for the caller's browser: one row per endpoint. An endpoint already listed
 * for ANOTHER user moves to the caller (decision 273): a browser has one subscription, and it
 * belongs to whoever is signed in on it now; the previous user's queued pushes to it are dropped.
 */
export async function subscribePush(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  label: string,
): Promise<PushDevice> {
  if (!isP256Point(input.keys.p256dh)) {
    throw ApiError.badRequest(PUSH_MESSAGES.p256dh, { 'keys.p256dh': [PUSH_MESSAGES.p256dh] });
  }
  return db.transaction(async (tx) => {
    // One subscribe at a time per user, so two devices at once cannot pass the cap together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, input.endpoint)));
    if ((others?.n ?? 0) >= PUSH_LIMITS.devicesMax) throw ApiError.conflict(PUSH_MESSAGES.devices);
    const moved = sql`${pushSubscriptions.userId} <> excluded.user_id`;
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: sql`excluded.user_id`,
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          label: sql`excluded.label`,
          // A device that changes hands is new to its new user.
          createdAt: sql`case when ${moved} then excluded.created_at else ${pushSubscriptions.createdAt} end`,
          lastSuccessAt: sql`case when ${moved} then null else ${pushSubscriptions.lastSuccessAt} end`,
        },
      })
      .returning(deviceColumns);
    return toDevice(row!, input.endpoint);
  });
}

/** The caller's devices, newest first; `currentEndpoint` marks the asking browser's own. */
export async function listPushDevices(db: Db, userId: string, currentEndpoint?: string): Promise<PushDevice[]> {
  const rows = await db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map((r) => toDevice(r, currentEndpoint));
}

/** Remove one of the caller's devices; another user's, or none, is a 404. */
export async function removePushDevice(db: Db, userId: string, id: string): Promise<void> {
  const removed = UUID_PATTERN.test(id)
    ? await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id })
    : [];
  if (removed.length === 0) throw ApiError.notFound(PUSH_MESSAGES.notFound);
}
