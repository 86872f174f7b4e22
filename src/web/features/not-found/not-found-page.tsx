import { useEffect } from 'react';
import { Button } from '@web/components/ui/button';
import { Link, useLocation } from '@web/lib/router';

export function Component() {
  const location = useLocation();
  useEffect(() => {
    // The attempted path is logged (docs/product.md#screens-and-urls, the not-found page).
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background p-6 text-center text-foreground">
      <p className="font-mono text-sm tracking-[0.4em] text-primary">404 // GRID SQUARE UNKNOWN</p>
      <h1 className="text-3xl font-bold sm:text-4xl">Oops! Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        Nothing is stationed at <code className="font-mono break-all text-accent">{location.pathname}</code>.
      </p>
      <Button asChild variant="tactical" size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}
