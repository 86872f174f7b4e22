import { ResendVerificationButton } from '@web/components/resend-verification-button';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/lib/auth/use-sign-out';

/**
 * With mail on, an unconfirmed account sees only this until it confirms its address: the
 * server answers every other route 403 email_not_verified (decision 284).
 */
export function CheckYourEmail({ email, onRefresh }: { email: string; onRefresh: () => void }) {
  const signOut = useSignOut();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground">
      <p className="font-mono text-xs tracking-[0.3em] text-primary uppercase">Clearance pending</p>
      <h1 className="text-2xl font-bold">Check your email</h1>
      <p className="max-w-md text-muted-foreground">
        We sent a confirmation link to <strong className="wrap-anywhere">{email}</strong>. Open it to activate your
        account. Not there? Look in your spam folder, or send a new link.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ResendVerificationButton onVerified={onRefresh} />
        <Button variant="outline" size="sm" onClick={onRefresh}>
          I confirmed it
        </Button>
        <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out
        </Button>
      </div>
    </main>
  );
}
