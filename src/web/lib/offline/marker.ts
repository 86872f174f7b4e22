/**
 * localStorage marker: the id of the user whose data is kept on this device (offline/store.ts),
 * absent when nothing is. Read synchronously by the entry code, so pages of visitors with
 * nothing kept never load the offline modules.
 */
export const OFFLINE_USER_KEY = 'holdfast-offline-user';

export function offlineUser(): string | null {
  try {
    return localStorage.getItem(OFFLINE_USER_KEY);
  } catch {
    return null;
  }
}

/**
 * The queries kept on the device for offline use: the session (profile), my stats, supplies,
 * readiness, the family plan, the emergency screen and the household's open incident (incidents), its
 * official warnings (alerts), the household, plans, kits, the community numbers and the public config. Never the account-security
 * details or anything else under /api/me.
 */
export const OFFLINE_QUERY_ROOTS = [
  'session',
  'resources',
  'readiness',
  'family-plan',
  'emergency',
  'household',
  'plans',
  'kits',
  'community',
  'config',
  'incidents',
  'alerts',
] as const;

export function isOfflineQueryKey(key: readonly unknown[]): boolean {
  const [root, sub] = key;
  if (root === 'me') return sub === 'stats';
  return (OFFLINE_QUERY_ROOTS as readonly unknown[]).includes(root);
}
