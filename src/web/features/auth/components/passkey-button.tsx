import { FingerprintIcon } from 'lucide-react';
import { API_ERROR_CODES } from '@shared/error-codes';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError } from '@web/lib/api';
import { PasskeyCeremonyError, passkeysSupported } from '@web/lib/auth/passkey-ceremony';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';
import { messages } from '../messages';

const { t } = messages;

/**
 * "Sign in with a passkey" (decision 0288), or after a password (two-factor on) "Use a passkey":
 * the device asks for its screen lock; no password, no code. Hidden where the browser has no
 * WebAuthn.
 */
export function PasskeyButton({
  afterPassword = false,
  disabled,
  onSignedIn,
  onRestart,
  variant = 'outline',
  className,
}: {
  afterPassword?: boolean;
  disabled?: boolean;
  onSignedIn: () => void;
  onRestart?: () => void;
  variant?: 'outline' | 'link';
  className?: string;
}) {
  const signIn = useSignInWithPasskey();
  if (!passkeysSupported()) return null;
  const onClick = async () => {
    try {
      await signIn.mutateAsync({ afterPassword });
    } catch (err) {
      if (afterPassword && isApiError(err, API_ERROR_CODES.twoFactorExpired)) {
        toast.error(t('signInAgain'), expectedErrorMessage(err) ?? t('enterPasswordAgain'));
        onRestart?.();
        return;
      }
      const message = err instanceof PasskeyCeremonyError ? err.message : expectedErrorMessage(err);
      if (!message) logUnexpected('Passkey sign-in failed', err);
      toast.error(t('loginFailed'), message ?? t('unexpected'));
      return;
    }
    onSignedIn();
  };
  return (
    <Button
      type="button"
      variant={variant}
      className={className}
      disabled={disabled || signIn.isPending}
      aria-busy={signIn.isPending || undefined}
      onClick={() => void onClick()}
    >
      {variant === 'outline' ? <FingerprintIcon aria-hidden="true" /> : null}
      {afterPassword ? t('usePasskey') : signIn.isPending ? t('waitingForPasskey') : t('signInWithPasskey')}
    </Button>
  );
}
