import { ShieldCheckIcon } from 'lucide-react';
import { APP_NAME } from '@shared/constants/app';

/**
 * The signed-in pages' frame (header bar, title, two cards) before their data: what index.html
 * paints before any JavaScript (the same markup, written out there), then what the session
 * guard shows while the session is checked, so the page goes shell -> content with nothing
 * blank and no spinner in between.
 */
export function AppShellSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground" aria-busy="true">
      <header className="border-b border-border bg-background/90">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:px-6">
          <ShieldCheckIcon aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <span className="font-tactical text-sm font-bold">{APP_NAME}</span>
          <span className="ms-auto h-8 w-24 animate-pulse rounded-md bg-muted" />
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <p role="status" className="font-tactical text-xs text-primary">
          {label}
        </p>
        <div className="h-9 w-2/3 max-w-md animate-pulse rounded-md bg-muted" />
        <div className="grid gap-6 md:grid-cols-2">
          <div className="h-48 animate-pulse border border-border bg-card" />
          <div className="h-48 animate-pulse border border-border bg-card" />
        </div>
      </main>
    </div>
  );
}
