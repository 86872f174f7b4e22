/**
 * Issue 43, the pseudo-locale run (decisions 0331, 0362): with the `hf_locale` cookie at
 * `x-pseudo`, every catalogue text is accented ("[Şŭŭƥƥŀīīḗḗş]"), so a plain ASCII word on a page is
 * a text that does not come from a catalogue. Every page of the route table is visited (all but the
 * redirects, /auth/callback, which only passes through, and the dev-only design system): signed in
 * with data of the test's own (a kit, a public plan, a household invitation), as an administrator,
 * as a newcomer without a profile, and signed out. The only plain words allowed are the test's own
 * data, other users' rows as the page's own API gave them to the test's user (decision 0362), and
 * the content that is English in every locale for now (decision 0343: the guides' sources, the
 * products' names).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Instance } from '@shared/admin/schemas';
import { ARTICLES } from '@shared/content/articles';
import { EVENT_GUIDES } from '@shared/content/event-guides';
import { GEAR_TOPICS } from '@shared/content/gear-topics';
import { GEAR_CATEGORIES, GEAR_PRODUCTS } from '@shared/content/gear-vault';
import { DRILLS } from '@shared/drills/drills';
import { KIT_SOURCES } from '@shared/kits/sources';
import { DEFAULT_RESOURCES } from '@shared/resources/catalogue';
import { isRedirect, routeTable, type PageRoute } from '../src/web/app/route-table';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';
import { PSEUDO_ADMIN_E2E_EMAIL } from './support/global-setup';
import { linkIn, waitForMail } from './support/mail';
import { stringsUnder, untranslatedTexts } from './support/pseudo-check';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

const GUIDE_SOURCES = ARTICLES.flatMap((a) => [a.readTime, ...a.sources.map((s) => s.name)]);
const TOPIC_PRODUCTS = GEAR_TOPICS.flatMap((t) =>
  'sections' in t ? t.sections.flatMap((s) => s.products.map((p) => p.name)) : t.products.map((p) => p.name),
);

/**
 * Plain on purpose: the starter supplies of a household seeded for an English account (x-pseudo is
 * not a language an account keeps, so its household is English, decision 0350), what the server
 * says of a session's device, the drills' and guides' sources (the titles their publishers gave
 * them), the publishers the kit templates follow ("Source: Ready.gov") and the gear products' names
 * (as sold, decision 0347).
 */
const KNOWN_ENGLISH: Record<string, readonly string[]> = {
  '/resource-tracker': DEFAULT_RESOURCES.flatMap((r) => [r.name, r.unit]),
  '/profile-settings': ['Unknown browser', 'Signed in by following an email link', 'UTC'],
  '/training-protocols': DRILLS.flatMap((d) => d.sources.map((s) => s.label)),
  '/knowledge-hub': GUIDE_SOURCES,
  '/intel/:id': GUIDE_SOURCES,
  '/guides/:slug': EVENT_GUIDES.flatMap((g) => g.sources.map((s) => s.name)),
  '/kits/new': Object.values(KIT_SOURCES).map((s) => s.name),
  '/gear-vault': GEAR_PRODUCTS.map((p) => p.name),
  '/gear-vault/:category': GEAR_PRODUCTS.map((p) => p.name),
  '/gear/:topic': TOPIC_PRODUCTS,
  '/knowledge-hub/:topic': TOPIC_PRODUCTS,
};

/** Routes that are not pages a person reads: they only redirect or pass a sign-in through. */
const NOT_VISITED = ['/auth/callback'];
const PAGES = routeTable.filter((r): r is PageRoute => !isRedirect(r) && !r.devOnly && !NOT_VISITED.includes(r.path));

/** Signed out: what a visitor opens (the landing, public rows, the links emails carry). */
const SIGNED_OUT_PATHS = [
  '/',
  '/reset-password',
  '/unsubscribe/:token',
  '/invited/:token',
  '/household/join/:token',
  '/plans/:id',
  '/kits/:id',
  '*',
];
const SIGNED_OUT = PAGES.filter((r) => SIGNED_OUT_PATHS.includes(r.path));
/** Signed in: every other page but the landing (the admin and the newcomer have their own tests). */
const OWN_TESTS = ['/admin', '/complete-profile'];
const SIGNED_IN = PAGES.filter(
  (r) =>
    r.access !== 'guest' &&
    !OWN_TESTS.includes(r.path) &&
    (r.path === '/kits/:id' || r.path === '/plans/:id' || !SIGNED_OUT_PATHS.includes(r.path)),
);

interface Data {
  user: TestUser;
  newcomer: TestUser;
  admin: TestUser;
  kitId: string;
  planId: string;
  joinToken: string;
  resetToken: string;
  /** The test's own words: names, the kit's items, the plan's steps, the inviter's name. */
  words: string[];
}
let data: Data;

beforeAll(async () => {
  const user = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Zoë', lastName: 'Ünal' } });
  const { kit } = await apiCall<{ kit: { id: string } }>(baseURL, user, 'POST', '/api/kits', {
    name: 'Zoës Fluchtrucksack',
    template: '72hour',
    visibility: 'public',
  });
  const { plan } = await apiCall<{ plan: { id: string } }>(baseURL, user, 'POST', '/api/plans', {
    title: 'Hochwasser Ünal',
    description: 'Keller räumen, Papiere nach oben',
    eventType: 'flood',
    visibility: 'public',
    items: [
      { kind: 'step', content: 'Strom im Keller abschalten' },
      { kind: 'note', content: 'Nachbarn Bescheid geben' },
    ],
    kitIds: [kit.id],
  });
  // The kit's items as the server made them from the template (the kit's own data).
  const { kit: full } = await apiCall<{ kit: unknown }>(baseURL, user, 'GET', `/api/kits/${kit.id}`);
  // Another user's public rows, in plain English on purpose: the community pages show them, and
  // only the API's answer (othersRows) may allow them, as it allows every other file's.
  const stranger = await createVerifiedUser(baseURL, mailSpool, {
    overrides: { firstName: 'Sam', lastName: 'Stranger' },
  });
  await apiCall(baseURL, stranger, 'POST', '/api/kits', {
    name: 'Stranger Trunk Kit',
    description: 'Lives in the car',
    visibility: 'public',
  });
  await apiCall(baseURL, stranger, 'POST', '/api/plans', {
    title: 'Stranger Storm Plan',
    description: 'Shutters down, bath filled',
    eventType: 'hurricane',
    visibility: 'public',
  });
  // Another household invites the user: the join page says who.
  const inviter = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Åsa', lastName: 'Öberg' } });
  await apiCall(baseURL, inviter, 'POST', '/api/household/invitations', { email: user.email, role: 'editor' });
  const invitation = await waitForMail(mailSpool, (m) => m.to.includes(user.email) && /household/i.test(m.subject));
  const join = linkIn(invitation, `${baseURL}/household/join/`);
  // A password reset link for the reset page with a token.
  const forgot = await fetch(`${baseURL}/api/account/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email }),
  });
  expect(forgot.ok).toBe(true);
  const resetMail = await waitForMail(mailSpool, (m) => m.to.includes(user.email) && /reset/i.test(m.subject));
  const reset = new URL(linkIn(resetMail, `${baseURL}/reset-password`));
  const newcomer = await createVerifiedUser(baseURL, mailSpool, { profile: false });
  const admin = await createVerifiedUser(baseURL, mailSpool, {
    overrides: { email: PSEUDO_ADMIN_E2E_EMAIL, firstName: 'Wanda', lastName: 'Warden' },
  });
  data = {
    user,
    newcomer,
    admin,
    kitId: kit.id,
    planId: plan.id,
    joinToken: join.slice(join.lastIndexOf('/') + 1),
    resetToken: reset.searchParams.get('token') ?? '',
    words: [
      ...[user.email, user.username, user.firstName, user.lastName, 'Holdfast', 'OpenStreetMap'],
      ...['Zoës Fluchtrucksack', 'Hochwasser Ünal', 'Keller räumen, Papiere nach oben'],
      ...['Strom im Keller abschalten', 'Nachbarn Bescheid geben', inviter.firstName, inviter.lastName],
      ...stringsUnder(full, ['itemName', 'notes']),
    ],
  };
}, 60_000);

/** A value for each parameterised route, keyed by its path: a new one fails here until given one. */
function pathFor(route: PageRoute): string {
  const values: Record<string, string> = {
    '/knowledge-hub/:topic': `/knowledge-hub/${GEAR_TOPICS[0]!.id}`,
    '/intel/:id': '/intel/1',
    '/guides/:slug': '/guides/flood',
    '/gear/:topic': '/gear/bugout-bag',
    '/gear-vault/:category': `/gear-vault/${GEAR_CATEGORIES.find((c) => c.slug === 'medical')!.slug}`,
    '/plans/:id': `/plans/${data.planId}`,
    '/plans/:id/edit': `/plans/${data.planId}/edit`,
    '/kits/:id': `/kits/${data.kitId}`,
    '/kits/:id/edit': `/kits/${data.kitId}/edit`,
    // Signed out (below): an unsubscribe link this server did not sign, the page that says so.
    '/unsubscribe/:token': '/unsubscribe/not-a-real-token',
    '/invited/:token': '/invited/not-a-real-token',
    '/household/join/:token': `/household/join/${data.joinToken}`,
    '*': '/no-such-page',
  };
  if (!/[:*]/.test(route.path)) return route.path;
  const path = values[route.path];
  if (!path) throw new Error(`i18n-pseudo.e2e.ts: give ${route.path} a value in pathFor()`);
  return path;
}

/**
 * Other users' rows the page shows (decision 0362): the run's database holds every file's users,
 * so this test cannot know them. It reads the same API the page reads, as the page's user, and
 * allows exactly the rows' names, titles, descriptions and authors: data, never a catalogue text.
 */
async function othersRows(user: TestUser, path: string): Promise<string[]> {
  const read = (url: string) => apiCall<unknown>(baseURL, user, 'GET', url);
  const rows = ['name', 'title', 'description', 'author'];
  switch (path) {
    case '/community-overview':
      return stringsUnder(await read('/api/community/overview'), rows);
    case '/public-survival-plans':
      return stringsUnder(await read('/api/community/plans'), rows);
    case '/shared-emergency-kits':
      return stringsUnder(await read('/api/community/kits'), rows);
    case '/admin': {
      // The accounts (name, address, the household's owner), the audit log's actors and addresses,
      // and of the server: the SIGNUPS variable's value as written in its settings, and the failed
      // background tasks' kinds and errors as stored (decision 0355).
      const users = stringsUnder(await read('/api/admin/users'), ['email', 'name', 'owner']);
      const audit = stringsUnder(await read('/api/admin/audit'), ['actor', 'targetEmail']);
      const instance = await apiCall<Instance>(baseURL, user, 'GET', '/api/admin/instance');
      const failures = stringsUnder(instance.jobs.lastFailures, ['kind', 'error']);
      return [...users, ...audit, instance.signups.envDefault, ...failures];
    }
    default:
      return [];
  }
}

/** The page's plain texts, or none; the page is in x-pseudo and has rendered with its data. */
async function leaksOn(page: Page, route: PageRoute, allowed: readonly string[]): Promise<string[]> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Data that arrives after the first render (lists, figures) is part of the page too.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-slot="skeleton"]'));
  expect(await page.evaluate(() => document.documentElement.lang), route.path).toBe('en-x-pseudo');
  return untranslatedTexts(page, [...allowed, ...(KNOWN_ENGLISH[route.path] ?? [])]);
}

async function openPseudo() {
  const t = await browser.open({ viewport: { width: 1280, height: 800 } });
  await t.context.addCookies([{ name: 'hf_locale', value: 'x-pseudo', url: baseURL, sameSite: 'Lax' }]);
  return t;
}

describe('every page in x-pseudo (issue 43)', () => {
  it('the route table has a visit for every page', () => {
    const visited = new Set([...SIGNED_IN, ...SIGNED_OUT].map((r) => r.path).concat(OWN_TESTS));
    expect(PAGES.map((r) => r.path).filter((p) => !visited.has(p))).toEqual([]);
  });

  it('signed in: no text that is not from a catalogue, but the user’s own data and others’ public rows', async () => {
    const t = await openPseudo();
    await loginAs(t.context, baseURL, data.user);
    const leaks: Record<string, string[]> = {};
    for (const route of SIGNED_IN) {
      const path = pathFor(route);
      const others = await othersRows(data.user, route.path);
      await t.page.goto(path);
      const plain = await leaksOn(t.page, route, [...data.words, ...others]);
      if (plain.length) leaks[path] = plain;
    }
    expect(leaks).toEqual({});
    expect(t.errors).toEqual([]);
  }, 120_000);

  it('an administrator: /admin, with every account and audit line of the run as data', async () => {
    const t = await openPseudo();
    await loginAs(t.context, baseURL, data.admin);
    const route = PAGES.find((r) => r.path === '/admin')!;
    const others = await othersRows(data.admin, '/admin');
    await t.page.goto('/admin');
    const admin = [data.admin.email, data.admin.username, data.admin.firstName, data.admin.lastName];
    expect(await leaksOn(t.page, route, [...admin, 'Holdfast', ...others])).toEqual([]);
  }, 60_000);

  it('a newcomer without a profile: /complete-profile', async () => {
    const t = await openPseudo();
    await loginAs(t.context, baseURL, data.newcomer);
    await t.page.goto('/dashboard');
    await t.page.waitForURL(`${baseURL}/complete-profile`);
    const route = PAGES.find((r) => r.path === '/complete-profile')!;
    expect(await leaksOn(t.page, route, [data.newcomer.email, 'Holdfast'])).toEqual([]);
  });

  it('signed out: the landing, the links from emails, a public kit and plan, the not-found page', async () => {
    const t = await openPseudo();
    const leaks: Record<string, string[]> = {};
    const visit = async (route: PageRoute, path: string) => {
      await t.page.goto(path);
      // The not-found page names the address the visitor asked for.
      const plain = await leaksOn(t.page, route, [...data.words, ...(route.path === '*' ? [path] : [])]);
      if (plain.length) leaks[path] = plain;
    };
    for (const route of SIGNED_OUT) await visit(route, pathFor(route));
    // The reset page with the emailed link's token: the new password form.
    await visit(
      PAGES.find((r) => r.path === '/reset-password')!,
      `/reset-password?token=${data.resetToken}`,
    );
    expect(leaks).toEqual({});
  }, 90_000);
});
