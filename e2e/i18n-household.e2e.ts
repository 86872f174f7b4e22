/**
 * Issue 43, the household in the family's language (decision 0339): with the `hf_locale` cookie
 * set, a signed-in owner reads /household in German or Spanish, adds a watched place and invites a
 * member, every step found by its words in that language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, loginAs, speaks } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { DESKTOP, shoot, SHOTS } from './support/i18n';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);

/** The control labelled `text` exactly, a required field's "*" allowed after it. */
const label = (page: Page, text: string) =>
  page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

const LOCALES = [
  {
    locale: 'de',
    title: 'Ihr Haushalt',
    youAre: 'Sie sind Eigentümer dieses Haushalts.',
    members: 'Mitglieder',
    oneMember: '1 Mitglied',
    leave: 'Haushalt verlassen',
    alone: 'Sie sind das einzige Mitglied Ihres Haushalts.',
    places: 'Beobachtete Orte',
    addPlace: 'Ort hinzufügen',
    name: 'Name',
    country: 'Land',
    latitude: 'Breitengrad',
    longitude: 'Längengrad',
    ars: 'Regionalschlüssel (ARS)',
    added: 'Zuhause hinzugefügt',
    point: '52,52; 13,405',
    invite: 'Jemanden einladen',
    email: 'E-Mail',
    role: 'Rolle',
    send: 'Einladung senden',
    sent: 'Einladung gesendet',
    pending: 'Offene Einladungen',
    viewer: 'Betrachter',
    english: ['Your household', 'Members', 'Invite someone', 'Send invitation', 'Pending invitations', 'Leave'],
  },
  {
    locale: 'es',
    title: 'Su hogar',
    youAre: 'Usted es propietario de este hogar.',
    members: 'Miembros',
    oneMember: '1 miembro',
    leave: 'Salir del hogar',
    alone: 'Usted es el único miembro de su hogar.',
    places: 'Lugares vigilados',
    addPlace: 'Agregar lugar',
    name: 'Nombre',
    country: 'País',
    latitude: 'Latitud',
    longitude: 'Longitud',
    ars: 'Clave de distrito (ARS)',
    added: 'Zuhause agregado',
    point: '52.52, 13.405',
    invite: 'Invitar a alguien',
    email: 'Correo electrónico',
    role: 'Rol',
    send: 'Enviar invitación',
    sent: 'Invitación enviada',
    pending: 'Invitaciones pendientes',
    viewer: 'Lector',
    english: ['Your household', 'Members', 'Invite someone', 'Send invitation', 'Pending invitations', 'Leave'],
  },
] as const;

describe.each(LOCALES)('the household in $locale', (l) => {
  it('an owner reads the household, adds a watched place and invites a member in the language', async () => {
    const owner = await createVerifiedUser(baseURL, mailSpool);
    const invitee = `invitee-${l.locale}-${Date.now()}@example.com`;
    const { page, context, errors, externalRequests } = await browser.open({ viewport: DESKTOP });
    await speaks(context, baseURL, owner, l.locale);
    await loginAs(context, baseURL, owner);

    await page.goto('/household');
    await page.getByRole('heading', { level: 1, name: l.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(l.locale);
    await page.getByText(l.youAre).waitFor();
    const members = page.getByRole('region', { name: l.members });
    await members.getByText(l.oneMember).waitFor();
    expect(await page.getByRole('button', { name: l.leave }).isDisabled()).toBe(true);
    await page.getByText(l.alone).waitFor();

    // A watched place, its district key asked for because it is in Germany.
    const places = page.getByRole('region', { name: l.places });
    await label(page, l.name).fill('Zuhause');
    await label(page, l.country).fill('DE');
    await label(page, l.latitude).fill('52.52');
    await label(page, l.longitude).fill('13.405');
    await label(page, l.ars).fill('110000000000');
    await places.getByRole('button', { name: l.addPlace }).click();
    await page.getByText(l.added, { exact: true }).waitFor();
    await places.getByText(l.point).waitFor();

    // The invitation, by the form's words in the language.
    const invite = page.getByRole('region', { name: l.invite });
    await label(page, l.email).fill(invitee);
    await invite.getByRole('combobox', { name: l.role }).selectOption({ label: l.viewer });
    await invite.getByRole('button', { name: l.send }).click();
    await page.getByText(l.sent, { exact: true }).waitFor();
    const pending = page.getByRole('region', { name: l.pending });
    await pending.getByText(invitee).waitFor();
    await pending.getByText(l.viewer, { exact: true }).waitFor();

    for (const english of l.english) expect(await page.getByText(english, { exact: true }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    // The picture without the toasts over the page's top.
    if (SHOTS) await page.getByText(l.sent, { exact: true }).waitFor({ state: 'hidden', timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `${l.locale}-household`);
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);
});
