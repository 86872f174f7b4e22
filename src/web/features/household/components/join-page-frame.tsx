import { BackHeader } from '@web/components/back-header';
import { Skeleton } from '@web/components/ui/skeleton';

/** The join page's frame, signed in or out: its header, title and one column. */
export function JoinPageFrame({ back, children }: { back: { to: string; label: string }; children: React.ReactNode }) {
  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to={back.to} label={back.label} />
      <main className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">Household</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">Join a household</h1>
        </div>
        {children}
      </main>
    </div>
  );
}

/** While the invitation is looked up. */
export function InvitationLoading() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p className="sr-only" role="status">
        Loading the invitation
      </p>
      <Skeleton className="h-48" />
    </div>
  );
}
