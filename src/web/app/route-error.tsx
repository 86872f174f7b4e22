import { Button } from '@web/components/ui/button';
import { isRouteErrorResponse, Link, useRouteError } from '@web/lib/router';
import { messages } from './messages';

const { t } = messages;

/** Every route's error boundary: a readable message and a way home, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? t('chunkFailed')
      : t('pageFailed');
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground">
      <p className="font-mono text-xs tracking-[0.3em] text-primary uppercase">{t('systemFault')}</p>
      <h1 className="text-2xl font-bold">{message}</h1>
      <div className="flex gap-3">
        <Button variant="tactical" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('returnHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
