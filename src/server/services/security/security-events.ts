import { createHash } from 'node:crypto';
import type { SecurityEventType } from '@shared/constants/security';
import type { Db } from '../../db/client';
import { securityEvents } from '../../db/schema';

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

export async function recordSecurityEvent(db: Db, event: SecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({
    userId: event.userId,
    eventType: event.eventType,
    description: event.description ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, 512) ?? null,
    metadata: { ...event.metadata, timestamp: new Date().toISOString() },
  });
}
