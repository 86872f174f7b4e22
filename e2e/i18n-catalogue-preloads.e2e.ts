/**
 * Issue 43, decision 0364: a page's catalogues in the reader's language only, named for preloading.
 * The settings page's English is a chunk of its own: a German reader's first visit is handed its
 * German catalogues in the HTML's `<link rel="modulepreload">` and never fetches the English one; an
 * English reader's is handed the English, which the page needs before it renders.
 */
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, loginAs, speaks } from './support/auth';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

/** The scripts the server's HTML for `path` names for preloading, for a reader of `locale`. */
async function preloadsFor(path: string, locale: string): Promise<string[]> {
  const html = await (await fetch(`${baseURL}${path}`, { headers: { cookie: `hf_locale=${locale}` } })).text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
}

describe("the settings page's catalogues (decision 0364)", () => {
  it('a German reader is handed the German and never loads the English; an English reader the English', async () => {
    const german = await preloadsFor('/profile-settings', 'de');
    const english = await preloadsFor('/profile-settings', 'en');
    // The page's own code is the same for both; the catalogues differ.
    const germanOnly = german.filter((f) => !english.includes(f));
    const englishOnly = english.filter((f) => !german.includes(f));
    expect(germanOnly.some((f) => /\/assets\/messages-shell-de-/.test(f))).toBe(true);
    expect(germanOnly.filter((f) => /\/assets\/de-/.test(f)).length).toBeGreaterThan(0);
    expect(englishOnly.length).toBeGreaterThan(0);
    expect(englishOnly.every((f) => /\/assets\/en-/.test(f))).toBe(true);

    const user = await createVerifiedUser(baseURL, mailSpool);
    for (const [locale, heading, mustLoad, mustNotLoad] of [
      ['de', 'Profileinstellungen', germanOnly, englishOnly],
      ['en', 'Profile Settings', englishOnly, germanOnly],
    ] as const) {
      const t = await browser.open();
      await loginAs(t.context, baseURL, user);
      await speaks(t.context, baseURL, user, locale);
      const scripts: string[] = [];
      t.page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      await t.page.goto('/profile-settings');
      await t.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await t.page.waitForLoadState('networkidle');
      for (const file of mustLoad) expect(scripts, `${locale} loads ${file}`).toContain(file);
      for (const file of mustNotLoad) expect(scripts, `${locale} never loads ${file}`).not.toContain(file);
      expect(t.errors).toEqual([]);
      await t.context.close();
    }
  });
});
