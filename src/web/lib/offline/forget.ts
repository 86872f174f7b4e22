/**
 * Sign-out (and account deletion, a password reset, a sign-out heard from another tab): the device
 * keeps nothing of the user's offline copies (IndexedDB records, their pictures in Cache Storage),
 * and this page writes nothing more before it leaves. Their queued changes not yet sent stay only
 * with `keepQueue` (decisions 237, 238). Never blocks the sign-out for long.
 */
export async function forgetOfflineData({ keepQueue }: { keepQueue: boolean }): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const { clearOfflineData } = await import('./device');
    await Promise.race([clearOfflineData({ keepQueue }), new Promise((resolve) => setTimeout(resolve, 3000))]);
  } catch (err) {
    console.error('Offline data not cleared', err);
  }
}

/** The queued changes not yet sent on this device, and whose; undefined when none (or no IndexedDB). */
export async function unsentOfflineChanges(): Promise<
  { userId: string; count: number; checkins?: number } | undefined
> {
  if (typeof indexedDB === 'undefined') return undefined;
  const { unsentChanges } = await import('./device');
  return unsentChanges();
}
