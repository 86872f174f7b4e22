import { ArrowLeftIcon, ConstructionIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';

/** Four routes, one page; the path picks the title (docs/product.md#placeholder-pages). */
export const PLACEHOLDER_TITLES: Readonly<Record<string, string>> = {
  '/training-protocols': 'Training Protocols',
  '/community-overview': 'Community Overview',
  '/public-survival-plans': 'Public Survival Plans',
  '/shared-emergency-kits': 'Shared Emergency Kits',
};

export function Component() {
  const { pathname } = useLocation();
  const title = PLACEHOLDER_TITLES[pathname.replace(/\/+$/, '')] ?? 'Coming soon';
  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-6xl items-center px-3 py-3 sm:px-6">
          <Button asChild variant="ghost">
            <Link to="/dashboard">
              <ArrowLeftIcon aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">Command center</p>
          <h1 className="text-3xl font-black tracking-tight uppercase sm:text-4xl">{title}</h1>
        </div>
        <Panel title="Status" status="standby" statusLabel="In preparation">
          <div className="flex items-start gap-3">
            <ConstructionIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-low" />
            <p className="text-muted-foreground">
              This section is coming soon. Our engineers are still fortifying it; check back after the next deployment.
            </p>
          </div>
        </Panel>
      </main>
    </div>
  );
}
