import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { startPwaAfterLoad } from './app/start-pwa';
import { LandingIsland, type HandOver } from './features/landing/landing-island';
import { registerAuthDialogPreloader } from './lib/auth/auth-dialogs';
import { hasPendingFlash } from './lib/flash';
import { createQueryClient } from './lib/query-client';
import './styles/globals.css';

/**
 * landing.html, served for "/": the landing prerendered at build time (decision 170). It is
 * hydrated by the landing alone; the app (router, guards, every other page) loads only when the
 * visitor does something the landing cannot do by itself (landing-island.tsx).
 */
const container = document.getElementById('root')!;
const loadApp = () => import('./app/boot');

// A page reached with router state (the session guard's "why you are back" notice) or with a
// toast to show (signed out) is the app's to render, as before.
const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
if (window.location.pathname !== '/' || routerState != null || hasPendingFlash() || !container.firstElementChild) {
  void loadApp().then((m) => m.bootApp(container));
} else {
  const queryClient = createQueryClient();
  let handingOver = false;
  const handOver: HandOver = (to, options = {}) => {
    if (handingOver) return;
    handingOver = true;
    void loadApp().then(({ bootApp }) => {
      if (to !== null) {
        // The entries the app's browser router expects ({ usr, key, idx }); this one is index 0.
        window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '');
        const entry = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: 1 };
        if (options.replace) window.history.replaceState({ ...entry, idx: 0 }, '', to);
        else window.history.pushState(entry, '', to);
      }
      return bootApp(container, { queryClient, beforeRender: () => root.unmount() });
    });
  };
  // Hovering or focusing a button that opens an account dialog starts loading the app.
  registerAuthDialogPreloader(() => void loadApp().catch(() => undefined));
  // Hydrating in a transition lets React yield to the browser every few milliseconds (a
  // transition is time-sliced; a plain hydrateRoot is one long task): the page answers input
  // while it hydrates, and a click on a part not yet hydrated is replayed once it is.
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, <LandingIsland queryClient={queryClient} handOver={handOver} />);
  });
}
startPwaAfterLoad();
