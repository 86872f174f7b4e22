/**
 * The route table as plain data: the router builds from it, and the build's bundle report
 * reads it to size each route's first paint. A page is `features/<page>.tsx`, a module that
 * exports `Component` (the router's lazy-route convention), so every route is its own chunk.
 *
 * `access` says who may open the path (docs/product.md#who-may-see-what; the server enforces the
 * same on its API):
 * - `public`: anyone;
 * - `guest`: visitors; a signed-in user is sent to /dashboard (the landing page);
 * - `session`: signed-in users with a profile; no session -> /, no profile -> /complete-profile
 *   (unless `profileOptional`).
 */
export type RouteAccess = 'public' | 'guest' | 'session';

export interface PageRoute {
  path: string;
  page: string;
  access: RouteAccess;
  /** For `session` routes: open to a signed-in user who has no profile yet. */
  profileOptional?: boolean;
  /** Only routed by the Vite dev server (reference pages for developers). */
  devOnly?: boolean;
}
export interface RedirectRoute {
  path: string;
  redirect: string;
}
export type RouteEntry = PageRoute | RedirectRoute;

export const NOT_FOUND_PAGE = 'not-found/not-found-page';

export const routeTable: readonly RouteEntry[] = [
  { path: '/', page: 'landing/landing-page', access: 'guest' },

  // Accounts (docs/product.md#accounts).
  { path: '/auth/callback', page: 'auth/auth-callback-page', access: 'public' },
  { path: '/reset-password', page: 'auth/reset-password-page', access: 'public' },
  // The unsubscribe link of expiry reminder emails (works signed out).
  { path: '/unsubscribe/:token', page: 'profile/unsubscribe-page', access: 'public' },
  { path: '/complete-profile', page: 'auth/complete-profile-page', access: 'session', profileOptional: true },
  { path: '/dashboard', page: 'dashboard/dashboard-page', access: 'session' },
  // Administration (docs/product.md#administration): the page answers 404 to anyone but an
  // administrator, as its API does; an administrator's invitation link is public.
  { path: '/admin', page: 'admin/admin-page', access: 'session' },
  { path: '/invited/:token', page: 'admin/invited-page', access: 'public' },

  // Knowledge and gear. Guides are public, shareable pages (docs/product.md#field-guide-page, #gear-topic-pages).
  { path: '/knowledge-hub', page: 'knowledge/knowledge-hub-page', access: 'session' },
  { path: '/knowledge-hub/:topic', page: 'gear/gear-topic-page', access: 'public' },
  { path: '/intel/:id', page: 'knowledge/intel-page', access: 'public' },
  // The guides for the events families face (decision 0289), linked from plans, drills and the emergency screen.
  { path: '/guides/:slug', page: 'knowledge/event-guide-page', access: 'public' },
  { path: '/gear/:topic', page: 'gear/gear-topic-page', access: 'public' },
  { path: '/gear-vault', page: 'gear/gear-vault-page', access: 'session' },
  { path: '/gear-vault/:category', page: 'gear/gear-category-page', access: 'session' },
  { path: '/resource-tracker', page: 'resource-tracker/resource-tracker-page', access: 'session' },
  { path: '/readiness', page: 'readiness/readiness-page', access: 'session' },
  { path: '/family-plan', page: 'family-plan/family-plan-page', access: 'session' },
  // When it happens (docs/product.md#emergency-screen): call, meet, do now, grab, hold out, people; opens offline.
  { path: '/emergency', page: 'emergency/emergency-page', access: 'session' },
  // Official warnings for the household's watched places (docs/product.md#official-warnings), one tap from emergency mode.
  { path: '/alerts', page: 'alerts/alerts-page', access: 'session' },
  // Households (docs/product.md#households); the join link is the one invitation emails carry. It
  // is public: signed out it says who invited you and leads through sign-up back to itself.
  { path: '/household', page: 'household/household-page', access: 'session' },
  { path: '/household/join/:token', page: 'household/household-join-page', access: 'public' },

  // Training (docs/product.md#training-protocols): drills per event type; the family plan's "last practised".
  { path: '/training-protocols', page: 'training/training-protocols-page', access: 'session' },
  // Community (docs/product.md#community-pages): everyone's public plans and kits, the month's most acquired.
  { path: '/community-overview', page: 'community/community-overview-page', access: 'session' },
  { path: '/public-survival-plans', page: 'community/public-survival-plans-page', access: 'session' },
  { path: '/shared-emergency-kits', page: 'community/shared-emergency-kits-page', access: 'session' },

  // Profile, plans and kits (docs/product.md#screens-and-urls). /plans, /plans/:id and /kits/:id show public content to
  // visitors and handle the signed-out case themselves.
  { path: '/profile-settings', page: 'profile/profile-settings-page', access: 'session' },
  { path: '/plans', page: 'plans/plans-page', access: 'public' },
  { path: '/plans/new', page: 'plans/new-plan-page', access: 'session' },
  { path: '/plans/:id', page: 'plans/plan-page', access: 'public' },
  { path: '/plans/:id/edit', page: 'plans/plan-edit-page', access: 'session' },
  { path: '/kits', page: 'kits/kits-page', access: 'session' },
  { path: '/kits/new', page: 'kits/new-kit-page', access: 'session' },
  { path: '/kits/:id', page: 'kits/kit-page', access: 'public' },
  { path: '/kits/:id/edit', page: 'kits/kit-edit-page', access: 'session' },

  // Landing-era paths (docs/product.md#screens-and-urls).
  { path: '/knowledge', redirect: '/knowledge-hub' },
  { path: '/tracker', redirect: '/resource-tracker' },
  { path: '/gear', redirect: '/gear-vault' },
  { path: '/ops', redirect: '/plans' },
  { path: '/design-system', page: 'design-system/design-system-page', access: 'public', devOnly: true },
  { path: '*', page: NOT_FOUND_PAGE, access: 'public' },
];

export const isRedirect = (r: RouteEntry): r is RedirectRoute => 'redirect' in r;
