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
 * The stored type of each account change. The check constraint of security_events lists the
 * types, and a new type needs a migration this change could not add (decision 0285): until one
 * adds `password_changed`, `email_change_requested` and `email_changed`, they are kept under the
 * server-only types nearest in meaning (a password change ends the other sessions) with
 * `metadata.action`, which only the server writes (the client may add only page_focus and
 * suspicious_activity). The security log reads them by the action (security-log.ts).
 */
export const ACCOUNT_CHANGE_STORED_AS = {
  password_changed: 'session_ended',
  email_change_requested: 'token_refreshed',
  email_changed: 'token_refreshed',
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
