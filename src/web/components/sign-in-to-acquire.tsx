import { LogInIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { openAuthDialog, preloadAuthDialogs } from '@web/lib/auth/auth-dialogs';

/**
 * What a visitor sees instead of Acquire on a public kit or plan: sign in first (docs/decisions.md
 * 040). The dialogs' code starts loading as soon as the pointer or the focus reaches the button.
 */
export function SignInToAcquire() {
  return (
    <Button
      variant="tactical"
      onClick={() => openAuthDialog('sign-in')}
      onPointerEnter={preloadAuthDialogs}
      onFocus={preloadAuthDialogs}
    >
      <LogInIcon aria-hidden="true" />
      Sign In to Acquire
    </Button>
  );
}
