import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { broadcastAuthEvent } from '@web/lib/auth/auth-events';
import { setAuthReturnPath, takeAuthReturnPath } from '@web/lib/auth/auth-return';
import { sessionQueryOptions } from '@web/lib/auth/session';
import { useNavigate, useSearchParams } from '@web/lib/router';
import { callbackErrorMessage } from './callback-errors';
import { messages } from './messages';

const { t } = messages;

/** The auth return page waits 2 seconds before it decides where to go (docs/product.md#sign-in). */
export const AUTH_RETURN_DELAY_MS = 2000;

/**
 * The join page of `?invitation=TOKEN`: a sign-up from an invitation's page puts it in the
 * verification link (decision 0261). Only that page; a token of other characters is ignored.
 */
export function invitationReturnPath(params: URLSearchParams): string | null {
  const token = params.get('invitation');
  return token && /^[A-Za-z0-9_-]{1,200}$/.test(token) ? `/household/join/${token}` : null;
}

/**
 * /auth/callback: where email verification and Google sign-in come back. The server has set the
 * session cookie (or put ?error=CODE in the address); this page reads the session and routes on.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const error = params.get('error');
  const errorDescription = params.get('error_description');
  const invitationPath = invitationReturnPath(params);
  // The link of an email change (decision 0285), opened in any browser.
  const emailChanged = params.get('email') === 'changed';

  useEffect(() => {
    let cancelled = false;
    const leave = (to: string) => void navigate(to, { replace: true });
    const timer = setTimeout(
      async () => {
        // A page inside the app that started this sign-in (the profile page's Google re-auth), or
        // the invitation a new account signed up from (in this tab or any other).
        const stored = takeAuthReturnPath();
        const returnPath = invitationPath ?? stored;
        if (error) {
          toast.error(t('authFailed'), callbackErrorMessage(error, errorDescription));
          // Still signed in after a cancelled re-auth: back where it started (guards handle the rest).
          leave(returnPath ?? '/');
          return;
        }
        try {
          const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
          if (cancelled) return;
          if (emailChanged) {
            toast.success(
              t('emailChanged'),
              session.user ? t('nowSignInWith', { email: session.user.email }) : t('signInWithNewEmail'),
            );
            leave(session.user ? '/profile-settings' : '/');
            return;
          }
          if (!session.user) {
            leave('/');
            return;
          }
          broadcastAuthEvent('SIGNED_IN');
          if (session.profile) {
            toast.success(t('welcomeBackCallback'), t('signedIn'));
            leave(returnPath ?? '/dashboard');
          } else {
            // Kept for after the profile is made (a new account that came through an invitation's link).
            if (returnPath) setAuthReturnPath(returnPath);
            leave('/complete-profile');
          }
        } catch {
          if (cancelled) return;
          toast.error(t('authError'), t('authErrorText'));
          leave('/');
        }
      },
      // An error needs no wait (and the timer keeps StrictMode's double effect from toasting twice).
      error ? 0 : AUTH_RETURN_DELAY_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [emailChanged, error, errorDescription, invitationPath, navigate, queryClient]);

  return (
    <main className="bg-tactical-grid flex min-h-svh flex-col items-center justify-center gap-6 bg-background p-6 text-center text-foreground">
      <ShieldCheckIcon aria-hidden="true" className="size-12 text-primary" />
      <h1 className="font-tactical text-lg font-bold text-primary">{t('verifyingHeading')}</h1>
      <Spinner size="lg" label={t('verifying')} />
    </main>
  );
}
