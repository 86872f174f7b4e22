/**
 * The phone sweep (issue 21): every route of the route table at 390x844, signed out and signed
 * in as a user with data (a kit, a plan, supplies, a household with a pending invitation and an
 * invitation to another one), and again with the menus and dialogs open. For each: nothing
 * scrolls sideways, every visible control is at least 44x44 px, and axe-core finds no WCAG 2.1
 * A/AA violation. Routes come from the route table, so a new page is swept without touching this
 * file (a new route parameter fails here until it is given a value below).
 *
 * Which elements count, and the one exemption (decision 251):
 * - a control is a, button, input, select, textarea, summary and the ARIA widget roles below;
 *   it counts when it is drawn (a box over 1x1 px, not visibility:hidden) and operable (not in an
 *   aria-hidden or inert subtree, as the page behind a modal dialog is);
 * - an input inside a <label> is measured by its label: the label is the target you press;
 * - a link laid out inline in a sentence (display:inline with text of its own block around it) is
 *   exempt, as WCAG 2.5.8 exempts inline targets: growing it would break the line of prose.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTICLES, EVENT_GUIDES, GEAR_CATEGORIES, GEAR_TOPICS } from '@shared/content';
import { isRedirect, routeTable, type PageRoute } from '../src/web/app/route-table';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { linkIn, waitForMail } from './support/mail';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 44;

interface Data {
  user: TestUser;
  /** Signed up and verified, no profile yet: the one who sees /complete-profile. */
  newcomer: TestUser;
  kitId: string;
  planId: string;
  joinToken: string;
}
let data: Data;

/** A value for each parameterised route, keyed by its path. */
function pathFor(route: PageRoute): string {
  const values: Record<string, string> = {
    '/unsubscribe/:token': '/unsubscribe/not-a-real-token',
    '/knowledge-hub/:topic': `/knowledge-hub/${GEAR_TOPICS[0]!.id}`,
    '/intel/:id': `/intel/${ARTICLES.length}`,
    '/guides/:slug': `/guides/${EVENT_GUIDES[0]!.slug}`,
    '/gear/:topic': `/gear/${GEAR_TOPICS[1]!.id}`,
    '/gear-vault/:category': `/gear-vault/${GEAR_CATEGORIES[0]!.slug}`,
    '/household/join/:token': `/household/join/${data.joinToken}`,
    // An administrator's invitation that does not exist: the page that says so.
    '/invited/:token': '/invited/not-a-real-token',
    '/plans/:id': `/plans/${data.planId}`,
    '/plans/:id/edit': `/plans/${data.planId}/edit`,
    '/kits/:id': `/kits/${data.kitId}`,
    '/kits/:id/edit': `/kits/${data.kitId}/edit`,
    '*': '/no-such-page',
  };
  if (!/[:*]/.test(route.path)) return route.path;
  const path = values[route.path];
  if (!path) throw new Error(`phone.e2e.ts: give ${route.path} a value in pathFor()`);
  return path;
}

/** Something opened on a page before it is measured again. */
interface State {
  name: string;
  open: (page: Page) => Promise<void>;
}

const menu = (page: Page) => page.getByRole('menu').waitFor();

const SIGNED_OUT_STATES: Record<string, State[]> = {
  '/': [
    {
      name: 'mobile nav',
      open: async (page) => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('button', { name: 'Close menu' }).waitFor();
      },
    },
    {
      name: 'sign-in dialog',
      open: async (page) => {
        await page.getByRole('button', { name: 'ACCESS COMMAND CENTER' }).click();
        await page.getByRole('dialog', { name: 'ACCESS COMMAND CENTER' }).waitFor();
      },
    },
    {
      name: 'sign-up dialog',
      open: async (page) => {
        await page.getByRole('button', { name: 'JOIN SQUAD' }).first().click();
        await page.getByRole('dialog', { name: 'JOIN THE SQUAD' }).waitFor();
      },
    },
  ],
};

const SIGNED_IN_STATES: Record<string, State[]> = {
  '/emergency': [
    {
      name: 'an event with the household plan',
      open: async (page) => {
        await page.getByRole('button', { name: 'Flood' }).click();
        await page.getByRole('heading', { name: 'Flood plan' }).waitFor();
      },
    },
    {
      name: 'an event with the official steps',
      open: async (page) => {
        await page.getByRole('button', { name: 'Chemical/Nuclear' }).click();
        await page.getByRole('button', { name: 'Save as our plan' }).waitFor();
      },
    },
  ],
  '/profile-settings': [
    {
      name: 'saved toast',
      open: async (page) => {
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await page
          .getByRole('region', { name: 'Notifications' })
          .getByRole('status')
          .getByText('Profile Updated')
          .waitFor();
      },
    },
    {
      name: 'delete account dialog',
      open: async (page) => {
        await page.getByRole('button', { name: 'Delete Account' }).click();
        await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
      },
    },
  ],
  '/dashboard': [
    {
      name: 'navigation menu',
      open: async (page) => {
        await page.getByRole('button', { name: 'Navigation' }).click();
        await menu(page);
      },
    },
    {
      name: 'account menu',
      open: async (page) => {
        await page.getByRole('button', { name: /Riley Scout/ }).click();
        await menu(page);
      },
    },
    {
      name: 'sign-out confirm dialog',
      open: async (page) => {
        await page.getByRole('button', { name: /Riley Scout/ }).click();
        await page.getByRole('menuitem', { name: 'Sign Out' }).click();
        await page.getByRole('alertdialog').waitFor();
      },
    },
  ],
  // The selects are native (decision 0307): their open list is the browser's, not the page's.
  '/resource-tracker': [
    {
      name: 'supply dialog',
      open: async (page) => {
        await page.getByRole('button', { name: 'Add supply' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add supply' });
        await dialog.getByRole('combobox', { name: 'Category' }).waitFor();
      },
    },
  ],
  '/kits': [
    {
      name: 'delete confirm dialog',
      open: async (page) => {
        await page.getByRole('button', { name: 'Delete' }).first().click();
        await page.getByRole('alertdialog').waitFor();
      },
    },
  ],
};

/** Controls on the page smaller than 44x44 px, as "selector (w x h)". */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const CONTROLS = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      ...['button', 'checkbox', 'switch', 'tab', 'menuitem', 'radio', 'combobox', 'link'].map((r) => `[role="${r}"]`),
    ].join(',');
    const squash = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    /** tag, its most telling attribute, and the name a user sees: `a[href="/plans"] "Back to Plans"`. */
    const describe = (el: Element): string => {
      const tag = el.tagName.toLowerCase();
      const attr = ['href', 'data-slot', 'role', 'type'].find((a) => el.hasAttribute(a));
      const labelled = el.getAttribute('aria-labelledby');
      const name =
        el.getAttribute('aria-label') ??
        (labelled ? squash(document.getElementById(labelled.split(' ')[0]!)?.textContent) : '');
      const labels = (el as HTMLInputElement).labels;
      const text = squash(name || (labels?.[0]?.textContent ?? '') || el.textContent);
      return `${tag}${attr ? `[${attr}="${el.getAttribute(attr)}"]` : ''}${text ? ` "${text}"` : ''}`;
    };
    /** A link in a line of prose: inline, with text of its block outside it. */
    const inlineInProse = (el: Element): boolean => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return !!block && (block.textContent ?? '').trim().length > own;
    };
    const found = new Set<string>();
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const target = (el.tagName === 'INPUT' && el.closest('label')) || el;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const { width, height } = target.getBoundingClientRect();
      if (width <= 1 || height <= 1) continue;
      if (width >= min && height >= min) continue;
      if (inlineInProse(target)) continue;
      found.add(`${describe(target)} (${Math.round(width)} x ${Math.round(height)})`);
    }
    return [...found];
  }, MIN_TARGET);
}

async function overflow(page: Page): Promise<string | null> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  return scroll > inner ? `scrollWidth ${scroll} > ${inner}` : null;
}

/** The page has rendered: a heading is up and nothing says it is still loading. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-slot="skeleton"]'));
}

/**
 * Opening animations have ended: a dialog zooms in from 95%, so measured mid-way its 44 px
 * buttons read 43.x. Endless ones (status pulses) are left out.
 */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

interface Findings {
  overflow: string[];
  axe: string[];
  size: string[];
}

async function sweep(page: Page, route: PageRoute, states: State[], findings: Findings, signedIn: boolean) {
  const path = pathFor(route);
  const label = (state?: string) => `${signedIn ? 'in' : 'out'} ${path}${state ? ` [${state}]` : ''}`;
  for (const [i, state] of [undefined, ...states].entries()) {
    // Measuring leaves the bare page as it was, so the first state opens on it; each later state
    // starts from a fresh load (the one before left a menu, a dialog or a toast open).
    if (i !== 1) {
      await page.goto(path);
      await settled(page);
    }
    // A route that sends this visitor elsewhere (a guest page signed in, the profile form with a
    // profile) is swept where it lands.
    if (new URL(page.url()).pathname !== new URL(path, baseURL).pathname) return;
    if (state) await state.open(page);
    await animationsDone(page);
    const where = label(state?.name);
    const wide = await overflow(page);
    if (wide) findings.overflow.push(`${where}: ${wide}`);
    for (const v of await violations(page)) findings.axe.push(`${where}: ${v}`);
    const small = (await smallTargets(page)).map((s) => `${where}: ${s}`);
    findings.size.push(...small);
  }
}

const pages = routeTable.filter((r): r is PageRoute => !isRedirect(r) && !r.devOnly);

beforeAll(async () => {
  const user = await createVerifiedUser(baseURL, mailSpool);
  const { kit } = await apiCall<{ kit: { id: string } }>(baseURL, user, 'POST', '/api/kits', { name: 'Car kit' });
  const { plan } = await apiCall<{ plan: { id: string } }>(baseURL, user, 'POST', '/api/plans', {
    title: 'Flood plan',
    eventType: 'flood',
  });
  const { resources } = await apiCall<{ resources: { id: string; name: string }[] }>(
    baseURL,
    user,
    'GET',
    '/api/resources',
  );
  await apiCall(baseURL, user, 'PUT', '/api/resources', {
    changes: resources.slice(0, 3).map((r) => ({ id: r.id, currentQuantity: 5 })),
  });
  // Their household has a pending invitation; another household invites them (the join page).
  const other = await createVerifiedUser(baseURL, mailSpool);
  await apiCall(baseURL, user, 'POST', '/api/household/invitations', { email: 'friend@example.com', role: 'viewer' });
  await apiCall(baseURL, other, 'POST', '/api/household/invitations', { email: user.email, role: 'editor' });
  const mail = await waitForMail(mailSpool, (m) => m.to.includes(user.email) && /household/i.test(m.subject));
  const link = linkIn(mail, `${baseURL}/household/join/`);
  const newcomer = await createVerifiedUser(baseURL, mailSpool, { profile: false });
  data = { user, newcomer, kitId: kit.id, planId: plan.id, joinToken: link.slice(link.lastIndexOf('/') + 1) };
});

describe('phone sweep at 390x844', () => {
  it('every route, signed out and signed in, with menus and dialogs open: no sideways scroll, 44 px targets, no axe violations', async () => {
    const findings: Findings = { overflow: [], axe: [], size: [] };
    const out = await browser.open({ viewport: PHONE });
    for (const route of pages.filter((r) => r.access !== 'session')) {
      await sweep(out.page, route, SIGNED_OUT_STATES[route.path] ?? [], findings, false);
    }
    const signedIn = await browser.open({ viewport: PHONE });
    await loginAs(signedIn.context, baseURL, data.user);
    for (const route of pages.filter((r) => r.access !== 'guest')) {
      await sweep(signedIn.page, route, SIGNED_IN_STATES[route.path] ?? [], findings, true);
    }
    const newcomer = await browser.open({ viewport: PHONE });
    await loginAs(newcomer.context, baseURL, data.newcomer);
    for (const route of pages.filter((r) => r.profileOptional)) {
      await sweep(newcomer.page, route, [], findings, true);
    }
    // One assertion, so a failure lists every finding: "route [state]: selector (w x h)".
    expect({ overflow: findings.overflow, axe: findings.axe, size: findings.size }).toEqual({
      overflow: [],
      axe: [],
      size: [],
    });
    // About 50 page states: well under a minute on an idle machine; the margin is for a loaded CI.
  }, 300_000);
});
