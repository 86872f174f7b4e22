import { MailIcon } from 'lucide-react';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useRequestPasswordLink } from '../api/request-password-link';

/** A password-less account (Google, an OpenID Connect provider) gets a password through a link to its address. */
export function SetPasswordByEmail({ email, provider }: { email: string; provider: string }) {
  const request = useRequestPasswordLink();
  const sent = request.isSuccess;
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-sm text-muted-foreground">
        You sign in with {provider}, so your account has no password. To set one, we email a link to{' '}
        <span className="break-all text-foreground">{email}</span>. Setting it signs you out everywhere, this device
        too; then sign in with either.
      </p>
      {sent ? (
        <p role="status" className="text-sm">
          Check your inbox: the link works for one hour.
        </p>
      ) : null}
      <OnlineOnly>
        <Button
          type="button"
          variant="outline"
          disabled={request.isPending}
          onClick={() =>
            request.mutate(email, {
              onError: (err) => {
                const expected = expectedErrorMessage(err);
                if (!expected) logUnexpected('Asking for a password link failed', err);
                toast.error('Link not sent', expected ?? 'An unexpected error occurred. Please try again.');
              },
            })
          }
        >
          <MailIcon aria-hidden="true" />
          {request.isPending ? 'Sending...' : sent ? 'Send the link again' : 'Set a password'}
        </Button>
      </OnlineOnly>
    </div>
  );
}
