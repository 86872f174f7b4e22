import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving with unsaved changes: the router blocker for in-app navigation (the page
 * shows a dialog while `blocker.state` is "blocked"), and beforeunload for reloads, closing the
 * tab and typed addresses (the browser shows its own prompt there). `release()` lets the next
 * navigation through: a saved plan navigates away before its draft is rendered clean.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  return { blocker, release };
}
