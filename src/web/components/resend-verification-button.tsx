import { useQueryClient } from '@tanstack/react-query';
import { MailIcon } from 'lucide-react';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { useResendVerification } from '@web/lib/auth/resend-verification';
import { sessionQueryKey } from '@web/lib/auth/session';
import { useConfig } from '@web/lib/config';

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
                ? toast.message(
                    'Mail is off on this server',
                    'No email was sent: the new verification link is in the server log, for whoever runs it.',
                  )
                : toast.success('Verification email sent', 'Check your inbox for a new verification link.'),
            onError: (err) => {
              if (isSessionExpired(err)) return;
              if (isApiError(err, 'already_verified')) {
                // Confirmed in the meantime (another tab, another device): show it.
                toast.message('Email already confirmed', err.message);
                void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
                onVerified?.();
              } else
                toast.error(
                  'Verification email not sent',
                  expectedErrorMessage(err) ?? 'An unexpected error occurred. Please try again.',
                );
            },
          })
        }
      >
        <MailIcon aria-hidden="true" />
        {resend.isPending ? 'Sending...' : 'Resend verification'}
      </Button>
    </OnlineOnly>
  );
}
