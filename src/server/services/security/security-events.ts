import { createHash } from 'node:crypto';
import type { SecurityEventType } from '@shared/constants/security';
import type { Db } from '../../db/client';
import { securityEvents } from '../../db/schema';
import type { Tx } from '../jobs/jobs';

export interface SecurityEventInput {
  userId: string | null;
  eventType: SecurityEventType;
  description?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  metadata?: Record<string, unknown>;
}

/** Emails in the log are hashed: a record of an attempt must not become a list of addresses. */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Written on `db`, or in the caller's transaction with the change it records. */
export async function recordSecurityEvent(db: Db | Tx, event: SecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({
    userId: event.userId,
    eventType: event.eventType,
    description: event.description ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, 512) ?? null,
    metadata: { ...event.metadata, timestamp: new Date().toISOString() },
  });
}

/** Changes to the account itself (decision 0285), told apart in the log by `metadata.action`. */
export type AccountChange = 'password_changed' | 'email_change_requested' | 'email_changed';

/**
 * Each account change is stored as its own type (migration 0023), which only the server writes
 * (a client may add only page_focus and suspicious_activity); `metadata.action` repeats it, as
 * the rows written before that migration carried it (the migration moved them to their types).
 */
export const ACCOUNT_CHANGE_STORED_AS = {
  password_changed: 'password_changed',
  email_change_requested: 'email_change_requested',
  email_changed: 'email_changed',
} as const satisfies Record<AccountChange, SecurityEventType>;

export async function recordAccountChange(
  db: Db | Tx,
  action: AccountChange,
  event: Omit<SecurityEventInput, 'eventType'>,
): Promise<void> {
  await recordSecurityEvent(db, {
    ...event,
    eventType: ACCOUNT_CHANGE_STORED_AS[action],
    metadata: { ...event.metadata, action },
  });
}
