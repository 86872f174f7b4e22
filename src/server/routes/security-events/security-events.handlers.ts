import { RATE_LIMITS } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { recordSecurityEvent } from '../../services/security/security-events';
import { postSecurityEventRoute } from './security-events.routes';

export function securityEventsRouter({ db, limiter, limit }: Services) {
  return createRouter().openapi(postSecurityEventRoute, async (c) => {
    const { user } = await requireAuth(c);
    await limiter.enforce(`security-events:${user.id}`, limit(RATE_LIMITS.securityEventsPerUser));
    const input = c.req.valid('json');
    const severity = input.eventType === 'suspicious_activity' ? { severity: 'high' } : {};
    await recordSecurityEvent(db, {
      userId: user.id,
      eventType: input.eventType,
      description: input.description ?? input.eventType,
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? null,
      metadata: { ...input.metadata, ...severity, source: 'client' },
    });
    return c.body(null, 204);
  });
}
