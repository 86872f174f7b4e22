import { KeyRoundIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { deniedFromOf, setAuthReturnPath } from '@web/lib/auth/auth-return';
import { hardNavigate } from '@web/lib/hard-navigate';
import { useLocation } from '@web/lib/router';
import type { GoogleIntent } from '../api/start-google-sign-in';
import { useStartOidcSignIn } from '../api/start-oidc-sign-in';
import { messages } from '../messages';

const { t } = messages;

/**
 * "Sign in with Authentik": the server's OpenID Connect provider by the name its operator gave
 * it (OIDC_NAME, decision 0287). The server hands back the provider's address and the browser goes there.
 */
export function OidcButton({ name, intent, disabled }: { name: string; intent: GoogleIntent; disabled?: boolean }) {
  const start = useStartOidcSignIn();
  const { state } = useLocation();
  const busy = start.isPending || start.isSuccess;
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={disabled || busy}
      onClick={() =>
        start.mutate(intent, {
          onSuccess: ({ url }) => {
            // The provider comes back to /auth/callback: from there, on to the page that sent the visitor here.
            const back = deniedFromOf(state);
            if (back) setAuthReturnPath(back);
            hardNavigate(url);
          },
          onError: (err) => toast.error(t('oidcFailed', { name }), expectedErrorMessage(err) ?? t('unexpected')),
        })
      }
    >
      <KeyRoundIcon aria-hidden="true" />
      {t('signInWith', { name })}
    </Button>
  );
}
