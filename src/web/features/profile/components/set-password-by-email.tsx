import { MailIcon } from 'lucide-react';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useRequestPasswordLink } from '../api/request-password-link';
import { messages } from '../messages';

const { t } = messages;

/** A password-less account (Google, an OpenID Connect provider) gets a password through a link to its address. */
export function SetPasswordByEmail({ email, provider }: { email: string; provider: string }) {
  const request = useRequestPasswordLink();
  const sent = request.isSuccess;
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-sm text-muted-foreground">
        {t('noPasswordBefore', { provider })}
        <span className="break-all text-foreground">{email}</span>
        {t('noPasswordAfter')}
      </p>
      {sent ? (
        <p role="status" className="text-sm">
          {t('linkWorksOneHour')}
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
                toast.error(t('linkNotSent'), expected ?? t('unexpected'));
              },
            })
          }
        >
          <MailIcon aria-hidden="true" />
          {request.isPending ? t('sending') : sent ? t('sendAgain') : t('setPassword')}
        </Button>
      </OnlineOnly>
    </div>
  );
}
