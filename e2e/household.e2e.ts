/**
 * Households in a real browser (docs/product.md#households): an owner invites a second user as an
 * editor from /household; the invitee, signed out in their own browser, follows the emailed link,
 * signs in, comes back to it and joins; both then see each other in Members. Someone without an
 * account signs up from the link and lands back on it after the emailed link and the profile.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '../src/shared/households/schemas';
import { apiCall, createVerifiedUser, loginAs, newUserData, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';
import { linkIn, waitForMail } from './support/mail';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where the screenshots for a human look go (outside the repository). */
const SHOTS = process.env.HOUSEHOLD_SCREENSHOTS;
const browser = useBrowser(baseURL);

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('households in a real browser', () => {
  it('an owner invites an editor by email; the invitee signs in from the link, joins, and both see each other', async () => {
    const owner = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Ana', lastName: 'Owner' } });
    const invitee = await createVerifiedUser(baseURL, mailSpool, {
      overrides: { firstName: 'Ben', lastName: 'Joiner' },
    });

    // The owner, from the dashboard.
    const mine = await browser.open();
    await mine.context.addCookies([
      { name: owner.cookie.name, value: owner.cookie.value, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    ]);
    const page = mine.page;
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Household' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your household' }).waitFor();
    const members = page.getByRole('region', { name: 'Members' });
    await members.getByText('Ana Owner', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Leave household' }).isDisabled()).toBe(true);

    const invite = page.getByRole('region', { name: 'Invite someone' });
    await invite.getByLabel(/^Email\*?$/).fill(invitee.email);
    await invite.getByRole('combobox', { name: 'Role' }).selectOption('editor');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Pending invitations' }).getByText(invitee.email).waitFor();
    await page.getByRole('region', { name: 'Activity' }).getByText(`invited ${invitee.email} as editor`).waitFor();

    const mail = await waitForMail(mailSpool, (m) => m.to.includes(invitee.email) && /household/i.test(m.subject));
    const link = linkIn(mail, `${baseURL}/household/join/`);

    // The invitee, in their own browser, not signed in yet: the link's page says who invited them
    // and signs them in there (the invited address filled in), then offers to join.
    const theirs = await browser.open();
    const join = theirs.page;
    await join.goto(link);
    await join.getByText('Ana Owner invited you to their household as an editor.').waitFor();
    await join.getByRole('button', { name: 'Sign in' }).click();
    const dialog = join.getByRole('dialog', { name: 'ACCESS COMMAND CENTER' });
    expect(await dialog.getByLabel(/^Email$/).inputValue()).toBe(invitee.email);
    await dialog.getByLabel(/^Password$/).fill(invitee.password);
    await dialog.getByRole('button', { name: 'ENTER COMMAND CENTER' }).click();
    await join.getByRole('button', { name: 'Join household' }).waitFor();
    expect(join.url()).toBe(link);
    // Alone in their own household: nothing to choose, the supplies come along.
    expect(await join.getByRole('radio').count()).toBe(0);
    await shots(join, 'household-join');

    await join.getByRole('button', { name: 'Join household' }).click();
    await join.getByText('You joined the household', { exact: true }).waitFor();
    await join.waitForURL(`${baseURL}/household`);
    const theirMembers = join.getByRole('region', { name: 'Members' });
    await theirMembers.getByText('Ana Owner', { exact: true }).waitFor();
    await theirMembers.getByText('Ben Joiner', { exact: true }).waitFor();
    // An editor: no owner controls.
    expect(await join.getByRole('combobox').count()).toBe(0);
    expect(await join.getByRole('region', { name: 'Invite someone' }).count()).toBe(0);
    expect(await join.getByRole('button', { name: 'Leave household' }).isEnabled()).toBe(true);

    // The owner's page shows them (live, or after a reload).
    await page.reload();
    await members.getByText('Ben Joiner', { exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Role of Ben Joiner' }).inputValue()).toBe('editor');
    await page.getByRole('region', { name: 'Pending invitations' }).getByText('No pending invitations.').waitFor();
    expect(await page.getByRole('button', { name: 'Leave household' }).isDisabled()).toBe(true);
    await shots(page, 'household');

    expect(theirs.errors).toEqual([]);
    // The link works once (the browser logs the preview's 404 answer, nothing else).
    await join.goto(link);
    await join.getByText('This invitation link is not valid: it was used, revoked or has expired.').waitFor();
    await shots(join, 'household-join-invalid');

    expect(mine.errors).toEqual([]);
    expect(theirs.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(mine.externalRequests).toEqual([]);
    expect(theirs.externalRequests).toEqual([]);
  }, 120_000);

  it('an invitee without an account: the link says who invited them, sign-up comes filled in, and after the emailed link and the profile they are back on it and join', async () => {
    const owner = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Fay', lastName: 'Owner' } });
    const newcomer = newUserData({ firstName: 'Gus', lastName: 'Newcomer' });
    await apiCall(baseURL, owner, 'POST', '/api/household/invitations', { email: newcomer.email, role: 'viewer' });
    const invitation = await waitForMail(
      mailSpool,
      (m) => m.to.includes(newcomer.email) && /household/i.test(m.subject),
    );
    // No text of the inviter's in the subject (issue 35, item 4).
    expect(invitation.subject).toBe("You're invited to a household on Holdfast");
    const link = linkIn(invitation, `${baseURL}/household/join/`);
    const token = link.slice(link.lastIndexOf('/') + 1);

    const theirs = await browser.open();
    const page = theirs.page;
    await page.goto(link);
    await page.getByText('Fay Owner invited you to their household as a viewer.').waitFor();
    await page.getByText(`It was sent to ${newcomer.email}.`, { exact: false }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain(token);
    await shots(page, 'household-join-signed-out');

    await page.getByRole('button', { name: 'Join the squad' }).click();
    const dialog = page.getByRole('dialog', { name: 'JOIN THE SQUAD' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe(newcomer.email);
    await dialog.getByLabel('First Name').fill(newcomer.firstName);
    await dialog.getByLabel('Last Name').fill(newcomer.lastName);
    await dialog.getByLabel('Username').fill(newcomer.username);
    await dialog.getByLabel('Date of Birth').fill(newcomer.dateOfBirth);
    // The required mark '*' is part of the label's text.
    await dialog.getByLabel(/^Password\*?$/).fill(newcomer.password);
    await dialog.getByLabel('Confirm Password').fill(newcomer.password);
    await dialog.getByRole('button', { name: 'DEPLOY TO SQUAD' }).click();
    await page.getByText('Check your email', { exact: true }).waitFor();
    expect(page.url()).toBe(link);

    // The emailed link, opened in a new tab as a mail app would: nothing of the first tab's
    // storage there, the link itself leads back to the invitation.
    const verification = await waitForMail(
      mailSpool,
      (m) => m.to.includes(newcomer.email) && /Confirm/.test(m.subject),
    );
    const tab = await theirs.context.newPage();
    const urls: string[] = [];
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame()) urls.push(frame.url());
    });
    await tab.goto(linkIn(verification, `${baseURL}/api/auth/verify-email`));
    await tab.waitForURL(`${baseURL}/complete-profile`, { timeout: 15_000 });
    expect(await tab.getByLabel('First Name').inputValue()).toBe(newcomer.firstName);
    await tab.getByRole('button', { name: 'COMPLETE DEPLOYMENT' }).click();
    await tab.waitForURL(link, { timeout: 10_000 });
    await tab.getByText('Fay Owner invited you to their household as a viewer.').waitFor();
    await tab.getByRole('button', { name: 'Join household' }).click();
    await tab.getByText('You joined the household', { exact: true }).waitFor();
    await tab.waitForURL(`${baseURL}/household`);
    await tab.getByRole('region', { name: 'Members' }).getByText('Fay Owner', { exact: true }).waitFor();
    await tab.getByRole('region', { name: 'Members' }).getByText('Gus Newcomer', { exact: true }).waitFor();
    // The invited address never went in the address bar.
    expect(urls.length).toBeGreaterThan(2);
    for (const url of [...urls, page.url()]) {
      expect(url).not.toContain(newcomer.email);
      expect(url).not.toContain(encodeURIComponent(newcomer.email));
    }
    expect(theirs.errors).toEqual([]);
    expect(theirs.externalRequests).toEqual([]);
  }, 120_000);

  it("two members, two browsers: the editor uses a can and the owner's open tracker shows it; made a viewer, their minus is disabled with the reason; removed, their next page is their own empty household", async () => {
    const owner = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Cleo', lastName: 'Owner' } });
    const sam = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Sam', lastName: 'Member' } });
    await apiCall(baseURL, owner, 'POST', '/api/household/invitations', { email: sam.email, role: 'editor' });
    const mail = await waitForMail(mailSpool, (m) => m.to.includes(sam.email) && /household/i.test(m.subject));
    const link = linkIn(mail, `${baseURL}/household/join/`);
    await apiCall(baseURL, sam, 'POST', '/api/household/invitations/accept', {
      token: link.slice(link.lastIndexOf('/') + 1),
    });
    type Rows = { resources: { id: string; name: string }[] };
    const cans = (await apiCall<Rows>(baseURL, owner, 'GET', '/api/resources')).resources.find(
      (r) => r.name === 'Canned Food',
    )!;
    await apiCall(baseURL, owner, 'PUT', '/api/resources', { changes: [{ id: cans.id, currentQuantity: 10 }] });
    const quantity = (page: Page) =>
      page.locator('[data-slot="resource-item"][data-name="Canned Food"] [data-slot="quantity"]').innerText();

    const mine = await browser.open();
    await loginAs(mine.context, baseURL, owner);
    await mine.page.goto('/resource-tracker');
    await expect.poll(() => quantity(mine.page), { timeout: 10_000 }).toBe('10');

    const theirs = await browser.open();
    await loginAs(theirs.context, baseURL, sam);
    await theirs.page.goto('/resource-tracker');
    await expect.poll(() => quantity(theirs.page), { timeout: 10_000 }).toBe('10');
    await theirs.page.getByRole('button', { name: 'Decrease Canned Food' }).click();
    await theirs.page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await theirs.page.getByText('Resources Updated', { exact: true }).waitFor();
    // The owner's open tracker, without a reload.
    await expect.poll(() => quantity(mine.page), { timeout: 15_000 }).toBe('9');

    // Made a viewer: Sam's open page learns it live; minus is disabled with the reason.
    const samId = (
      await apiCall<{ members: { userId: string; email: string }[] }>(baseURL, owner, 'GET', '/api/household')
    ).members.find((m) => m.email === sam.email)!.userId;
    await apiCall(baseURL, owner, 'PATCH', `/api/household/members/${samId}`, { role: 'viewer' });
    const minus = theirs.page.getByRole('button', { name: 'Decrease Canned Food' });
    await expect.poll(() => minus.isDisabled(), { timeout: 15_000 }).toBe(true);
    expect(await minus.getAttribute('aria-describedby')).toBeTruthy();
    const reason = await theirs.page.evaluate(
      (id) =>
        id
          .split(' ')
          .map((x) => document.getElementById(x)?.textContent ?? '')
          .join(' '),
      (await minus.getAttribute('aria-describedby'))!,
    );
    expect(reason).toContain(HOUSEHOLD_MESSAGES.viewerCannotEdit);

    // Removed: the next page load is Sam's own, empty household.
    await apiCall(baseURL, owner, 'DELETE', `/api/household/members/${samId}`);
    await theirs.page.reload();
    await expect.poll(() => quantity(theirs.page), { timeout: 10_000 }).toBe('0');
    await theirs.page.goto('/household');
    const members = theirs.page.getByRole('region', { name: 'Members' });
    await members.getByText('Sam Member', { exact: true }).waitFor();
    expect(await members.getByText('Cleo Owner', { exact: true }).count()).toBe(0);
    expect(mine.errors).toEqual([]);
    expect(theirs.errors.filter((e) => !/status of 40[34]/.test(e))).toEqual([]);
  }, 120_000);

  it('the owner shares a kit with the household; the editor finds it under My Kits and adds an item; only the owner chooses who sees it', async () => {
    const owner = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Dora', lastName: 'Owner' } });
    const eli = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Eli', lastName: 'Editor' } });
    await apiCall(baseURL, owner, 'POST', '/api/household/invitations', { email: eli.email, role: 'editor' });
    const mail = await waitForMail(mailSpool, (m) => m.to.includes(eli.email) && /household/i.test(m.subject));
    const link = linkIn(mail, `${baseURL}/household/join/`);
    await apiCall(baseURL, eli, 'POST', '/api/household/invitations/accept', {
      token: link.slice(link.lastIndexOf('/') + 1),
    });
    const { kit } = await apiCall<{ kit: { id: string } }>(baseURL, owner, 'POST', '/api/kits', { name: 'Car kit' });

    // The owner shares it from the kit's settings.
    const mine = await browser.open();
    await loginAs(mine.context, baseURL, owner);
    await mine.page.goto(`/kits/${kit.id}/edit`);
    const who = mine.page.getByRole('group', { name: 'Who can see this kit' });
    await who.getByRole('radio', { name: 'Household' }).check();
    await mine.page.getByRole('button', { name: 'Save Kit' }).click();
    await mine.page.getByText('Kit saved', { exact: true }).waitFor();
    await shots(mine.page, 'household-kit-settings');

    // The editor: under My Kits (decision 0291), opens the editor, adds an item; no choice of who sees it.
    const theirs = await browser.open();
    await loginAs(theirs.context, baseURL, eli);
    // The household's kit sits under My Kits, with the member's own (decision 0291).
    await theirs.page.goto('/kits');
    await theirs.page.getByRole('tab', { name: 'My Kits (1)', selected: true }).waitFor();
    const card = theirs.page.locator(`[data-slot="kit-card"][data-kit-id="${kit.id}"]`);
    await card.waitFor();
    expect(await card.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await shots(theirs.page, 'household-kits-tab');
    await card.getByRole('link', { name: 'Edit' }).click();
    await theirs.page.waitForURL(`${baseURL}/kits/${kit.id}/edit`);
    await theirs.page.getByText('Shared with your household').waitFor();
    expect(await theirs.page.getByRole('radio').count()).toBe(0);
    const fire = theirs.page.locator('section[data-category="Fire & Light"]');
    await fire.getByRole('button', { name: 'Add First Item' }).click();
    const form = fire.getByRole('form', { name: 'New item in Fire & Light' });
    await form.getByLabel('Item Name').fill('Road flares');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await theirs.page.getByText('Item added', { exact: true }).waitFor();

    // The owner's kit page shows it.
    await mine.page.goto(`/kits/${kit.id}`);
    await mine.page.getByRole('button', { name: /Fire & Light/i }).click();
    await mine.page.getByText('Road flares').waitFor();
    expect(mine.errors).toEqual([]);
    expect(theirs.errors).toEqual([]);
  }, 120_000);

  it('a viewer of a shared household joins another without taking its supplies; an unconfirmed address is asked to confirm it first', async () => {
    const [ana, vic, bea] = await Promise.all(
      [
        { firstName: 'Ana', lastName: 'Home' },
        { firstName: 'Vic', lastName: 'Viewer' },
        { firstName: 'Bea', lastName: 'Elsewhere' },
      ].map((overrides) => createVerifiedUser(baseURL, mailSpool, { overrides })),
    );
    const tokenFor = async (owner: TestUser, email: string, role: 'editor' | 'viewer') => {
      await apiCall(baseURL, owner, 'POST', '/api/household/invitations', { email, role });
      const mail = await waitForMail(
        mailSpool,
        (m) => m.to.includes(email) && /household/i.test(m.subject) && m.body.includes(`${owner.firstName} `),
      );
      return linkIn(mail, `${baseURL}/household/join/`);
    };
    const toAna = await tokenFor(ana!, vic!.email, 'viewer');
    await apiCall(baseURL, vic!, 'POST', '/api/household/invitations/accept', {
      token: toAna.slice(toAna.lastIndexOf('/') + 1),
    });
    type Rows = { resources: { id: string; name: string; currentQuantity: number }[] };
    const anaCans = async () =>
      (await apiCall<Rows>(baseURL, ana!, 'GET', '/api/resources')).resources.find((r) => r.name === 'Canned Food')!;
    await apiCall(baseURL, ana!, 'PUT', '/api/resources', {
      changes: [{ id: (await anaCans()).id, currentQuantity: 15 }],
    });

    const toBea = await tokenFor(bea!, vic!.email, 'editor');
    const theirs = await browser.open();
    await loginAs(theirs.context, baseURL, vic!);
    await theirs.page.goto(toBea);
    await theirs.page.getByText('Bea Elsewhere invited you to their household as an editor.').waitFor();
    await theirs.page
      .getByText('You share your current household with others, so your supplies stay with it.', { exact: false })
      .waitFor();
    expect(await theirs.page.getByRole('radio').count()).toBe(0);
    await theirs.page.getByRole('button', { name: 'Join household' }).click();
    await theirs.page.waitForURL(`${baseURL}/household`);
    await theirs.page.getByRole('region', { name: 'Members' }).getByText('Bea Elsewhere', { exact: true }).waitFor();
    expect((await anaCans()).currentQuantity).toBe(15);

    // An account whose address is not confirmed yet (signed in with its password): with mail on it
    // reaches nothing but "Check your email" (decision 284), the invitation's page included.
    const data = newUserData({ firstName: 'Una', lastName: 'Confirmed' });
    const signUp = await fetch(`${baseURL}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...data, confirmPassword: data.password }),
    });
    expect(signUp.status).toBe(201);
    const una = await browser.open();
    await una.page.goto('/');
    const signIn = await una.page.request.post(`${baseURL}/api/account/sign-in`, {
      data: { email: data.email, password: data.password },
    });
    expect(signIn.status()).toBe(200);
    const profile = await una.page.request.post(`${baseURL}/api/profile`, {
      data: {
        firstName: data.firstName,
        lastName: data.lastName,
        username: data.username,
        dateOfBirth: data.dateOfBirth,
      },
    });
    expect(profile.status()).toBe(403);
    expect(((await profile.json()) as { error: { code: string } }).error.code).toBe('email_not_verified');
    const toUna = await tokenFor(bea!, data.email, 'viewer');
    await una.page.goto(toUna);
    await una.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await una.page.getByText(data.email, { exact: true }).waitFor();
    expect(await una.page.getByRole('button', { name: 'Resend verification' }).isEnabled()).toBe(true);
    expect(await una.page.getByRole('button', { name: 'Join household' }).count()).toBe(0);
    await shots(una.page, 'household-join-unconfirmed');

    expect(theirs.errors).toEqual([]);
    expect(una.errors).toEqual([]);
  }, 120_000);
});
