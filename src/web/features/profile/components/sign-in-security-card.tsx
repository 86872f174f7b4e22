import type { ReactNode } from 'react';
import { useEffect, useId } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useConfig } from '@web/lib/config';
import { useAccountSecurity } from '../api/get-account-security';
import { useSignInProvider } from '../use-sign-in-provider';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { PasskeySettings } from './passkey-settings';
import { SecurityLogList } from './security-log-list';
import { SessionsList } from './sessions-list';
import { SetPasswordByEmail } from './set-password-by-email';
import { TwoFactorSettings } from './two-factor-settings';

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
          <h2>Sign-in and security</h2>
        </CardTitle>
        <CardDescription>Your password and email, where you are signed in, and what happened lately.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {security.isPending ? (
          <Spinner label="Loading your sign-in settings" />
        ) : security.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p className="text-destructive">Could not load your sign-in settings.</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void security.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <>
            {passwordsOff ? (
              // OIDC_ONLY: a password (one from before) no longer signs in here, so it is not offered for change.
              <Part title="Password">
                <p className="text-sm text-muted-foreground">
                  You sign in with {provider.name}: this server uses no passwords.
                </p>
              </Part>
            ) : security.data.hasPassword ? (
              <Part title="Change password">
                <ChangePasswordForm />
              </Part>
            ) : (
              <Part title="Set a password">
                <SetPasswordByEmail email={email} provider={provider.name} />
              </Part>
            )}
            <Part
              title="Change email"
              description={`Now ${email}. We send a link to the new address; your email changes when you follow it.`}
            >
              {passwordsOff && !security.data.hasPassword ? (
                <p className="text-sm text-muted-foreground">
                  You sign in with {provider.name} and have no password, so your email cannot be changed here.
                </p>
              ) : (
                <ChangeEmailForm hasPassword={security.data.hasPassword} />
              )}
            </Part>
            <Part
              title="Two-factor sign-in"
              description="A code from an authenticator app on your phone after your password, with recovery codes for when you lose it."
            >
              <TwoFactorSettings hasPassword={security.data.hasPassword} />
            </Part>
            <Part
              title="Passkeys"
              description="Sign in with your phone's or computer's screen lock (fingerprint, face or PIN) instead of a password. After a password, a passkey can also stand in for the code from the app."
            >
              <PasskeySettings hasPassword={security.data.hasPassword} />
            </Part>
          </>
        )}
        <Part title="Where you're signed in">
          <SessionsList />
        </Part>
        <Part title="Security log" description="Sign-ins, failed attempts, sign-outs, and password and email changes.">
          <SecurityLogList />
        </Part>
      </CardContent>
    </Card>
  );
}
