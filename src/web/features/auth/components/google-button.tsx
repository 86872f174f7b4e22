import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { deniedFromOf, setAuthReturnPath } from '@web/lib/auth/auth-return';
import { hardNavigate } from '@web/lib/hard-navigate';
import { useLocation } from '@web/lib/router';
import { useStartGoogleSignIn, type GoogleIntent } from '../api/start-google-sign-in';
import { messages } from '../messages';

const { t } = messages;

const FAILURE = {
  'sign-in': { title: 'googleSignInFailed', fallback: 'unexpected' },
  'sign-up': { title: 'googleSignUpFailed', fallback: 'googleSignUpError' },
} as const;

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92c-.26 1.37-1.04 2.53-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84C3.99 20.53 7.7 23 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.09c-.22-.66-.35-1.36-.35-2.09s.13-1.43.35-2.09V7.07H2.18C1.43 8.55 1 10.22 1 12s.43 3.45 1.18 4.93l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z"
      />
    </svg>
  );
}

/** "Continue with Google": the server hands back Google's address and the browser goes there. */
export function GoogleButton({ intent, disabled }: { intent: GoogleIntent; disabled?: boolean }) {
  const start = useStartGoogleSignIn();
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
            // Google comes back to /auth/callback: from there, on to the page that sent the visitor here.
            const back = deniedFromOf(state);
            if (back) setAuthReturnPath(back);
            hardNavigate(url);
          },
          onError: (err) =>
            toast.error(t(FAILURE[intent].title), expectedErrorMessage(err) ?? t(FAILURE[intent].fallback)),
        })
      }
    >
      <GoogleMark />
      {t('continueWithGoogle')}
    </Button>
  );
}

/** The line between the Google button and the email form. */
export function OrDivider({ children }: { children: string }) {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      {children}
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}
