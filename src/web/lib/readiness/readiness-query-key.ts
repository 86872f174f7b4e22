/**
 * GET /api/readiness's cache key, in a module of its own: a page that only invalidates the answer
 * (profile settings, after the expiry window changes) does not carry the readiness calculator.
 */
export const readinessQueryKey = ['readiness'] as const;
