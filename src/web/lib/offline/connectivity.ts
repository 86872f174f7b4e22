/**
 * Is Holdfast reachable? Offline means the browser says so (navigator.onLine false, airplane
 * mode) OR the last API call got no answer at all (server down, Wi-Fi without internet). After a
 * failed call GET /api/health is probed every few seconds until it answers; any answer from the
 * API ends it at once. TanStack Query follows this state (its onlineManager), so queries pause
 * instead of failing offline and refetch when the connection is back (decision 081).
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export const HEALTH_PATH = '/api/health';
const PROBE_INTERVAL_MS = 4000;

let serverReachable = true;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function isOnline(): boolean {
  return browserOnline() && serverReachable;
}

let lastNotified = isOnline();
function notify() {
  const now = isOnline();
  if (now === lastNotified) return;
  lastNotified = now;
  for (const listener of [...listeners]) listener();
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A call to our API got an answer (any status): the server is reachable. */
export function reportServerAnswer(): void {
  if (serverReachable) return;
  serverReachable = true;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  notify();
}

/** A call to our API got no answer at all. */
export function reportNetworkFailure(): void {
  if (!serverReachable) return;
  serverReachable = false;
  notify();
  scheduleProbe(PROBE_INTERVAL_MS);
}

function scheduleProbe(delay: number) {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void probe(), delay);
}

async function probe() {
  if (serverReachable) return;
  if (!browserOnline()) return scheduleProbe(PROBE_INTERVAL_MS);
  try {
    await fetch(HEALTH_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
    reportServerAnswer();
  } catch {
    scheduleProbe(PROBE_INTERVAL_MS);
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', notify);
  window.addEventListener('online', () => {
    notify();
    // The network is back; whether the server is too, ask at once rather than in a few seconds.
    if (!serverReachable) scheduleProbe(0);
  });
}

// TanStack Query's idea of "online" is ours.
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return subscribeConnectivity(() => setOnline(isOnline()));
});

/** For components: re-renders when the connection comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}

/** Tests only: back to "reachable", no probe pending. */
export function resetConnectivityForTests(): void {
  serverReachable = true;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  // Tell the listeners (TanStack Query's onlineManager among them): a test that ended offline
  // would otherwise leave the next file's queries and mutations paused for ever.
  notify();
}
