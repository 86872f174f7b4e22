import type { SessionInfo } from '@shared/auth/api-types';
import type { CommunityStats } from '@shared/stats';
import { startPwaAfterLoad } from './app/start-pwa';
import { listenForLocaleSwitch, pseudoLocaleChosen } from './features/landing/locale-switch';
import { LIVE_STATS_SELECTOR, wakeOnInteraction, writeCommunityStats } from './features/landing/prerendered-landing';
import type { Known } from './landing-hydrate';
import { subscribeToAuthEvents } from './lib/auth/auth-events';
import { hasPendingFlash } from './lib/flash';
import { offlineUser } from './lib/offline/marker';
import { realtime } from './lib/realtime/realtime-client';
import './styles/globals.css';

/**
 * landing.html, served for "/": the landing prerendered at build time (decision 170). No React at
 * first load (decision 195): this script keeps the Mission Status numbers live and checks the
 * session; React loads and hydrates the page on the visitor's first interaction, when the
 * newsletter form nears the viewport, or when a session turns up (the app then takes the
 * signed-in visitor to /dashboard).
 */
const container = document.getElementById('root')!;

// A page reached with router state (the session guard's "why you are back" notice) or with a
// toast to show (signed out) is the app's to render, as before; so is the landing in a test
// pseudo-locale, which has no prerendered page (issue 43).
const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
if (
  window.location.pathname !== '/' ||
  routerState != null ||
  hasPendingFlash() ||
  !container.firstElementChild ||
  pseudoLocaleChosen()
) {
  void import('./app/boot').then((m) => m.bootApp(container));
} else {
  // The language switch in the footer works before React does (issue 43).
  listenForLocaleSwitch();
  let session: Known<SessionInfo> | undefined;
  let stats: Known<CommunityStats> | undefined;
  const grid = document.querySelector(LIVE_STATS_SELECTOR);
  let hydrating = false;

  const wake = wakeOnInteraction(() => {
    hydrating = true;
    // What the page shows now is what React must render: the answers known at this moment.
    const known = { session, stats };
    return import('./landing-hydrate').then((m) => m.hydrateLanding(container, known)).finally(stopFollowing);
  });

  const getJson = async <T>(url: string): Promise<Known<T>> => {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return { data: (await res.json()) as T, at: Date.now() };
  };

  const loadStats = () =>
    getJson<CommunityStats>('/api/community/stats').then(
      (answer) => {
        if (hydrating) return;
        stats = answer;
        if (grid) writeCommunityStats(grid, answer.data);
      },
      // The numbers already shown stay (docs/product.md#landing-page); React's query retries once hydrated.
      (err: unknown) => console.error('Community stats failed to load', err),
    );
  void loadStats();

  // A device keeping a user's data for offline use: React's session check decides (it can answer
  // from the kept data offline, and drops what belongs to someone else).
  if (offlineUser()) void wake();
  else {
    getJson<SessionInfo>('/api/account/session').then(
      (answer) => {
        if (hydrating) return;
        session = answer;
        if (answer.data.user) void wake();
      },
      // No answer: React asks again once it is there.
      () => undefined,
    );
  }

  // Signed in or out in another tab: React's session check follows it from here.
  const stopAuthEvents = subscribeToAuthEvents(() => {
    session = undefined;
    void wake();
  });

  // The numbers stay live as React's query keeps them (lib/stats/community-stats.ts): every
  // table of the feed is counted, so any change, or a resync, reloads them, debounced. The
  // stream opens after the load event, off the first paint's path.
  let stopRealtime = () => {};
  let reload: ReturnType<typeof setTimeout> | undefined;
  const follow = () => {
    if (hydrating) return;
    stopRealtime = realtime.subscribe((message) => {
      // Community counts: one changed while the page loaded shows with the next change; not
      // worth a second request on every visit to the landing page.
      if (message.type === 'ready') return;
      clearTimeout(reload);
      reload = setTimeout(() => void loadStats(), 300);
    });
  };
  if (document.readyState === 'complete') follow();
  else window.addEventListener('load', follow, { once: true });

  function stopFollowing() {
    stopAuthEvents();
    clearTimeout(reload);
    stopRealtime();
  }

  // The newsletter form is React's: it loads as its section nears the viewport, as before.
  const newsletter = document.querySelector('[aria-labelledby="newsletter-title"]');
  if (newsletter && typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void wake();
      },
      { rootMargin: '600px' },
    );
    observer.observe(newsletter);
  }
}
startPwaAfterLoad();
