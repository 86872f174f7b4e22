import { useQuery } from '@tanstack/react-query';
import { unsentOfflineChanges } from './forget';

/** Not an offline query (marker.ts): never kept, never sent anywhere; the device's own answer. */
export const unsentChangesQueryKey = ['device', 'unsent-changes'] as const;

/**
 * How many changes `userId` queued offline on this device and has not sent yet (0: none), read
 * while `enabled`; undefined until known. Works offline: it asks the device, not the server.
 */
export function useUnsentChanges(userId: string | undefined, enabled: boolean): number | undefined {
  const { data } = useQuery({
    queryKey: unsentChangesQueryKey,
    queryFn: async () => (await unsentOfflineChanges()) ?? null,
    enabled: enabled && Boolean(userId),
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
  });
  if (data === undefined) return undefined;
  return data !== null && data.userId === userId ? data.count : 0;
}

export const changesText = (count: number) => `${count} supply ${count === 1 ? 'change' : 'changes'}`;
