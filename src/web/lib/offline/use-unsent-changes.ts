import { useQuery } from '@tanstack/react-query';
import { unsentOfflineChanges } from './forget';

/** Not an offline query (marker.ts): never kept, never sent anywhere; the device's own answer. */
export const unsentChangesQueryKey = ['device', 'unsent-changes'] as const;

/**
 * How many changes `userId` queued offline on this device and has not sent yet (count 0: none;
 * `checkins`: how many of them are emergency check-ins), read
 * while `enabled`; undefined until known. Works offline: it asks the device, not the server.
 */
export function useUnsentChanges(
  userId: string | undefined,
  enabled: boolean,
): { count: number; checkins: number } | undefined {
  const { data } = useQuery({
    queryKey: unsentChangesQueryKey,
    queryFn: async () => (await unsentOfflineChanges()) ?? null,
    enabled: enabled && Boolean(userId),
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
  });
  if (data === undefined) return undefined;
  return data !== null && data.userId === userId
    ? { count: data.count, checkins: data.checkins ?? 0 }
    : { count: 0, checkins: 0 };
}

/** "2 supply changes", "1 check-in", "1 supply change and 1 check-in" (`count` includes the check-ins). */
export const changesText = (count: number, checkins = 0) => {
  const supplies = count - checkins;
  const parts = [
    supplies > 0 || checkins === 0 ? `${supplies} supply ${supplies === 1 ? 'change' : 'changes'}` : null,
    checkins > 0 ? `${checkins} ${checkins === 1 ? 'check-in' : 'check-ins'}` : null,
  ];
  return parts.filter(Boolean).join(' and ');
};
