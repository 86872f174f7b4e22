import type { CLIENT_SECURITY_EVENT_TYPES } from '@shared/constants/security';
import { client, data } from '@web/lib/api-client';

export interface ClientSecurityEvent {
  eventType: (typeof CLIENT_SECURITY_EVENT_TYPES)[number];
  description?: string;
  metadata?: Record<string, unknown>;
}

export const SECURITY_EVENTS_PATH = '/api/security-events';

/**
 * Record a client-observed event. Fire and forget: never awaited by the page, never throws; a
 * failure is only logged (docs/product.md#security-log). Goes around the query client on purpose,
 * so a 401 here is not mistaken for the page's session ending.
 */
export function logSecurityEvent(event: ClientSecurityEvent): void {
  const metadata = {
    ...event.metadata,
    timestamp: new Date().toISOString(),
    origin: window.location.origin,
    pathname: window.location.pathname,
  };
  data(client['security-events'].$post({ json: { ...event, metadata } })).catch((err: unknown) => {
    console.error('Security event not recorded', err);
  });
}
