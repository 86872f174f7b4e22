import { useEffect } from 'react';
import { Button } from '@web/components/ui/button';
import { Link, useLocation } from '@web/lib/router';
import { messages } from './messages';

const { t } = messages;

export function Component() {
  const location = useLocation();
  useEffect(() => {
    // The attempted path is logged (docs/product.md#screens-and-urls, the not-found page).
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background p-6 text-center text-foreground">
      <p className="font-mono text-sm tracking-[0.4em] text-primary">{t('eyebrow')}</p>
      <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
      <p className="max-w-md text-muted-foreground">
        {t('nothingAtBefore')}
        <code className="font-mono break-all text-accent">{location.pathname}</code>
        {t('nothingAtAfter')}
      </p>
      <Button asChild variant="tactical" size="lg">
        <Link to="/">{t('returnHome')}</Link>
      </Button>
    </main>
  );
}
