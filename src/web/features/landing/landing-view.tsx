import { lazy, Suspense, type ReactNode } from 'react';
import { HeroSection } from './components/hero-section';
import { LandingNav } from './components/landing-nav';
import { messages } from './messages';

const { t } = messages;

// The sections under the hero are text and icons nobody sees before scrolling: they come as a
// second chunk, requested as the page first renders, so the landing's first paint stays within
// its JavaScript budget (`npm run build`).
const loadBelowTheFold = () =>
  import('./components/below-the-fold').catch((err: unknown) => {
    // Offline, or a deploy replaced the chunk: the hero still works.
    console.error('Landing sections failed to load', err);
    return { BelowTheFold: SectionsUnavailable, LandingFooter: () => null };
  });
const BelowTheFold = lazy(() => loadBelowTheFold().then((m) => ({ default: m.BelowTheFold })));
const LandingFooter = lazy(() => loadBelowTheFold().then((m) => ({ default: m.LandingFooter })));

function SectionsUnavailable() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-10 text-sm text-muted-foreground sm:px-6">
      {t('sectionsUnavailable')}
    </p>
  );
}

/**
 * The public front page (docs/product.md#landing-page), top to bottom: navigation, hero with the
 * live Mission Status and the sample Resource Overview, knowledge hub, resource tracker, gear
 * vault, premium membership, newsletter, footer. Rendered by the app's "/" route (landing-page.tsx)
 * and, prerendered then hydrated, by the landing on its own (landing-island.tsx). `notice` goes
 * under the navigation (the app's "clearance required").
 */
export function LandingView({ notice }: { notice?: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <LandingNav />
      {notice}
      <main className="flex-1">
        <HeroSection />
        <Suspense fallback={<div className="min-h-svh" />}>
          <BelowTheFold />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>
    </div>
  );
}
