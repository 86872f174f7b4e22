/**
 * Issue 43, the pseudo-locale run past the first render (decision 0366): i18n-pseudo.e2e.ts looks
 * at every page as it first renders; a family "can use every screen" only if the dialogs, the
 * wizards' steps, the menus, the toasts and the form messages are in its language too. Signed in
 * with the `hf_locale` cookie at `x-pseudo` (every catalogue text accented), this file drives the
 * app as a person would, finding the controls by role and by their accented names (computed from the
 * English catalogues through the pseudo transform, never written out), and after each step lists the
 * plain ASCII words on screen: texts that did not come from a catalogue. The only plain words
 * allowed are the test's own data (and the starter supplies an English account's household holds).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { OFFICIAL_STEPS } from '@shared/emergency/official-steps';
import type { Messages } from '@shared/i18n/catalogue';
import { formatsFor } from '@shared/i18n/format';
import { pseudoCatalogue } from '@shared/i18n/pseudo';
import { KIT_ITEM_QUANTITY_MAX } from '@shared/kits/limits';
import { KIT_SOURCES } from '@shared/kits/sources';
import { DEFAULT_RESOURCES } from '@shared/resources/catalogue';
import { en as commonEn } from '@web/components/messages/en';
import { en as dashboardEn } from '@web/features/dashboard/messages/en';
import { en as emergencyEn } from '@web/features/emergency/messages/en';
import { en as familyPlanEn } from '@web/features/family-plan/messages/en';
import { en as householdEn } from '@web/features/household/messages/en';
import { en as kitsEn } from '@web/features/kits/messages/en';
import { en as plansEn } from '@web/features/plans/messages/en';
import { en as profileEn } from '@web/features/profile/messages/en';
import { en as trackerEn } from '@web/features/resource-tracker/messages/en';
import { en as trackerFormsEn } from '@web/features/resource-tracker/messages/forms/en';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';
import { stringsUnder, untranslatedTexts } from './support/pseudo-check';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

const FORMATS = formatsFor('x-pseudo');

/** The accented text of an English catalogue's entry, as x-pseudo shows it (parameters as given). */
function pseudo<T extends Messages>(en: T, key: keyof T & string, params?: unknown): string {
  const entry = pseudoCatalogue(en)[key]!;
  return typeof entry === 'function' ? entry(params, FORMATS) : entry;
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name that holds the entry's accented text. */
function named<T extends Messages>(en: T, key: keyof T & string, params?: unknown): RegExp {
  return new RegExp(escaped(pseudo(en, key, params)));
}
/** An accessible name that is exactly the entry's accented text. */
function exactly<T extends Messages>(en: T, key: keyof T & string, params?: unknown): RegExp {
  return new RegExp(`^${escaped(pseudo(en, key, params))}$`);
}

/** Intl.RelativeTimeFormat's words in en-US (the pseudo-locales format as en-US, decision 0331). */
const INTL_RELATIVE = ['minutes ago', 'minute ago', 'hours ago', 'hour ago', 'days ago', 'day ago'];

/** The starter supplies of an English account's household (x-pseudo is only a cookie, decision 0350). */
const STARTER_SUPPLIES = DEFAULT_RESOURCES.flatMap((r) => [r.name, r.unit]);
/** The official steps' publishers and pages, English in every locale for now (decision 0343). */
const SOURCES = [...new Set(Object.values(OFFICIAL_STEPS).flatMap((steps) => steps.map((s) => s.source.name)))];
const KIT_SOURCE_NAMES = Object.values(KIT_SOURCES).map((s) => s.name);
const KIT_NAME = 'Zoës Fluchtrucksack';
const PLAN_TITLE = 'Hochwasser Ünal';

let user: TestUser;
let kitId: string;
let planId: string;
/** The test's own words: the user's names and address, the kit's and the plan's. */
let words: string[];

beforeAll(async () => {
  user = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Zoë', lastName: 'Ünal' } });
  const { kit } = await apiCall<{ kit: { id: string } }>(baseURL, user, 'POST', '/api/kits', {
    name: KIT_NAME,
    visibility: 'private',
  });
  const { plan } = await apiCall<{ plan: { id: string } }>(baseURL, user, 'POST', '/api/plans', {
    title: PLAN_TITLE,
    eventType: 'flood',
    visibility: 'private',
  });
  kitId = kit.id;
  planId = plan.id;
  words = [
    user.email,
    user.username,
    user.firstName,
    user.lastName,
    'Holdfast',
    KIT_NAME,
    PLAN_TITLE,
    'Sturmlaterne',
    'Notfallkiste',
  ];
}, 60_000);

/**
 * A signed-in page in x-pseudo, and `check(step)`: the plain texts on screen now, kept by step so
 * that one run names every leak (the user's saved language stays English: x-pseudo is a cookie).
 */
async function pseudoSession(viewport = { width: 1280, height: 800 }) {
  const t = await browser.open({ viewport });
  await t.context.addCookies([{ name: 'hf_locale', value: 'x-pseudo', url: baseURL, sameSite: 'Lax' }]);
  await loginAs(t.context, baseURL, user);
  const leaks: Record<string, string[]> = {};
  const check = async (step: string, allowed: readonly string[] = []) => {
    await t.page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-slot="skeleton"]'));
    expect(await t.page.evaluate(() => document.documentElement.lang), step).toBe('en-x-pseudo');
    const plain = await untranslatedTexts(t.page, [...words, ...allowed]);
    if (plain.length) leaks[step] = plain;
  };
  /** Console errors but the failed loads of the wrong inputs this file sends on purpose (4xx). */
  const unexpectedErrors = () => t.errors.filter((e) => !/^Failed to load resource: .* status of 4\d\d /.test(e));
  return { ...t, leaks, check, unexpectedErrors };
}

/** A page once its heading is there and its data has arrived. */
async function opened(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('x-pseudo past the first render: dialogs, wizard steps, menus, toasts, form messages (issue 43)', () => {
  it('the resource tracker: add-supply dialog and its form messages, the batch dialog, the import dialog’s error, the saved toast', async () => {
    const { page, leaks, check, unexpectedErrors } = await pseudoSession();
    await opened(page, '/resource-tracker');
    await check('tracker', STARTER_SUPPLIES);

    await page.getByRole('button', { name: exactly(trackerEn, 'addSupply') }).click();
    const add = page.getByRole('dialog', { name: exactly(trackerEn, 'addSupply') });
    await add.getByRole('textbox', { name: named(trackerFormsEn, 'field.name') }).waitFor();
    await check('add-supply dialog', STARTER_SUPPLIES);
    await add.getByRole('button', { name: exactly(trackerEn, 'addSupply') }).click();
    await add.locator('[aria-invalid="true"]').first().waitFor();
    await check('add-supply dialog submitted empty', STARTER_SUPPLIES);
    await add.getByRole('button', { name: exactly(commonEn, 'cancel') }).click();
    await add.waitFor({ state: 'detached' });

    const cans = page.locator('[data-slot="resource-item"][data-name="Canned Food"]');
    await cans.getByRole('button', { name: named(trackerEn, 'row.batches', { count: 0 }) }).click();
    await cans.getByRole('button', { name: named(trackerEn, 'batch.add') }).click();
    const batch = page.getByRole('dialog', {
      name: exactly(trackerFormsEn, 'batch.addTitle', { name: 'Canned Food' }),
    });
    await batch.waitFor();
    await check('batch dialog', STARTER_SUPPLIES);
    await batch.getByRole('button', { name: exactly(commonEn, 'cancel') }).click();
    await batch.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: named(trackerEn, 'page.importCsv') }).click();
    const importing = page.getByRole('dialog', { name: exactly(trackerFormsEn, 'import.title') });
    await importing
      .getByLabel(named(trackerFormsEn, 'import.file'))
      .setInputFiles({ name: 'supplies.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
    await importing.getByRole('alert').waitFor();
    await check('import dialog, an empty file', [...STARTER_SUPPLIES, 'supplies.csv']);
    await importing
      .getByRole('button', { name: exactly(commonEn, 'cancel') })
      .first()
      .click();
    await importing.waitFor({ state: 'detached' });

    await page
      .locator('[data-slot="resource-item"][data-name="Tent"]')
      .getByRole('button', { name: exactly(trackerEn, 'row.increase', { name: 'Tent' }) })
      .click();
    await page.getByRole('button', { name: exactly(trackerEn, 'page.save') }).click();
    await page.getByText(pseudo(trackerEn, 'toast.saved'), { exact: true }).waitFor();
    await check('the saved toast', STARTER_SUPPLIES);

    expect(leaks).toEqual({});
    expect(unexpectedErrors()).toEqual([]);
  }, 60_000);

  it('New Kit: each step, a blank name and the created toast; the kit edit page’s add-item row with a bad quantity', async () => {
    const { page, leaks, check, unexpectedErrors } = await pseudoSession();
    await opened(page, '/kits/new');
    // The publishers the templates follow ("Source: Ready.gov"), as on the first render's run.
    await check('new kit, step 1', KIT_SOURCE_NAMES);
    await page.locator('button[data-template="blank"]').click();
    await page.getByRole('textbox', { name: named(kitsEn, 'new.name') }).waitFor();
    await check('new kit, step 2');
    // An empty name keeps "Create Kit" off; a name of spaces is blank to the form's check.
    await page.getByRole('textbox', { name: named(kitsEn, 'new.name') }).fill('   ');
    await page.getByRole('button', { name: exactly(kitsEn, 'new.create') }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await check('new kit, a blank name');
    await page.getByRole('textbox', { name: named(kitsEn, 'new.name') }).fill('Notfallkiste');
    await page.getByRole('button', { name: exactly(kitsEn, 'new.create') }).click();
    await page.getByText(pseudo(kitsEn, 'new.created'), { exact: true }).waitFor();
    await check('new kit, the created toast', ['Notfallkiste']);

    await opened(page, `/kits/${kitId}/edit`);
    await check('kit edit');
    const addFirst = new RegExp(
      `${escaped(pseudo(kitsEn, 'edit.addFirst'))}|${escaped(pseudo(kitsEn, 'edit.addCustom'))}`,
    );
    await page.getByRole('button', { name: addFirst }).first().click();
    const row = page.getByRole('form').first();
    await row.getByRole('textbox', { name: named(kitsEn, 'edit.itemName') }).fill('Sturmlaterne');
    await row.getByRole('spinbutton', { name: named(kitsEn, 'edit.quantity') }).fill(String(KIT_ITEM_QUANTITY_MAX + 1));
    await row.getByRole('button', { name: exactly(kitsEn, 'edit.addItem') }).click();
    await row.locator('[aria-invalid="true"]').first().waitFor();
    await check('kit edit, an item with too large a quantity');

    expect(leaks).toEqual({});
    expect(unexpectedErrors()).toEqual([]);
  }, 60_000);

  it('the plan wizard: each step, a blank title in the new and the edit wizard, the created toast', async () => {
    const { page, leaks, check, unexpectedErrors } = await pseudoSession();
    await opened(page, '/plans/new');
    const next = page.getByRole('button', { name: exactly(plansEn, 'next') });
    const stepOf = (n: number) => page.getByText(pseudo(plansEn, 'stepOf', { n, total: 5 }), { exact: true });
    await stepOf(1).waitFor();
    await check('new plan, step 1');
    // The event types' radios are drawn as cards: their labels take the click.
    await page
      .locator('label', { has: page.getByRole('radio') })
      .first()
      .click();
    await next.click();
    await stepOf(2).waitFor();
    // No title: "Next" stays off and says why.
    await page.getByText(pseudo(plansEn, 'hint.title'), { exact: true }).waitFor();
    await check('new plan, step 2 without a title');
    await page.getByRole('textbox', { name: named(plansEn, 'planTitle') }).fill('Sturmplan');
    await next.click();
    await stepOf(3).waitFor();
    await page.waitForLoadState('networkidle');
    await check('new plan, step 3', ['Sturmplan']);
    await next.click();
    await stepOf(4).waitFor();
    await check('new plan, step 4', ['Sturmplan']);
    await next.click();
    await stepOf(5).waitFor();
    await check('new plan, step 5', ['Sturmplan']);
    await page.getByRole('button', { name: exactly(plansEn, 'createPlan') }).click();
    await page.getByText(pseudo(plansEn, 'created'), { exact: true }).waitFor();
    await check('new plan, the created toast', ['Sturmplan']);

    await opened(page, `/plans/${planId}/edit`);
    await page.getByRole('button', { name: named(plansEn, 'step.details') }).click();
    const title = page.getByRole('textbox', { name: named(plansEn, 'planTitle') });
    await title.fill('');
    // A blank title cannot be saved: "Next" is off, and the hint says why.
    await page.getByText(pseudo(plansEn, 'hint.title'), { exact: true }).waitFor();
    await check('edit plan, details without a title');

    expect(leaks).toEqual({});
    expect(unexpectedErrors()).toEqual([]);
  }, 60_000);

  it('the household: the invitation with a bad address, a place with a bad latitude', async () => {
    const { page, leaks, check, unexpectedErrors } = await pseudoSession();
    await opened(page, '/household');
    // The activity's English lines are the summaries the server wrote (decision 0351): data here;
    // their times are Intl's relative words, like its month names.
    const answer = await apiCall<unknown>(baseURL, user, 'GET', '/api/household');
    const activity = [...stringsUnder(answer, ['summary']), ...INTL_RELATIVE];
    await check('household', activity);
    const invite = page.getByRole('region', { name: exactly(householdEn, 'invite.title') });
    await invite.getByRole('textbox', { name: named(householdEn, 'invite.email') }).fill('not-an-address');
    await invite.getByRole('button', { name: exactly(householdEn, 'invite.send') }).click();
    await invite.locator('[aria-invalid="true"]').first().waitFor();
    await check('household, an invitation to a bad address', activity);

    const places = page.getByRole('region', { name: exactly(householdEn, 'places.title') });
    const form = places.getByRole('form', { name: exactly(householdEn, 'places.add') });
    await form.getByRole('textbox', { name: named(householdEn, 'places.name') }).fill('Oma');
    await form.getByRole('textbox', { name: named(householdEn, 'places.latitude') }).fill('123');
    await form.getByRole('button', { name: exactly(householdEn, 'places.addButton') }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    await check('household, a place with latitude 123', [...activity, 'Oma']);

    expect(leaks).toEqual({});
    expect(unexpectedErrors()).toEqual([]);
  }, 60_000);

  it('the family plan: a person with a bad phone number', async () => {
    const { page, leaks, check, unexpectedErrors } = await pseudoSession();
    await opened(page, '/family-plan');
    await check('family plan');
    await page.getByRole('button', { name: exactly(familyPlanEn, 'addPerson') }).click();
    await page
      .getByRole('textbox', { name: named(familyPlanEn, 'mobilePhone') })
      .first()
      .fill('call me maybe');
    await page.getByRole('button', { name: exactly(familyPlanEn, 'savePlan') }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await check('family plan, a bad phone number');

    expect(leaks).toEqual({});
    expect(unexpectedErrors()).toEqual([]);
  }, 60_000);

  it('the emergency screen during an emergency: the check-in, "I’m safe", the end-emergency question', async () => {
    await apiCall(baseURL, user, 'POST', '/api/incidents', { eventType: 'hurricane' });
    const { page, leaks, check, unexpectedErrors } = await pseudoSession();
    await opened(page, '/emergency');
    const checkIn = page.getByRole('region', { name: exactly(emergencyEn, 'checkIn') });
    await checkIn.waitFor();
    await check('emergency screen', SOURCES);
    // A note longer than the limit cannot be typed (the field stops at it), so its message is not
    // reachable here; the field's own words are checked above.
    await checkIn.getByRole('textbox', { name: named(emergencyEn, 'note') }).fill('Bei Oma');
    await checkIn.getByRole('button', { name: exactly(emergencyEn, 'imSafe') }).click();
    await checkIn.getByText('Bei Oma', { exact: false }).waitFor();
    await page.waitForLoadState('networkidle');
    await check('checked in safe', ['Bei Oma', ...SOURCES]);
    // Ending it asks first; the question is a dialog (left open with "Keep it open": the menu's test shows the
    // emergency still open on the dashboard).
    await page.getByRole('button', { name: exactly(emergencyEn, 'endEmergency') }).click();
    const end = page.getByRole('alertdialog', { name: exactly(emergencyEn, 'endEmergencyQuestion') });
    await end.waitFor();
    await check('the end-emergency question', ['Bei Oma', ...SOURCES]);
    await end.getByRole('button', { name: exactly(emergencyEn, 'keepOpen') }).click();
    await end.waitFor({ state: 'detached' });

    expect(leaks).toEqual({});
    expect(unexpectedErrors()).toEqual([]);
  }, 60_000);

  it('profile settings: the delete-account dialog with a wrong password, two-factor’s password form', async () => {
    const { page, leaks, check, unexpectedErrors } = await pseudoSession();
    await opened(page, '/profile-settings');
    const known = ['Unknown browser', 'Signed in by following an email link', 'UTC'];
    await page.getByRole('button', { name: exactly(profileEn, 'deleteAccount') }).click();
    const dialog = page.getByRole('dialog', { name: exactly(profileEn, 'deleteTitle') });
    await dialog.locator('input[type="password"]').waitFor();
    await check('the delete-account dialog', known);
    await dialog.locator('input:not([type="password"])').first().fill(user.username);
    await dialog.locator('input[type="password"]').fill('wrong-Pass1!');
    await dialog.getByRole('button', { name: exactly(profileEn, 'deleteAccount') }).click();
    await dialog.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
    await check('the delete-account dialog, a wrong password', known);
    await dialog.getByRole('button', { name: exactly(profileEn, 'cancel') }).click();
    await dialog.waitFor({ state: 'detached' });

    const twoFactor = page.getByRole('region', { name: exactly(profileEn, 'twoFactor') });
    await twoFactor.getByRole('button', { name: exactly(profileEn, 'turnOn') }).click();
    await twoFactor.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
    await check('two-factor, no password', known);
    await twoFactor.locator('input[type="password"]').fill('wrong-Pass1!');
    await twoFactor.getByRole('button', { name: exactly(profileEn, 'turnOn') }).click();
    await page.waitForLoadState('networkidle');
    await twoFactor.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
    await check('two-factor, a wrong password', known);

    expect(leaks).toEqual({});
    expect(unexpectedErrors()).toEqual([]);
  }, 60_000);

  it('the main navigation menu on a phone (390x844)', async () => {
    const { page, leaks, check, unexpectedErrors } = await pseudoSession({ width: 390, height: 844 });
    await opened(page, '/dashboard');
    await page.getByRole('button', { name: exactly(dashboardEn, 'navigation') }).click();
    await page.getByRole('menuitem').first().waitFor();
    await check('the navigation menu');

    expect(leaks).toEqual({});
    expect(unexpectedErrors()).toEqual([]);
  }, 60_000);
});
