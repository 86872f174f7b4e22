import { Suspense, useEffect, useRef, useState, type PointerEvent } from 'react';
import { lazyOrNothing } from '@web/lib/lazy-or-nothing';
import { preloadUnlessPrecached } from '@web/lib/offline/preload-unless-precached';

const loadTooltip = () => import('./blocked-reason-tooltip');
const BlockedReasonTooltip = lazyOrNothing(() => loadTooltip().then((m) => m.default), 'The tooltip failed to load');
// Its whole use is offline: on a first visit (no precache yet) it loads with the page.
preloadUnlessPrecached(loadTooltip);

/** As the Radix tooltip these controls had (components/ui/tooltip.tsx): 150 ms before a hover opens it. */
const HOVER_DELAY_MS = 150;
/** Time to move the pointer from the control onto the tooltip (Radix's hoverable content). */
const LEAVE_GRACE_MS = 150;

type Shown = 'hover' | 'focus' | null;

/**
 * The reason a control is blocked, as a tooltip that opens on hover (after 150 ms, not for
 * touch) and on focus, and closes when the pointer leaves or is pressed, on blur, on a click,
 * on Escape, on a press elsewhere and on a scroll: what Radix's tooltip did for OnlineOnly and
 * OnlineOnlyLink. Only ever open while `blocked`. The Radix code that shows it loads the first
 * time it opens (issue 41); the handlers and `data-state` go on the control's own element, which
 * is never replaced (decision 239), and `tooltip` is rendered inside it (it needs `relative`).
 */
export function useBlockedTooltip({
  blocked,
  reason,
  reasonId,
}: {
  blocked: boolean;
  reason: string;
  reasonId: string;
}) {
  const [shown, setShown] = useState<Shown>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerIsDown = useRef(false);

  const clearTimers = () => {
    clearTimeout(hoverTimer.current);
    clearTimeout(leaveTimer.current);
    hoverTimer.current = undefined;
    leaveTimer.current = undefined;
  };
  const close = () => {
    clearTimers();
    setShown(null);
  };
  useEffect(() => () => clearTimers(), []);

  const open = blocked && shown !== null;
  const handlers = {
    onPointerMove: (e: PointerEvent) => {
      if (e.pointerType === 'touch' || !blocked) return;
      clearTimeout(leaveTimer.current);
      if (shown || hoverTimer.current) return;
      hoverTimer.current = setTimeout(() => {
        hoverTimer.current = undefined;
        setShown('hover');
      }, HOVER_DELAY_MS);
    },
    onPointerLeave: () => {
      clearTimeout(hoverTimer.current);
      hoverTimer.current = undefined;
      leaveTimer.current = setTimeout(close, LEAVE_GRACE_MS);
    },
    onPointerDown: () => {
      pointerIsDown.current = true;
      document.addEventListener('pointerup', () => (pointerIsDown.current = false), { once: true });
      close();
    },
    onFocus: () => {
      // Not a focus that comes with a press (as Radix).
      if (pointerIsDown.current || !blocked) return;
      clearTimers();
      setShown('focus');
    },
    onBlur: close,
    onClick: close,
  };
  const tooltip = open ? (
    <Suspense fallback={null}>
      <BlockedReasonTooltip
        reason={reason}
        hovered={shown === 'hover'}
        onClose={close}
        onPointerEnter={() => clearTimeout(leaveTimer.current)}
        onPointerLeave={close}
      />
    </Suspense>
  ) : null;
  return {
    handlers,
    tooltip,
    /** What Radix's trigger carried: the state, and the reason as description while open. */
    attributes: {
      'data-state': open ? (shown === 'hover' ? 'delayed-open' : 'instant-open') : 'closed',
      describedBy: open ? reasonId : undefined,
    },
  };
}
