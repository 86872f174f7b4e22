import { useEffect, useId, useRef, type PointerEventHandler } from 'react';
import { createPortal } from 'react-dom';

/** Radix's sideOffset of the app's tooltips (components/ui/tooltip.tsx). */
const SIDE_OFFSET = 6;
const HIDDEN_UNTIL_PLACED = { left: 0, top: 0, visibility: 'hidden' } as const;

/**
 * The tooltip of a blocked OnlineOnly control (online-only.tsx), loaded the first time one is shown
 * (issue 41) and without Radix, so that loading it early on a first visit costs about 1 KB, not the
 * 20 KB of Radix's tooltip, popper and floating-ui. It looks and behaves as the app's Radix tooltip
 * did (components/ui/tooltip.tsx): above the control, centred, 6 px away, below it when there is
 * no room above, kept inside the window; in a portal on <body>; the text named role="tooltip" for
 * assistive technology; closed by Escape, a press elsewhere and a scroll of what holds the control.
 * Its anchor is an empty box over the control (`absolute inset-0` in the control's `relative` box),
 * so the control's own element never changes.
 */
export default function BlockedReasonTooltip({
  reason,
  hovered,
  onClose,
  onPointerEnter,
  onPointerLeave,
}: {
  reason: string;
  /** Opened by the pointer (after the hover delay): it pops in, as Radix's delayed open did. */
  hovered: boolean;
  onClose: () => void;
  onPointerEnter: PointerEventHandler;
  onPointerLeave: PointerEventHandler;
}) {
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLDivElement | null>(null);

  // Placed once it can be measured, when it mounts (it is not followed: a scroll closes it). The
  // anchor, an earlier sibling, is attached by then.
  const placeBubble = (bubble: HTMLDivElement | null) => {
    bubbleRef.current = bubble;
    const anchor = anchorRef.current;
    if (!bubble || !anchor) return;
    const a = anchor.getBoundingClientRect();
    const b = bubble.getBoundingClientRect();
    const width = document.documentElement.clientWidth || window.innerWidth;
    const above = a.top - SIDE_OFFSET - b.height;
    const below = a.bottom + SIDE_OFFSET;
    const side = above < 0 && below + b.height <= window.innerHeight ? 'bottom' : 'top';
    const left = Math.max(0, Math.min(a.left + a.width / 2 - b.width / 2, width - b.width));
    bubble.style.left = `${left}px`;
    bubble.style.top = `${side === 'top' ? above : below}px`;
    bubble.style.visibility = '';
    bubble.dataset.side = side;
  };

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !bubbleRef.current?.contains(e.target)) onClose();
    };
    const onScroll = (e: Event) => {
      const anchor = anchorRef.current;
      if (anchor && e.target instanceof Node && e.target.contains(anchor)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [onClose]);

  return (
    <>
      <span
        ref={anchorRef}
        aria-hidden="true"
        data-slot="tooltip-anchor"
        className="pointer-events-none absolute inset-0"
      />
      {createPortal(
        <div
          ref={placeBubble}
          data-slot="tooltip-content"
          data-state={hovered ? 'delayed-open' : 'instant-open'}
          className="fixed z-50 max-w-xs rounded-sm border border-input bg-popover px-3 py-1.5 text-xs text-popover-foreground shadow-[0_16px_40px_-12px_rgb(0_0_0/0.7)] data-[state=delayed-open]:animate-pop-in"
          style={HIDDEN_UNTIL_PLACED}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          {reason}
          {/* As Radix: the text again, hidden, for assistive technology. */}
          <span id={id} role="tooltip" className="sr-only">
            {reason}
          </span>
        </div>,
        document.body,
      )}
    </>
  );
}
