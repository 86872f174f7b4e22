import { describe, expect, inject, it } from 'vitest';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

const setProfilePublic = (user: TestUser, isProfilePublic: boolean) =>
  apiCall(baseURL, user, 'PATCH', '/api/profile', {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    isProfilePublic,
    showPreparednessScore: true,
  });

describe('community pages in a real browser', () => {
  it('/public-survival-plans lists public plans with their author, pages past 24 and acquires from a card', async () => {
    const author = await createVerifiedUser(baseURL, mailSpool);
    const quiet = await createVerifiedUser(baseURL, mailSpool);
    const viewer = await createVerifiedUser(baseURL, mailSpool);
    await setProfilePublic(author, true);
    await setProfilePublic(quiet, false);
    const tag = Date.now().toString(36);
    // 25 public plans of a public profile, then one of a private profile (the newest), and a
    // private plan that must never show.
    for (let n = 1; n <= 25; n++)
      await apiCall(baseURL, author, 'POST', '/api/plans', {
        title: `Ridge ${tag} ${n}`,
        eventType: 'wildfire',
        visibility: 'public',
      });
    await apiCall(baseURL, author, 'POST', '/api/plans', { title: `Ridge ${tag} hidden`, eventType: 'wildfire' });
    await apiCall(baseURL, quiet, 'POST', '/api/plans', {
      title: `Ridge ${tag} quiet`,
      eventType: 'wildfire',
      visibility: 'public',
    });

    const t = await browser.open();
    await loginAs(t.context, baseURL, viewer);
    const { page } = t;
    await page.goto(`/public-survival-plans?q=${encodeURIComponent(`Ridge ${tag}`)}`);
    await page.getByRole('heading', { level: 1, name: 'Public Survival Plans' }).waitFor();
    const cards = page.locator('[data-slot="community-card"]');
    await page.getByText('Showing 24 of 26 public plans').waitFor();
    expect(await cards.count()).toBe(24);

    // Newest first: the private profile's plan names no one; the public profile's names its author.
    const newest = cards.first();
    expect(await newest.getByRole('heading').textContent()).toBe(`Ridge ${tag} quiet`);
    expect(await newest.locator('[data-slot="community-author"]').textContent()).toBe('An operative');
    const latest = page.getByRole('article', { name: `Ridge ${tag} 25` });
    expect(await latest.locator('[data-slot="community-author"]').textContent()).toBe(author.username);
    expect(await latest.getByText('Wildfire').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Load more public plans' }).click();
    await page.getByText('Showing 26 of 26 public plans').waitFor();
    const titles = await cards.getByRole('heading').allTextContents();
    expect(titles).toHaveLength(26);
    expect(new Set(titles).size).toBe(26);
    expect(titles).not.toContain(`Ridge ${tag} hidden`);
    expect(await page.getByRole('button', { name: 'Load more public plans' }).count()).toBe(0);

    // Acquire from the card: a copy of one's own, and the card says so.
    await latest.getByRole('button', { name: 'Acquire' }).click();
    await latest.getByRole('button', { name: 'Acquired' }).waitFor();
    expect(await latest.getByText('1 acquisition', { exact: true }).isVisible()).toBe(true);
    const copies = await apiCall<{ counts: { acquired: number } }>(baseURL, viewer, 'GET', '/api/plans?tab=acquired');
    expect(copies.counts.acquired).toBe(1);
    expect(t.errors).toEqual([]);
  });
});
