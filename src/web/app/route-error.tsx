import { Button } from '@web/components/ui/button';
import { isRouteErrorResponse, Link, useRouteError } from '@web/lib/router';

/** Every route's error boundary: a readable message and a way home, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? 'This part of Holdfast could not be loaded. Check your connection and reload.'
      : 'Something went wrong while showing this page.';
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground">
      <p className="font-mono text-xs tracking-[0.3em] text-primary uppercase">System fault</p>
      <h1 className="text-2xl font-bold">{message}</h1>
      <div className="flex gap-3">
        <Button variant="tactical" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
