import type { ReactNode } from 'react';
import { useEffect, useId } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useConfig } from '@web/lib/config';
import { useAccountSecurity } from '../api/get-account-security';
import { messages } from '../messages';
import { useSignInProvider } from '../use-sign-in-provider';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { PasskeySettings } from './passkey-settings';
import { SecurityLogList } from './security-log-list';
import { SessionsList } from './sessions-list';
import { SetPasswordByEmail } from './set-password-by-email';
import { TwoFactorSettings } from './two-factor-settings';

const { t } = messages;

function Part({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={id} className="text-sm font-bold tracking-wide uppercase">
          {title}
        </h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * Sign-in and security (docs/product.md#account-security): the password, the email, where the
 * account is signed in, and its security log.
 */
export function SignInSecurityCard({ email }: { email: string }) {
  const security = useAccountSecurity(true);
  const provider = useSignInProvider(security.data);
  // OIDC_ONLY (decision 0287): passwords open nothing here, so a password-less account is not offered one.
  const passwordsOff = useConfig().data?.passwordSignIn === false;
  // Sent here to turn on two-factor sign-in (the admin page, decision 0286): show this card.
  useEffect(() => {
    if (window.location.hash === '#sign-in-security') document.getElementById('sign-in-security')?.scrollIntoView?.();
  }, []);
  return (
    <Card id="sign-in-security" className="scroll-mt-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('security')}</h2>
        </CardTitle>
        <CardDescription>{t('securityDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {security.isPending ? (
          <Spinner label={t('securityLoading')} />
        ) : security.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p className="text-destructive">{t('securityFailed')}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void security.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : (
          <>
            {passwordsOff ? (
              // OIDC_ONLY: a password (one from before) no longer signs in here, so it is not offered for change.
              <Part title={t('password')}>
                <p className="text-sm text-muted-foreground">{t('noPasswords', { provider: provider.name })}</p>
              </Part>
            ) : security.data.hasPassword ? (
              <Part title={t('changePassword')}>
                <ChangePasswordForm />
              </Part>
            ) : (
              <Part title={t('setPassword')}>
                <SetPasswordByEmail email={email} provider={provider.name} />
              </Part>
            )}
            <Part title={t('changeEmail')} description={t('changeEmailDescription', { email })}>
              {passwordsOff && !security.data.hasPassword ? (
                <p className="text-sm text-muted-foreground">{t('emailFixed', { provider: provider.name })}</p>
              ) : (
                <ChangeEmailForm hasPassword={security.data.hasPassword} />
              )}
            </Part>
            <Part title={t('twoFactor')} description={t('twoFactorDescription')}>
              <TwoFactorSettings hasPassword={security.data.hasPassword} />
            </Part>
            <Part title={t('passkeys')} description={t('passkeysDescription')}>
              <PasskeySettings hasPassword={security.data.hasPassword} />
            </Part>
          </>
        )}
        <Part title={t('whereSignedIn')}>
          <SessionsList />
        </Part>
        <Part title={t('securityLog')} description={t('securityLogDescription')}>
          <SecurityLogList />
        </Part>
      </CardContent>
    </Card>
  );
}
