import { LogInIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { openAuthDialog, preloadAuthDialogs } from '@web/lib/auth/auth-dialogs';

/**
 * What a visitor sees where a signed-in user could act ("Sign In to Acquire" on a public kit or
 * plan, decision 040; "Sign In" on the plans page): it opens the sign-in dialog, whose
 * code starts loading as soon as the pointer or the focus reaches the button.
 */
export function SignInButton({ children }: { children: ReactNode }) {
  return (
    <Button
      variant="tactical"
      onClick={() => openAuthDialog('sign-in')}
      onPointerEnter={preloadAuthDialogs}
      onFocus={preloadAuthDialogs}
    >
      <LogInIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
