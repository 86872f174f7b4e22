/**
 * Issue 43, the field guides and the drills in the family's language (decision 0343): with the
 * `hf_locale` cookie set, /knowledge-hub and /training-protocols render in German or Spanish from
 * their first paint and are walked by their German and Spanish names. The guides' and drills' own
 * content stays English for now. On a phone nothing sticks out past the right edge.
 */
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, type TestUser } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { openSpeaking, shoot } from './support/i18n';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

const openIn = (locale: string, user: TestUser) => openSpeaking(browser, baseURL, user, locale);

describe('the field guides and drills in German and Spanish (issue 43)', () => {
  it('German: the knowledge hub, its full database, then a drill recorded by its German names', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, errors, externalRequests } = await openIn('de', user);
    await page.goto('/knowledge-hub');
    await page.getByRole('heading', { level: 1, name: 'Wissen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('heading', { level: 2, name: 'Wenn der Notfall eintritt' }).waitFor();
    expect(await page.getByRole('button', { name: /^Ratgeber lesen: / }).count()).toBe(4);
    await page.getByRole('button', { name: 'Alle Ratgeber durchsuchen' }).click();
    await page.getByRole('searchbox', { name: 'Ratgeber durchsuchen' }).fill('flood');
    await page.getByRole('list', { name: 'Ratgeber' }).waitFor();
    await page.getByRole('searchbox', { name: 'Ratgeber durchsuchen' }).fill('');
    expect(await violations(page)).toEqual([]);
    await shoot(page, 'de-knowledge');

    await page.goto('/training-protocols');
    await page.getByRole('heading', { level: 1, name: 'Übungen' }).waitFor();
    await page.getByLabel('Übung', { exact: true }).selectOption('blackout');
    await page.getByRole('checkbox', { name: /^Schritt 1: / }).check();
    await page.getByText(/^1 von \d+ erledigt$/).waitFor();
    await page.getByRole('button', { name: 'Starten' }).click();
    await page.getByRole('button', { name: 'Anhalten' }).click();
    await page.getByRole('button', { name: 'Übung eintragen' }).click();
    const toast = page.getByText(/^Übung „Stromausfall“ für den \d\d\.\d\d\.\d{4} eingetragen$/);
    await toast.waitFor();
    await page
      .getByRole('list', { name: 'Eingetragene Übungen' })
      .getByText(/^Übung „Stromausfall“, \d\d\.\d\d\.\d{4}$/)
      .waitFor();
    await page.getByText(/^Zuletzt geübt am \d\d\.\d\d\.\d{4}\./).waitFor();
    expect(await violations(page)).toEqual([]);
    // The toast has gone before the pictures (it would cover the checklist).
    await toast.waitFor({ state: 'detached', timeout: 20_000 });
    await shoot(page, 'de-training');
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);

  it('Spanish: the knowledge hub, an event guide and the drills', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, errors, externalRequests } = await openIn('es', user);
    await page.goto('/knowledge-hub');
    await page.getByRole('heading', { level: 1, name: 'Centro de información' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('heading', { level: 2, name: 'Cuando ocurre un desastre' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await shoot(page, 'es-knowledge');

    await page.goto('/guides/flood');
    await page.getByRole('heading', { level: 2, name: 'Antes' }).waitFor();
    await page.getByRole('link', { name: 'Simulacro: Inundación' }).click();
    await page.getByRole('heading', { level: 1, name: 'Simulacros' }).waitFor();
    expect(await page.getByLabel('Simulacro', { exact: true }).inputValue()).toBe('flood');
    await page.getByRole('button', { name: 'Iniciar', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Registrar simulacro' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await shoot(page, 'es-training');
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);
});
