import { lazy, Suspense, useState } from 'react';
import { registerAuthDialogPreloader, useOpenAuthDialog, type AuthDialog } from '@web/lib/auth/auth-dialogs';
import { loadAllMessages } from '@web/lib/i18n/i18n';

// The forms (react-hook-form, zod and the shared schemas) load on first open, not with the
// landing page: `npm run build` holds the landing route's first paint to a budget. Their
// catalogue in the page's language loads with them, before they render (decision 0332).
const withMessages = <T,>(module: T) => loadAllMessages().then(() => module);
const loadSignIn = () => import('./sign-in-dialog').then(withMessages);
const loadSignUp = () => import('./sign-up-dialog').then(withMessages);
const SignInDialog = lazy(() => loadSignIn().then((m) => ({ default: m.SignInDialog })));
const SignUpDialog = lazy(() => loadSignUp().then((m) => ({ default: m.SignUpDialog })));

registerAuthDialogPreloader(() => {
  // A failed preload is retried by the real open, which reports through the error boundary.
  loadSignIn().catch(() => undefined);
  loadSignUp().catch(() => undefined);
});

/** Mounted once by the app shell; renders whichever account dialog is open. */
export function AuthDialogs() {
  const open = useOpenAuthDialog();
  // A dialog stays mounted after its first open so its closing animation can play.
  const [opened, setOpened] = useState<Record<AuthDialog, boolean>>({ 'sign-in': false, 'sign-up': false });
  if (open && !opened[open]) setOpened({ ...opened, [open]: true });

  return (
    <Suspense fallback={null}>
      {opened['sign-in'] ? <SignInDialog open={open === 'sign-in'} /> : null}
      {opened['sign-up'] ? <SignUpDialog open={open === 'sign-up'} /> : null}
    </Suspense>
  );
}
