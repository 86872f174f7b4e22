/**
 * What the emergency screen keeps in localStorage beside the offline copies (decision 0274): the
 * "Do now" and "Grab" ticks made on this device, and the event type last chosen (offered first).
 * Cleared with the offline copies on sign-out (offline/store.ts).
 */
export const DEVICE_TICKS_KEY = 'holdfast-emergency-ticks';
export const LAST_EVENT_KEY = 'holdfast-emergency-event';

export function forgetEmergencyDevice(): void {
  try {
    localStorage.removeItem(DEVICE_TICKS_KEY);
    localStorage.removeItem(LAST_EVENT_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
