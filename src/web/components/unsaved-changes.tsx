import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from '@web/lib/router';
import { ConfirmDialog } from './confirm-dialog';
import { messages } from './messages';

/**
 * Ask before leaving unsaved work: the router blocker for in-app navigation (render
 * <UnsavedChangesDialog> while `blocker.state` is "blocked"), and beforeunload for reloads,
 * closing the tab and typed addresses (the browser shows its own prompt there). `release()`
 * lets the next navigation through (a save that navigates away before its draft renders clean).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (released.current) return;
      e.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { blocker, release };
}

/** Shown while the router blocker holds a navigation away from unsaved changes. */
export function UnsavedChangesDialog({
  open,
  description,
  onStay,
  onLeave,
}: {
  open: boolean;
  description: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={messages.t('discardTitle')}
      description={description}
      cancelLabel={messages.t('stay')}
      confirmLabel={messages.t('leave')}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
