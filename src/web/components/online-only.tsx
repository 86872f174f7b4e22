import { cloneElement, useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { useOnline } from '@web/lib/offline/connectivity';

/** Why a write control is disabled offline (decision 081). */
export const OFFLINE_REASON = 'Not available offline. Reconnect to make changes.';

type Control = ReactElement<{ disabled?: boolean; 'aria-describedby'?: string }>;

/**
 * A control that writes to the server: offline it is disabled, and hovering or focusing it shows
 * the reason in a tooltip (the disabled control also carries the reason as its description), so
 * no request is sent only to fail. Online it renders unchanged.
 *
 * The child must take `disabled` (a Button, not `<Button asChild><Link/></Button>`: render a
 * plain Button offline for those).
 */
export function OnlineOnly({ children, reason = OFFLINE_REASON }: { children: Control; reason?: string }) {
  const online = useOnline();
  const id = useId();
  if (online) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button gets no pointer or focus events: the wrapper takes them. */}
        <span
          tabIndex={0}
          className="inline-flex rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {cloneElement(children, {
            disabled: true,
            'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
          })}
          <span id={id} hidden>
            {reason}
          </span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}

/**
 * A button-styled link to a page whose only purpose is a write (a new kit or plan, an editor).
 * Online it is the link; offline it is a disabled button with the same label and the reason: a
 * link cannot be disabled, and the page would have nothing to save with.
 */
export function OnlineOnlyLink({ to, children, ...props }: Omit<ButtonProps, 'asChild'> & { to: string }) {
  const online = useOnline();
  return (
    <OnlineOnly>
      {online ? (
        <Button asChild {...props}>
          <Link to={to}>{children}</Link>
        </Button>
      ) : (
        <Button type="button" {...props}>
          {children}
        </Button>
      )}
    </OnlineOnly>
  );
}
