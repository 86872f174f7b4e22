import { CrosshairIcon, ShieldIcon } from 'lucide-react';
import { APP_NAME } from '@shared/constants/app';
import { Button } from '@web/components/ui/button';
import { openAuthDialog, preloadAuthDialogs } from '@web/lib/auth/auth-dialogs';

/** Start loading the dialogs when a pointer or focus reaches a button that opens one. */
const preload = { onPointerEnter: preloadAuthDialogs, onFocus: preloadAuthDialogs, onTouchStart: preloadAuthDialogs };

/**
 * The public front page. The foundation renders the hero; the landing issue adds navigation,
 * the live Mission Status panel and the remaining sections.
 */
export function Component() {
  return (
    <main className="min-h-svh bg-background text-foreground">
      <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 sm:px-6 sm:py-24">
        <p className="flex items-center gap-2 font-mono text-xs tracking-[0.3em] text-primary uppercase">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-good" />
          OPERATIONAL STATUS: ACTIVE
        </p>
        <h1 className="max-w-3xl text-4xl font-black tracking-tight uppercase sm:text-6xl">
          {APP_NAME}: <span className="text-primary">ready before it counts</span>
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Track your supplies against real targets, build emergency kits, and write a survival plan for every kind of
          disaster your family could face. Your command center for the day the grid goes down.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="tactical" size="lg" onClick={() => openAuthDialog('sign-in')} {...preload}>
            <ShieldIcon aria-hidden="true" />
            ACCESS COMMAND CENTER
          </Button>
          <Button variant="gear" size="lg" onClick={() => openAuthDialog('sign-up')} {...preload}>
            <CrosshairIcon aria-hidden="true" />
            JOIN SQUAD
          </Button>
        </div>
      </section>
    </main>
  );
}
