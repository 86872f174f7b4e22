/**
 * Sign-out (and account deletion, and a sign-out heard from another tab): the device keeps
 * nothing of the user (IndexedDB records, their pictures in Cache Storage, the marker), and this
 * page writes nothing more before it leaves. Never blocks the sign-out for long.
 */
export async function forgetOfflineData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const { clearOfflineData } = await import('./store');
    await Promise.race([clearOfflineData(), new Promise((resolve) => setTimeout(resolve, 3000))]);
  } catch (err) {
    console.error('Offline data not cleared', err);
  }
}
