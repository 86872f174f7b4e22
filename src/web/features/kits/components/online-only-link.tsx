import { Link } from 'react-router';
import { OnlineOnly } from '@web/components/online-only';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useOnline } from '@web/lib/offline/connectivity';

/**
 * A button-styled link to a page whose only purpose is a write (a new kit, the kit editor).
 * Online it is the link; offline it is a disabled button with the same label and the reason
 * (decision 081): a link cannot be disabled, and the page would have nothing to save with.
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
