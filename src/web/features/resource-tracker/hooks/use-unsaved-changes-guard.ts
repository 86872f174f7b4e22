import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving with unsaved changes: the router blocker for in-app navigation (the page
 * shows a dialog while `state` is "blocked"), and beforeunload for reloads, closing the tab and
 * typed addresses (the browser shows its own prompt there).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}
