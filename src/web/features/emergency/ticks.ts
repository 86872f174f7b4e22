/**
 * The "Do now" and "Grab" ticks (issue 37). The screen only knows the interface: the page passes
 * ticks kept on this device (below); an open incident passes the household's shared ticks instead.
 */
import { useCallback, useState } from 'react';
import type { IncidentTickKind } from '@shared/incidents/schemas';
import { DEVICE_TICKS_KEY } from '@web/lib/emergency/device-keys';

export interface Ticks {
  isTicked(kind: IncidentTickKind, key: string): boolean;
  toggle(kind: IncidentTickKind, key: string): void;
}

/** localStorage DEVICE_TICKS_KEY: `{ "step:<id>": true, "grab:<id>": true }`. */
function readTicks(): Record<string, true> {
  try {
    const raw = localStorage.getItem(DEVICE_TICKS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, true>) : {};
  } catch {
    return {};
  }
}

/** Ticks kept on this device, across reloads and offline. */
export function useDeviceTicks(): Ticks {
  const [ticked, setTicked] = useState(readTicks);
  const toggle = useCallback((kind: IncidentTickKind, key: string) => {
    setTicked((current) => {
      const id = `${kind}:${key}`;
      const next = { ...current };
      if (next[id]) delete next[id];
      else next[id] = true;
      try {
        localStorage.setItem(DEVICE_TICKS_KEY, JSON.stringify(next));
      } catch {
        // Storage full or refused: the tick still shows for this visit.
      }
      return next;
    });
  }, []);
  return { isTicked: (kind, key) => ticked[`${kind}:${key}`] === true, toggle };
}
