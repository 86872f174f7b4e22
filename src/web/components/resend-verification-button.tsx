import { useQueryClient } from '@tanstack/react-query';
import { MailIcon } from 'lucide-react';
import { messages } from '@web/app/messages';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { useResendVerification } from '@web/lib/auth/resend-verification';
import { sessionQueryKey } from '@web/lib/auth/session';
import { useConfig } from '@web/lib/config';

const { t } = messages;

/**
 * "Resend verification": a new link for the signed-in user's address (the dashboard's mission
 * status, the join page of a household). `onVerified` runs when the address turned out to be
 * confirmed meanwhile (another tab, another device); the session is fetched again either way.
 */
export function ResendVerificationButton({ onVerified }: { onVerified?: () => void }) {
  const queryClient = useQueryClient();
  const resend = useResendVerification();
  // Without mail the new link goes to the server's log, not the inbox (decision 0262).
  const mailOff = useConfig().data?.mailEnabled === false;
  return (
    <OnlineOnly>
      <Button
        variant="outline"
        size="sm"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () =>
              mailOff
                ? toast.message(t('mailOff'), t('mailOffResend'))
                : toast.success(t('verificationSent'), t('verificationSentText')),
            onError: (err) => {
              if (isSessionExpired(err)) return;
              if (isApiError(err, 'already_verified')) {
                // Confirmed in the meantime (another tab, another device): show it.
                toast.message(t('alreadyConfirmed'), err.message);
                void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
                onVerified?.();
              } else toast.error(t('verificationNotSent'), expectedErrorMessage(err) ?? t('unexpected'));
            },
          })
        }
      >
        <MailIcon aria-hidden="true" />
        {resend.isPending ? t('sending') : t('resend')}
      </Button>
    </OnlineOnly>
  );
}
