import type { PointerEventHandler } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';

/**
 * The tooltip of a blocked OnlineOnly control (online-only.tsx): Radix's tooltip, loaded only
 * when one is first shown (issue 41: Radix's tooltip, popper and floating-ui are in no page's
 * first load). Its trigger is an empty box over the control (`absolute inset-0` in the control's
 * `relative` box), so the control's own element never changes; the control opens and closes it
 * (hover, focus), Radix places it, closes it on Escape, a press elsewhere or a scroll, and gives
 * it role="tooltip".
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
  return (
    <Tooltip open onOpenChange={(open) => (open ? undefined : onClose())}>
      <TooltipTrigger asChild>
        <span aria-hidden="true" data-slot="tooltip-anchor" className="pointer-events-none absolute inset-0" />
      </TooltipTrigger>
      <TooltipContent
        className={hovered ? 'data-[state=instant-open]:animate-pop-in' : undefined}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        {reason}
      </TooltipContent>
    </Tooltip>
  );
}
