import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLACE_MESSAGES } from '@shared/households/place-limits';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { pseudoCatalogue } from '@shared/i18n/pseudo';
import { OFFLINE_REASON } from '@web/components/online-only';
import type { Household } from '@web/lib/household/household-query';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { apiError, mockApi, signedIn, signedOut, type MockHandler } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { Component as JoinPage } from './household-join-page';
import { Component as HouseholdPage } from './household-page';
import { serverText } from './messages';
import { en } from './messages/en';

/** /household in German, Spanish and the pseudo-locale (issue 43, decision 0339); English is household-page.test.tsx's. */
const slow = { timeout: 15_000 };
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const rex = { userId: 'u1', name: 'Rex Ranger', email: 'ranger@example.com', joinedAt: '2026-11-21T12:00:00.000Z' };
const sam = { userId: 'u2', name: 'Sam Scout', email: 'sam@example.com', joinedAt: '2026-11-22T12:00:00.000Z' };
const invitation = {
  id: 'i1',
  email: 'lee@example.com',
  role: 'viewer' as const,
  expiresAt: '2026-12-01T12:00:00.000Z',
  invitedBy: 'Rex Ranger',
};
const activity = [
  { id: 'a2', actorName: 'Sam Scout', summary: 'used 1 Canned Food', event: null, at: ago(2 * HOUR) },
  {
    id: 'a1',
    actorName: 'Rex Ranger',
    summary: 'invited lee@example.com as viewer',
    event: null,
    at: ago(30 * 24 * HOUR),
  },
];
const home = { id: 'p1', name: 'Home', country: 'DE', latitude: 52.52, longitude: 13.405, ars: '110000000000' };

function household(role: 'owner' | 'viewer' = 'owner', overrides: Partial<Household> = {}): Household {
  return {
    id: 'h1',
    role,
    members: [
      { ...rex, role, isMe: true },
      { ...sam, role: role === 'owner' ? 'editor' : 'owner', isMe: false },
    ],
    invitations: [invitation],
    activity,
    ...overrides,
  };
}

async function renderHousehold(first: Household, title: string, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/household': { body: first },
    'GET /api/household/places': { body: { places: [home], canEdit: first.role !== 'viewer', max: 5 } },
    ...routes,
  });
  const utils = renderAt(<HouseholdPage />, { path: '/household' });
  await screen.findByRole('heading', { level: 1, name: title }, slow);
  await screen.findByRole('list', { name: /Places|Orte|Lugares|\[/ }, slow);
  return { ...utils, ...api };
}

const region = (name: string) => screen.getByRole('region', { name });

const useLocale = (locale: PageLocale) => {
  beforeEach(async () => {
    setPageLocale(locale);
    await loadAllMessages();
  });
  afterEach(() => setPageLocale('en'));
};

/** No text of the English catalogue that the locale writes differently is on the page (text, names, titles). */
function expectNoEnglish(catalogue: Record<string, unknown>) {
  const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) =>
    ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').join(' '),
  );
  const shown = [document.body.textContent, ...labels].join('\n');
  const english = Object.entries(en).filter(
    ([key, text]) => typeof text === 'string' && text !== catalogue[key] && text.length > 3,
  );
  expect(english.length).toBeGreaterThan(60);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [key, text] of english) {
    const found = new RegExp(`(^|[^\\p{L}])${escape(text as string)}($|[^\\p{L}])`, 'u').test(shown);
    expect({ key, found }).toEqual({ key, found: false });
  }
}

describe('/household in German', () => {
  useLocale('de');

  it('an owner reads the roles, members, invitations, places and activity in German', async () => {
    await renderHousehold(household(), 'Ihr Haushalt');
    expect(screen.getByText('Bearbeiter', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Ändert Vorräte, Chargen, Vorsorge und den Notfallplan der Familie.',
    );
    expect(screen.getByText(/Sie sind Eigentümer dieses Haushalts\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');

    const members = region('Mitglieder');
    expect(members).toHaveTextContent('2 Mitglieder');
    expect(within(members).getByRole('combobox', { name: 'Rolle von Sam Scout' })).toHaveAccessibleDescription(
      'Ändert Vorräte, Chargen, Vorsorge und den Notfallplan der Familie.',
    );
    expect(within(members).getByRole('button', { name: 'Sam Scout entfernen' })).toBeEnabled();

    const pending = region('Offene Einladungen');
    expect(within(pending).getByText(/^gültig bis/)).toHaveTextContent(
      'gültig bis 1. Dez. 2026 · eingeladen von Rex Ranger',
    );
    expect(within(pending).getByRole('button', { name: 'Einladung von lee@example.com widerrufen' })).toBeEnabled();

    const places = region('Beobachtete Orte');
    expect(places).toHaveTextContent('1 von 5 Orten');
    expect(places).toHaveTextContent('52,52; 13,405');
    expect(places).toHaveTextContent('Regionalschlüssel (ARS) 110000000000');
    expect(within(places).getByRole('form', { name: 'Ort hinzufügen' })).toBeVisible();
    expect(field('Breitengrad', places)).toHaveAccessibleDescription('Von -90 (Süd) bis 90 (Nord)');

    const items = within(region('Aktivität')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('vor 2 Stunden');
    expect(within(items[1]!).getByText(/^\d{1,2}\. [A-Z][a-zä]+\.? \d{4}$/)).toBeVisible();
    expect(region('Verlassen')).toHaveTextContent('die Vorräte bleiben hier.');
    expectNoEnglish((await import('./messages/de')).default);
  });

  it('invites a member as a viewer, and says in German what the server refused', async () => {
    let answer = household('owner', { invitations: [] });
    const { user, callsTo } = await renderHousehold(answer, 'Ihr Haushalt', {
      'GET /api/household': () => ({ body: answer }),
      'POST /api/household/invitations': (call) =>
        (call.body as { email: string }).email === 'sam@example.com'
          ? apiError(409, 'conflict', HOUSEHOLD_MESSAGES.alreadyMember, { email: [HOUSEHOLD_MESSAGES.alreadyMember] })
          : ((answer = household('owner', { invitations: [{ ...invitation, email: 'neu@example.com' }] })),
            { status: 201, body: { id: 'i2' } }),
    });
    expect(within(region('Offene Einladungen')).getByText('Keine offenen Einladungen.')).toBeVisible();
    const form = region('Jemanden einladen');
    await user.type(field('E-Mail', form), 'keine-adresse');
    await user.click(within(form).getByRole('button', { name: 'Einladung senden' }));
    expect(await within(form).findByText('Geben Sie eine E-Mail-Adresse wie name@example.com ein.')).toBeVisible();

    await user.clear(field('E-Mail', form));
    await user.type(field('E-Mail', form), 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: 'Einladung senden' }));
    await waitFor(() =>
      expect(field('E-Mail', form)).toHaveAccessibleDescription('Diese Person gehört schon zu Ihrem Haushalt.'),
    );
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Einladung nicht gesendet'));

    await user.clear(field('E-Mail', form));
    await user.type(field('E-Mail', form), 'neu@example.com');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Rolle' }), 'Betrachter');
    expect(within(form).getByRole('combobox', { name: 'Rolle' })).toHaveAccessibleDescription(
      'Sieht alles im Haushalt, ändert nichts.',
    );
    await user.click(within(form).getByRole('button', { name: 'Einladung senden' }));
    await waitFor(() =>
      expect(visibleToast()).toHaveTextContent(
        'Wir haben neu@example.com einen Link zum Beitreten gesendet. Er gilt einmal, 7 Tage lang.',
      ),
    );
    expect(callsTo('POST /api/household/invitations').at(-1)?.body).toEqual({
      email: 'neu@example.com',
      role: 'viewer',
    });
    expect(await within(region('Offene Einladungen')).findByText('neu@example.com')).toBeVisible();
  });
});

/** Lines written with their event (decision 0351), and one from before events, which has only its English summary. */
const eventLines: Household['activity'] = [
  {
    id: 'e1',
    actorName: 'Sam Scout',
    summary: 'used 1 Canned Food; added 1500 Bottled Water, best before 2027-05-01; and 2 more supplies',
    event: {
      code: 'supplies.saved',
      changes: [
        { kind: 'used', quantity: 1, name: 'Canned Food' },
        { kind: 'added', quantity: 1500, name: 'Bottled Water', bestBefore: '2027-05-01' },
      ],
      more: 2,
    },
    at: ago(HOUR),
  },
  {
    id: 'e2',
    actorName: 'Rex Ranger',
    summary: 'recorded a Flood drill on 2026-11-21',
    event: { code: 'drill.recorded', eventType: 'flood', day: '2026-11-21' },
    at: ago(2 * HOUR),
  },
  {
    id: 'e3',
    actorName: 'Rex Ranger',
    summary: 'invited lee@example.com as viewer',
    event: { code: 'invitation.sent', email: 'lee@example.com', role: 'viewer' },
    at: ago(3 * HOUR),
  },
  { id: 'e4', actorName: 'Rex Ranger', summary: 'updated the family plan', event: null, at: ago(4 * HOUR) },
];

describe('the activity in the reader’s language (decision 0351)', () => {
  describe('in German', () => {
    useLocale('de');

    it('writes each line from its event, numbers and days in German; a line from before events stays as written', async () => {
      await renderHousehold(household('owner', { activity: eventLines }), 'Ihr Haushalt');
      const items = within(region('Aktivität')).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent(
        'Sam Scout hat 1 × Canned Food verbraucht; 1.500 × Bottled Water hinzugefügt, mindestens haltbar bis 01.05.2027; und 2 weitere Vorräte geändert',
      );
      expect(items[1]).toHaveTextContent('Rex Ranger hat eine Übung „Hochwasser“ vom 21.11.2026 eingetragen');
      expect(items[2]).toHaveTextContent('Rex Ranger hat lee@example.com als Betrachter eingeladen');
      expect(items[3]).toHaveTextContent('Rex Ranger updated the family plan');
    });
  });

  describe('in Spanish', () => {
    useLocale('es');

    it('writes each line from its event in Spanish', async () => {
      await renderHousehold(household('owner', { activity: eventLines }), 'Su hogar');
      const items = within(region('Actividad')).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent(
        'Sam Scout usó 1 × Canned Food; añadió 1,500 × Bottled Water, consumir antes del 01/05/2027; y cambió 2 suministros más',
      );
      expect(items[1]).toHaveTextContent('Rex Ranger registró un simulacro de Inundación del 21/11/2026');
      expect(items[2]).toHaveTextContent('Rex Ranger invitó a lee@example.com como lector');
    });
  });

  describe('in English', () => {
    it('reads every line word for word as the server wrote it', async () => {
      await renderHousehold(household('owner', { activity: eventLines }), 'Your household');
      const items = within(region('Activity')).getAllByRole('listitem');
      eventLines.forEach((line, i) => expect(items[i]).toHaveTextContent(`${line.actorName} ${line.summary}`));
    });
  });
});

describe('/household in Spanish', () => {
  useLocale('es');

  it('a viewer reads the household in Spanish, and is told why they cannot change it', async () => {
    await renderHousehold(household('viewer'), 'Su hogar');
    expect(screen.getByText(/Usted es lector de este hogar\./)).toBeVisible();
    const members = region('Miembros');
    expect(members).toHaveTextContent('Solo un propietario puede invitar personas, cambiar roles y quitar miembros.');
    expect(within(members).getByText('Usted')).toBeVisible();
    expect(within(members).getByText('Propietario')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Invitar a alguien' })).not.toBeInTheDocument();
    expect(within(region('Invitaciones pendientes')).getByText(/^vence el/)).toHaveTextContent(
      'vence el 1 dic 2026 · invitado por Rex Ranger',
    );
    expect(region('Lugares vigilados')).toHaveTextContent(
      'Los lectores no pueden cambiar el hogar. Pida a un propietario que lo haga editor.',
    );
    expect(within(region('Actividad')).getAllByRole('listitem')[0]).toHaveTextContent('hace 2 horas');
    expect(screen.getByRole('button', { name: 'Salir del hogar' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Quitar Home' })).not.toBeInTheDocument();
    expectNoEnglish((await import('./messages/es')).default);
  });

  it('the only owner cannot leave, and the page says why in Spanish', async () => {
    await renderHousehold(household('owner'), 'Su hogar');
    expect(screen.getByRole('button', { name: 'Quitar Home' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar a Sam Scout' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salir del hogar' })).toHaveAccessibleDescription(
      'Un hogar necesita un propietario. Primero haga propietario a otro miembro.',
    );
    expect(screen.getByRole('button', { name: 'Salir del hogar' })).toBeDisabled();
  });
});

const TOKEN = 'tok_123-abc';
const preview = {
  inviter: 'Ana Ranger',
  role: 'editor' as const,
  email: 'ranger@example.com',
  emailMatches: true,
  alreadyMember: false,
  suppliesStay: false,
  lastOwner: false,
  mustVerifyEmail: false,
};
function renderJoin(session: unknown, routes: Record<string, MockHandler>) {
  const api = mockApi({ 'GET /api/account/session': { body: session }, ...routes });
  return {
    ...renderAt(<JoinPage />, { path: `/household/join/${TOKEN}`, routePath: '/household/join/:token' }),
    ...api,
  };
}

describe('/household/join/:token in German and Spanish', () => {
  afterEach(() => setPageLocale('en'));

  it('signed in, in German: who invited whom as what, and joining', async () => {
    setPageLocale('de');
    await loadAllMessages();
    const { user, router } = renderJoin(signedIn(), {
      'POST /api/household/invitations/preview': { body: preview },
      'POST /api/household/invitations/accept': { body: household() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Einem Haushalt beitreten' }, slow);
    expect(
      await screen.findByText('Ana Ranger hat Sie als Bearbeiter in den eigenen Haushalt eingeladen.', {}, slow),
    ).toBeVisible();
    expect(screen.getByText(/^Die Mitglieder teilen sich/)).toHaveTextContent(
      'Bearbeiter: ändert Vorräte, Chargen, Vorsorge und den Notfallplan der Familie.',
    );
    expect(screen.getByText(/deshalb kommen Ihre Vorräte mit/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Haushalt beitreten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/household'));
    expect(visibleToast()).toHaveTextContent('Sie sind dem Haushalt beigetreten');
  });

  it('signed in with another address, in German: the invited address strong, the way to accept it', async () => {
    setPageLocale('de');
    await loadAllMessages();
    renderJoin(signedIn({ email: 'me@example.com' }), {
      'POST /api/household/invitations/preview': { body: { ...preview, emailMatches: false } },
    });
    const problem = await screen.findByText(/^Sie wurde an/, {}, slow);
    expect(problem).toHaveTextContent(
      'Sie wurde an ranger@example.com gesendet; Sie sind als me@example.com angemeldet. Melden Sie sich ab, dann mit ranger@example.com an (oder legen Sie damit ein Konto an) und öffnen Sie den Link erneut.',
    );
    expect(within(problem).getByText('ranger@example.com', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    expectNoEnglish((await import('./messages/de')).default);
  });

  it('signed out, in Spanish: the offer, the invited address strong, and a link that is not valid', async () => {
    setPageLocale('es');
    await loadAllMessages();
    renderJoin(signedOut, {
      'GET /api/config': { body: { googleEnabled: false, affiliateTag: null, mailEnabled: true } },
      'POST /api/household/invitations/lookup': {
        body: { inviter: 'Ana Ranger', role: 'viewer', email: 'lee@example.com' },
      },
    });
    expect(await screen.findByText('Ana Ranger lo invitó a su hogar como lector.', {}, slow)).toBeVisible();
    const sent = screen.getByText(/^Se envió a/);
    expect(sent).toHaveTextContent(
      'Se envió a lee@example.com. Cree una cuenta con ese correo para aceptarla, o inicie sesión si ya tiene una. Después volverá aquí.',
    );
    expect(within(sent).getByText('lee@example.com', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Crear una cuenta' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a Holdfast' })).toHaveAttribute('href', '/');
  });
});

describe('/household in the pseudo-locale', () => {
  useLocale('x-pseudo');

  it('every text of the page comes from its catalogue: no plain English left but the household’s data', async () => {
    const ps = pseudoCatalogue(en);
    await renderHousehold(household(), ps['page.title']);
    const data = [
      ...activity.map((a) => a.summary),
      ...[rex, sam, invitation].flatMap((p) => ('name' in p ? [p.name, p.email] : [p.email])),
      ...[home.name, home.country, home.ars],
      // The page's formatters (en-US in the pseudo-locale): dates and "2 hours ago".
      new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
        new Date(activity[1]!.at),
      ),
      new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
        new Date(invitation.expiresAt),
      ),
      new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(-2, 'hour'),
      OFFLINE_REASON,
    ];
    const plain: string[] = [];
    const strip = (text: string) => data.reduce((t, known) => t.replaceAll(known, ''), text);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('style')) continue;
      if (/[A-Za-z]{3,}/.test(strip(node.textContent ?? ''))) plain.push(node.textContent!);
    }
    for (const el of document.querySelectorAll('[aria-label]')) {
      if (/[A-Za-z]{3,}/.test(strip(el.getAttribute('aria-label')!)))
        plain.push(`aria-label: ${el.getAttribute('aria-label')}`);
    }
    expect(plain).toEqual([]);
    expect(screen.getByRole('combobox', { name: ps['members.roleOf']({ name: 'Sam Scout' }) })).toBeVisible();
  });
});

describe('/household in plain English', () => {
  useLocale('en-x-plain');

  it('changes only the few texts that were not plain', async () => {
    await renderHousehold(household(), 'Your household');
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('region', { name: 'Members' })).toBeVisible();
  });
});

describe('the household catalogue', () => {
  it('reads the shared messages word for word in English, translates every one in German, and shows others as sent', async () => {
    const sent: string[] = [...Object.values(HOUSEHOLD_MESSAGES), ...Object.values(PLACE_MESSAGES)];
    const shared = Object.entries(en).flatMap(([key, text]) => (key.startsWith('error.') ? [text as string] : []));
    expect(shared.length).toBe(24);
    for (const text of shared) expect(sent).toContain(text);
    for (const text of shared) expect(serverText(text)).toBe(text);
    setPageLocale('de');
    await loadAllMessages();
    try {
      for (const text of shared) expect(serverText(text)).not.toBe(text);
      expect(serverText(PLACE_MESSAGES.tooMany)).toBe(
        'Ein Haushalt beobachtet höchstens 5 Orte. Entfernen Sie einen, um einen anderen hinzuzufügen.',
      );
      expect(serverText('Something the server says')).toBe('Something the server says');
    } finally {
      setPageLocale('en');
    }
  });
});
