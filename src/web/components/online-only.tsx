import { cloneElement, useId, useLayoutEffect, useRef, type MouseEvent, type ReactElement } from 'react';
import { VIEWER_CANNOT_EDIT } from '@shared/households/viewer-cannot-edit';
import { messages } from '@web/app/messages';
import { buttonVariants, type ButtonProps } from '@web/components/ui/button';
import { useHouseholdRole } from '@web/lib/auth/session';
import { useOnline } from '@web/lib/offline/connectivity';
import { Link } from '@web/lib/router';
import { cn } from '@web/lib/utils';
import { useBlockedTooltip } from './use-blocked-tooltip';

/** Why a write control is disabled offline (decision 081), in English; controls say it in the page's language. */
export const OFFLINE_REASON = 'Not available offline. Reconnect to make changes.';

type Control = ReactElement<{ disabled?: boolean; 'aria-describedby'?: string }>;

const describedBy = (own: string | undefined, reasonId: string, online: boolean) =>
  online ? own : [own, reasonId].filter(Boolean).join(' ');

/**
 * A control that writes to the server: offline it is disabled, and hovering or focusing it shows
 * the reason in a tooltip (the disabled control also carries the reason as its description), so
 * no request is sent only to fail.
 *
 * Online and offline render the same elements (decision 239): only `disabled`, the description,
 * the wrapper's tab stop and whether the tooltip may open change. Swapping elements when the
 * connection drops or returns would lose the focus, and a dialog opened from the control would
 * lose its place to return to. Online the wrapper is `display: contents` (no box, so layouts see
 * the control as before); offline it takes the focus a disabled button cannot hold.
 *
 * The child must take `disabled` (a Button, not `<Button asChild><Link/></Button>`: use
 * OnlineOnlyLink for those).
 */
export function OnlineOnly({
  children,
  reason: ownReason,
  household = false,
  worksOffline = false,
}: {
  children: Control;
  reason?: string;
  /**
   * A change to the household's supplies, readiness or family plan: disabled for a viewer too,
   * with "Viewers can't change the household…" (docs/product.md#households).
   */
  household?: boolean;
  /** It works offline (plus and minus queue on the device): only the viewer rule applies. */
  worksOffline?: boolean;
}) {
  const offlineReason = ownReason ?? messages.t('offlineReason');
  const isOnline = useOnline();
  const viewer = useHouseholdRole() === 'viewer';
  const blockedBy = household && viewer ? VIEWER_CANNOT_EDIT : !isOnline && !worksOffline ? offlineReason : null;
  const reason = blockedBy ?? offlineReason;
  // "online" below: the control may be used now.
  const online = blockedBy === null;
  const id = useId();
  // Only ever open while blocked (an open recorded online would show the reason at once when the
  // connection drops, and then miss the focus that should open it).
  const tip = useBlockedTooltip({ blocked: !online, reason, reasonId: id });
  const wrapper = useRef<HTMLSpanElement>(null);
  const wasOnline = useRef(online);

  // The focus follows the connection: offline the disabled control cannot keep it (the browser
  // drops it to the page a moment later), so the wrapper takes it and shows the reason; back
  // online the control has it again. Runs before the browser's own fix-up, while the control
  // still holds the focus.
  useLayoutEffect(() => {
    if (wasOnline.current === online) return;
    wasOnline.current = online;
    const el = wrapper.current;
    if (!el) return;
    const active = document.activeElement;
    if (!online && active !== el && el.contains(active)) el.focus();
    else if (online && active === el) (el.firstElementChild as HTMLElement | null)?.focus();
  }, [online]);

  return (
    // A disabled button gets no pointer or focus events: the wrapper takes them.
    <span
      ref={wrapper}
      tabIndex={online ? undefined : 0}
      className={
        online
          ? 'contents'
          : 'relative inline-flex rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'
      }
      aria-describedby={tip.attributes.describedBy}
      data-state={tip.attributes['data-state']}
      {...tip.handlers}
    >
      {cloneElement(children, {
        disabled: online ? children.props.disabled : true,
        'aria-describedby': describedBy(children.props['aria-describedby'], id, online),
      })}
      <span id={id} hidden>
        {reason}
      </span>
      {tip.tooltip}
    </span>
  );
}

/**
 * A button-styled link to a page whose only purpose is a write (a new kit or plan, an editor).
 * Offline it stays the same link, marked `aria-disabled` with the reason as its description and
 * tooltip, and following it does nothing: the page would have nothing to save with. It keeps its
 * focus across the connection's changes (decision 239).
 */
export function OnlineOnlyLink({
  to,
  children,
  className,
  variant,
  size,
  reason = messages.t('offlineReason'),
  'aria-describedby': ownDescription,
}: Pick<ButtonProps, 'children' | 'className' | 'variant' | 'size' | 'aria-describedby'> & {
  to: string;
  reason?: string;
}) {
  const online = useOnline();
  const id = useId();
  const tip = useBlockedTooltip({ blocked: !online, reason, reasonId: id });
  const stay = (e: MouseEvent) => {
    if (!online) e.preventDefault();
  };
  return (
    <>
      <Link
        to={to}
        data-slot="button"
        data-variant={variant ?? 'default'}
        // Hover must still reach the link offline, for the tooltip (shown over it: `relative`).
        className={cn(
          buttonVariants({ variant, size }),
          'aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed',
          !online && 'relative',
          className,
        )}
        aria-disabled={online ? undefined : true}
        aria-describedby={describedBy(ownDescription, id, online)}
        data-state={tip.attributes['data-state']}
        {...tip.handlers}
        onClick={(e) => {
          tip.handlers.onClick();
          stay(e);
        }}
        onAuxClick={stay}
      >
        {children}
        {tip.tooltip}
      </Link>
      <span id={id} hidden>
        {reason}
      </span>
    </>
  );
}
