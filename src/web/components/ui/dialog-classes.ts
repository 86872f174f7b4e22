import { cn } from '@web/lib/utils';

/** Classes shared with AlertDialogContent: centred HUD box, at most 90vh tall. */
export const dialogContentClassName = cn(
  'hud-panel fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
  'bg-popover text-popover-foreground shadow-[0_24px_64px_-16px_rgb(0_0_0/0.7)] outline-none',
  'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
);

/**
 * The body scrolls inside the box (max-height 90vh, overflow-y auto) so long forms stay usable
 * on small screens, while the corner brackets and the close button stay put.
 */
export const dialogBodyClassName = 'grid min-h-0 gap-4 overflow-y-auto overscroll-contain p-6';
