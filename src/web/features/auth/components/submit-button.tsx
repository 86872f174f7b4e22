import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

/**
 * The full-width tactical submit of the account forms. Long capitals ("ENTER COMMAND CENTER")
 * are wider than a 320px screen's dialog: smaller type there, and wrapping as a last resort.
 */
export function SubmitButton({
  busy,
  children,
  className,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      variant="tactical"
      size="lg"
      disabled={busy}
      className={cn('h-auto min-h-11 w-full px-3 text-center whitespace-normal max-sm:text-sm', className)}
    >
      {children}
    </Button>
  );
}
