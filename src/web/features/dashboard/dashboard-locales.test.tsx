import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };

/** The dashboard in `locale`, once its last card (`lastCardHeading`, revealed after the others) is there. */
async function renderDashboardIn(locale: PageLocale, lastCardHeading: string) {
  setPageLocale(locale);
  await loadAllMessages();
  mockApi({ 'GET /api/account/session': { body: signedIn() } });
  const utils = renderApp('/dashboard');
  await screen.findByRole('heading', { name: lastCardHeading }, slow);
  return utils;
}

afterEach(() => setPageLocale('en'));

/** The dashboard's own English texts: none may be left in another language. */
const ENGLISH = [
  'Command center',
  'Welcome back, Rex',
  'Your status at a glance. Stay ready, operative.',
  'Emergency: who to call, where to meet, what to do',
  'Operative Profile',
  'Mission Status',
  'Deployment Date',
  'Security Clearance',
  'Quick Actions',
  'Next Step',
  'My Overview',
  'Community Tactical Overview',
];

describe('/dashboard in German', () => {
  it('greets, names the cards and the quick actions in German', async () => {
    await renderDashboardIn('de', 'Meine Übersicht');
    expect(screen.getByRole('heading', { name: 'Ihr Profil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen zurück, Rex' })).toBeInTheDocument();
    expect(screen.getByText('Übersicht')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notfall: wen anrufen, wo treffen, was tun' })).toHaveAttribute(
      'href',
      '/emergency',
    );
    const status = screen.getByRole('region', { name: 'Konto' });
    expect(within(status).getByText('Mitglied seit').nextElementSibling).toHaveTextContent('21. November 2026');
    expect(within(status).getByText('Bestätigt')).toBeVisible();
    const quick = screen.getByRole('region', { name: 'Schnellzugriff' });
    expect(within(quick).getByRole('link', { name: 'Notgepäck' })).toHaveAttribute('href', '/kits');
    expect(within(quick).getByRole('link', { name: 'Vorräte' })).toHaveAttribute('href', '/resource-tracker');
    expect(screen.getByRole('region', { name: 'Nächster Schritt' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Beginnen Sie hier: Wer lebt bei Ihnen, Menschen und Haustiere? Dann lässt sich zählen, wie viele Tage Ihre Vorräte reichen.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Navigation' })).toBeInTheDocument();
    for (const english of ENGLISH) expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});

describe('/dashboard in Spanish', () => {
  it('greets, names the cards and the quick actions in Spanish', async () => {
    await renderDashboardIn('es', 'Mi resumen');
    expect(screen.getByRole('heading', { name: 'Su perfil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo, Rex' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Accesos rápidos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kits de emergencia' })).toHaveAttribute('href', '/kits');
    expect(screen.getByRole('region', { name: 'Siguiente paso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Navegación' })).toBeInTheDocument();
    for (const english of ENGLISH) expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});

describe('/dashboard in plain English', () => {
  it('has no military words', async () => {
    await renderDashboardIn('en-x-plain', 'Your overview');
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Rex' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/operative|soldier|squad|mission|tactical|clearance|deploy/i);
  });
});
