import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { SessionInfo } from '@shared/auth/api-types';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared/i18n/locales';
import type { CommunityStats } from '@shared/stats';
import './app/offline-queues';
import { LandingIsland, type HandOver } from './features/landing/landing-island';
import { registerAuthDialogPreloader } from './lib/auth/auth-dialogs';
import { sessionQueryKey } from './lib/auth/session';
import { loadAllMessages, setPageLocale } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { communityStatsQueryKey } from './lib/stats/community-stats';

const loadApp = () => import('./app/boot');

/** An answer the prerendered page's script already has, and when it came. */
export interface Known<T> {
  data: T;
  at: number;
}

export interface HydrateOptions {
  /** The session check's answer, when it came before React: not asked again. */
  session?: Known<SessionInfo>;
  /** The community stats the page shows now (the HTML holds them, so React must render them). */
  stats?: Known<CommunityStats>;
}

/**
 * The locale the prerendered page is written in (issue 43): its `<html data-locale>`, which the
 * build writes into each landing file. The server chose that file by the same rule as the app's
 * boot (the `hf_locale` cookie, else the browser's languages: Accept-Language), and the service
 * worker by the cookie; hydration must render the page's own words, so the page's locale is the
 * one it runs in.
 */
export function documentLocale(doc: Document = document): Locale {
  const locale = doc.documentElement.dataset.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * React for the prerendered landing (decision 170), loaded by landing-main.ts once the visitor
 * starts to use the page (decision 195). Resolves once the page is hydrated. Whatever the landing
 * cannot do by itself hands the page over to the app (landing-island.tsx). The page locale's
 * catalogue loads first (nothing for English), so the hydration renders the words the HTML has.
 */
export async function hydrateLanding(container: HTMLElement, options: HydrateOptions = {}): Promise<void> {
  setPageLocale(documentLocale());
  await loadAllMessages();
  const queryClient = createQueryClient();
  if (options.session)
    queryClient.setQueryData(sessionQueryKey, options.session.data, { updatedAt: options.session.at });
  if (options.stats) {
    queryClient.setQueryData(communityStatsQueryKey, options.stats.data, { updatedAt: options.stats.at });
  }
  let root!: Root;
  let handingOver = false;
  const handOver: HandOver = (to, handOverOptions = {}) => {
    if (handingOver) return;
    handingOver = true;
    void loadApp().then(({ bootApp }) => {
      if (to !== null) {
        // The entries the app's browser router expects ({ usr, key, idx }); this one is index 0.
        window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '');
        const entry = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: 1 };
        if (handOverOptions.replace) window.history.replaceState({ ...entry, idx: 0 }, '', to);
        else window.history.pushState(entry, '', to);
      }
      return bootApp(container, { queryClient, beforeRender: () => root.unmount() });
    });
  };
  // Hovering or focusing a button that opens an account dialog starts loading the app.
  registerAuthDialogPreloader(() => void loadApp().catch(() => undefined));
  return new Promise((resolve) => {
    // Under React (the dev server), hydrating in a transition yields to the browser every few
    // milliseconds (decision 0192). The production build runs Preact (decision 0303), where a
    // transition runs at once: hydration is one task there, and a click on a part not yet
    // hydrated is replayed once it is (the landing's browser tests).
    startTransition(() => {
      root = hydrateRoot(
        container,
        <LandingIsland queryClient={queryClient} handOver={handOver} onHydrated={() => resolve()} />,
      );
    });
  });
}
