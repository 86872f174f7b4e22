import { ResendVerificationButton } from '@web/components/resend-verification-button';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/lib/auth/use-sign-out';
import { messages } from './messages';

const { t } = messages;

/**
 * With mail on, an unconfirmed account sees only this until it confirms its address: the
 * server answers every other route 403 email_not_verified (decision 284).
 */
export function CheckYourEmail({ email, onRefresh }: { email: string; onRefresh: () => void }) {
  const signOut = useSignOut();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground">
      <p className="font-mono text-xs tracking-[0.3em] text-primary uppercase">{t('clearancePending')}</p>
      <h1 className="text-2xl font-bold">{t('checkYourEmail')}</h1>
      <p className="max-w-md text-muted-foreground">
        {t('linkSentBefore')}
        <strong className="wrap-anywhere">{email}</strong>
        {t('linkSentAfter')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ResendVerificationButton onVerified={onRefresh} />
        <Button variant="outline" size="sm" onClick={onRefresh}>
          {t('iConfirmedIt')}
        </Button>
        <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('signOut')}
        </Button>
      </div>
    </main>
  );
}
