/**
 * The emergency screen in German and Spanish (issue 43, decision 0338): headings, the chooser, the
 * official steps and the check-in in the page's language, nothing of the English catalogue left,
 * and "Save as our plan" saving the steps as the page shows them.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFFICIAL_STEPS } from '@shared/emergency/official-steps';
import { DE_STEP_TEXTS } from '@shared/emergency/official-steps/de';
import { ES_STEP_TEXTS } from '@shared/emergency/official-steps/es';
import type { EmergencyAnswer } from '@shared/emergency/schemas';
import { pseudoText } from '@shared/i18n/pseudo';
import type { IncidentsCurrent, IncidentView } from '@shared/incidents/schemas';
import { itemLinks } from '@shared/plans/item-links';
import { BackHeader } from '@web/components/back-header';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderAt } from '@web/test/render';
import { Component as EmergencyPage } from './emergency-page';
import de from './messages/de';
import { en } from './messages/en';
import plain from './messages/en-x-plain';
import es from './messages/es';

const slow = { timeout: 15_000 };

const answer: EmergencyAnswer = {
  emergencyNumber: { region: 'eu', number: '112' },
  people: [
    {
      id: 'm1',
      name: 'Ana Ortiz',
      mobilePhone: '+49 30 1234567',
      otherPhone: '',
      allergies: 'Penicillin',
      medicines: '',
      conditions: '',
      bloodType: 'O+',
    },
  ],
  outOfTownContacts: [{ name: 'Tante May', mobilePhone: '+49 170 5550199', otherPhone: '', email: '' }],
  numbers: [],
  meetingPlaces: [
    { key: 'neighbourhood', label: 'In the neighbourhood', name: 'Eiche', address: 'Hauptstraße 5', instructions: '' },
  ],
  pets: [{ id: 'p1', name: 'Rex', kind: 'dog', vet: '', microchip: '' }],
  plans: [],
  kits: [
    {
      id: 'kit-go',
      name: 'Go bag',
      household: true,
      items: [{ id: 'i1', itemName: 'Radio', quantity: 1, category: 'Tools' }],
    },
  ],
  holdOut: {
    daysCovered: 12.5,
    limitedBy: 'water',
    goalDays: 14,
    people: 4,
    runsOut: [
      { resource: 'water', days: 12.5 },
      { resource: 'food', days: 20 },
    ],
    nextDrop: null,
  },
  canEdit: true,
  warning: null,
};

const ana = { id: 'u2', name: 'Ana' };
const open: IncidentView = {
  id: 'inc1',
  eventType: 'flood',
  practice: false,
  startedAt: new Date().toISOString(),
  startedBy: ana,
  endedAt: null,
  endedBy: null,
  latest: [],
  checkins: [],
  notHeardFrom: [ana],
  ticks: [],
  warning: null,
};

function render(incident: IncidentView | null, routes = {}) {
  const current: IncidentsCurrent = { incident, recent: [], canManage: true, lastEventType: null };
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/emergency': { body: answer },
    'GET /api/incidents/current': { body: current },
    ...routes,
  });
  return { ...renderAt(<EmergencyPage />, { path: '/emergency' }), ...api };
}

const region = (name: string) => screen.getByRole('region', { name });

/** The English catalogue's plain texts of more than one word: none may show in another language. */
const englishTexts = Object.values(en).filter((v): v is string => typeof v === 'string' && v.includes(' '));
function expectNoEnglish() {
  const text = document.body.textContent ?? '';
  for (const english of englishTexts) expect(text).not.toContain(english);
  for (const step of OFFICIAL_STEPS.flood) expect(text).not.toContain(step.text);
}

afterEach(() => setPageLocale('en'));

it('every locale has exactly the English keys, each a text or a function as in English (a cast cannot hide a gap)', () => {
  for (const catalogue of [plain, de, es] as Record<string, unknown>[]) {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en)) expect([key, typeof catalogue[key]]).toEqual([key, typeof value]);
  }
});

describe('/emergency in German', () => {
  beforeEach(async () => {
    localStorage.clear();
    setPageLocale('de');
    await loadAllMessages();
  });

  it('shows the sections, the chooser and the official steps of an event in German', async () => {
    const { user } = render(null);
    await screen.findByRole('region', { name: 'Anrufen' }, slow);
    expect(document.title).toMatch(/^Notfall/);
    expect(screen.getByRole('heading', { level: 1, name: 'Notfall' })).toBeVisible();
    await screen.findByRole('region', { name: 'Notfallmodus' }, slow);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Anrufen',
      'Treffpunkte',
      'Was passiert gerade?',
      'Notfallmodus',
      'Jetzt tun',
      'Mitnehmen',
      'Durchhalten',
      'Personen',
    ]);
    // Phone numbers stay tel: links, left to right.
    const call = within(region('Anrufen'));
    const emergency = call.getByRole('link', { name: '112 anrufen' });
    expect(emergency).toHaveAttribute('href', 'tel:112');
    const ana = call.getByRole('link', { name: 'Ana Ortiz anrufen: +49 30 1234567' });
    expect(ana).toHaveAttribute('dir', 'ltr');
    expect(ana.getAttribute('href')).toMatch(/^tel:/);
    expect(call.getByRole('link', { name: '„Uns geht es gut“ an Tante May senden' }).getAttribute('href')).toContain(
      encodeURIComponent('Uns geht es gut.'),
    );
    expect(within(region('Treffpunkte')).getByText(/In der Nachbarschaft/)).toBeVisible();
    expect(within(region('Durchhalten')).getByText('12,5 Tage – begrenzt durch Trinkwasser')).toBeVisible();
    expect(within(region('Personen')).getByText('Blutgruppe')).toBeVisible();
    expect(within(region('Personen')).getByText('(Hund)')).toBeVisible();

    // Choosing an event in German shows the BBK-worded steps, each with its (English) source.
    await user.click(within(region('Was passiert gerade?')).getByRole('button', { name: 'Hochwasser' }));
    const steps = within(region('Jetzt tun')).getByRole('list', { name: 'Empfohlene Schritte: Hochwasser' });
    const boxes = within(steps).getAllByRole('checkbox');
    expect(boxes).toHaveLength(OFFICIAL_STEPS.flood.length);
    for (const [i, text] of DE_STEP_TEXTS.flood.entries())
      expect(within(steps).getByRole('checkbox', { name: text })).toBe(boxes[i]);
    expect(within(steps).getAllByText('Quelle:')).toHaveLength(OFFICIAL_STEPS.flood.length);
    // The event's guide, named in German (decision 0346).
    expect(within(region('Jetzt tun')).getByRole('link', { name: 'Zum Ratgeber: Hochwasser' })).toHaveAttribute(
      'href',
      '/guides/flood',
    );
    expect(within(region('Notfallmodus')).getByRole('button', { name: 'Notfall auslösen' })).toBeVisible();
    expectNoEnglish();
  });

  it('"Als unseren Plan speichern" saves the steps in German, each with its source line', async () => {
    const { user, callsTo } = render(null, {
      'POST /api/plans': { status: 201, body: { plan: { id: 'new' } } },
    });
    await user.click(
      within(await screen.findByRole('region', { name: 'Was passiert gerade?' }, slow)).getByRole('button', {
        name: 'Hochwasser',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Als unseren Plan speichern' }));
    await waitFor(() => expect(callsTo('POST /api/plans')).toHaveLength(1));
    const body = callsTo('POST /api/plans')[0]!.body as { title: string; items: { content: string }[] };
    expect(body.title).toBe('Unser Plan: Hochwasser');
    expect(body.items.map((i) => itemLinks(i.content).text)).toEqual([...DE_STEP_TEXTS.flood]);
    expect(itemLinks(body.items[0]!.content).links[0]!.href).toBe(OFFICIAL_STEPS.flood[0]!.source.url);
    // The source line in German words, as the plans' recommended steps write it (decision 0348).
    const source = OFFICIAL_STEPS.flood[0]!.source;
    expect(body.items[0]!.content.split('\n').at(-1)).toBe(`Quelle: ${source.name} — ${source.url}`);
  });

  it('with an emergency open: the banner, the check-in and "Ich bin in Sicherheit" in German', async () => {
    const { user, callsTo } = render(open, {
      'POST /api/incidents/inc1/checkins': (call: { body: unknown }) => ({
        status: 201,
        body: {
          id: (call.body as { id: string }).id,
          status: 'safe',
          note: null,
          subject: { id: 'u1', name: 'Rex' },
          subjectName: null,
          reportedBy: { id: 'u1', name: 'Rex' },
          location: null,
          createdAt: new Date().toISOString(),
        },
      }),
    });
    await screen.findByRole('heading', { name: /^Hochwasser – Notfall seit \d\d:\d\d, ausgelöst von Ana$/ }, slow);
    expect(screen.getByRole('region', { name: 'Rückmeldung' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Noch keine Rückmeldung' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ich brauche Hilfe' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ich bin in Sicherheit' }));
    await waitFor(() => expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(1));
    expect(await screen.findByText(/^Gesendet um \d\d:\d\d: Sie sind in Sicherheit\.$/, {}, slow)).toBeVisible();
    expectNoEnglish();
  });
});

describe('the check-in’s own messages (the catalogue of message codes, decision 0361)', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['de', 'Notiz (optional)', 'Ich bin in Sicherheit', 'Die Notiz darf höchstens 280 Zeichen lang sein.'],
    ['es', 'Nota (opcional)', 'Estoy a salvo', 'La nota debe tener como máximo 280 caracteres.'],
  ] as const)(
    'in %s a note too long is refused in the page’s language, and nothing is sent',
    async (locale, label, button, message) => {
      localStorage.clear();
      setPageLocale(locale);
      await loadAllMessages();
      const { user, callsTo } = render(open);
      const note = await screen.findByLabelText(label, {}, slow);
      // Typing stops at the field's maxLength; a pasted or dictated text can still be longer.
      fireEvent.change(note, { target: { value: 'x'.repeat(281) } });
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(note).toHaveAccessibleDescription(message));
      expect(note).toHaveAttribute('aria-invalid', 'true');
      expect(document.body.textContent).not.toContain('Keep the note to 280 characters');
      expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(0);
    },
  );
});

describe('the header’s Emergency control', () => {
  it.each([
    ['de', 'Notfall'],
    ['es', 'Emergencia'],
  ] as const)('in %s it reads %s, and still opens /emergency', async (locale, name) => {
    setPageLocale(locale);
    await loadAllMessages();
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    renderAt(<BackHeader to="/dashboard" label="Zurück" />, { path: '/readiness' });
    expect(await screen.findByRole('link', { name }, slow)).toHaveAttribute('href', '/emergency');
    expect(screen.queryByRole('link', { name: 'Emergency' })).toBeNull();
  });
});

describe('/emergency in Spanish', () => {
  beforeEach(async () => {
    localStorage.clear();
    setPageLocale('es');
    await loadAllMessages();
  });

  it('shows the headings, the Listo.gov-worded steps and "Estoy a salvo" in Spanish', async () => {
    const { user } = render(open);
    await screen.findByRole('heading', { name: /^Inundación — emergencia desde \d\d:\d\d, iniciada por Ana$/ }, slow);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^Inundación — emergencia/),
      'Reportarse',
      'Llamar',
      'Punto de encuentro',
      '¿Qué está pasando?',
      'Qué hacer ahora',
      'Llevar',
      'Cuánto aguantamos',
      'Personas',
    ]);
    expect(screen.getByRole('button', { name: 'Estoy a salvo' })).toBeVisible();
    // The chooser follows the incident's type, named in Spanish.
    expect(within(region('¿Qué está pasando?')).getByRole('button', { name: 'Inundación' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const steps = within(region('Qué hacer ahora')).getByRole('list', { name: 'Pasos recomendados: Inundación' });
    expect(
      within(steps)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual([...ES_STEP_TEXTS.flood]);
    expect(within(region('Qué hacer ahora')).getByRole('link', { name: 'Lea la guía: Inundaciones' })).toHaveAttribute(
      'href',
      '/guides/flood',
    );
    await user.click(within(region('¿Qué está pasando?')).getByRole('button', { name: 'Terremoto' }));
    expect(
      within(region('Qué hacer ahora')).getByRole('checkbox', { name: ES_STEP_TEXTS.earthquake[0] }),
    ).toBeVisible();
    expect(within(region('Cuánto aguantamos')).getByText('Para 4 personas; nuestra meta es 14 días.')).toBeVisible();
    expectNoEnglish();
  });
});

describe('/emergency in the pseudo-locale (every text from the catalogue)', () => {
  beforeEach(async () => {
    localStorage.clear();
    setPageLocale('x-pseudo');
    await loadAllMessages();
  });

  it('the chooser, the steps and the check-in are pseudo-localised; user data is not', async () => {
    const { user } = render(open);
    await screen.findByRole('heading', { name: pseudoText(en.headline({ incident: open })) }, slow);
    expect(screen.getByRole('heading', { level: 1, name: pseudoText(en.title) })).toBeVisible();
    expect(screen.getByRole('button', { name: pseudoText(en.imSafe) })).toBeVisible();
    // The event types are looked up by key: pseudo-localised, not left as "earthquake".
    await user.click(screen.getByRole('button', { name: pseudoText('Earthquake') }));
    // The event's name inside a sentence too (decision 0366): not "earthquake" left plain.
    expect(screen.getByText(pseudoText(en.noPlanYet({ type: 'earthquake' })))).toBeVisible();
    const steps = within(region(pseudoText(en.doNow))).getAllByRole('checkbox');
    expect(steps.map((c) => c.closest('label')!.textContent)).toEqual(
      OFFICIAL_STEPS.earthquake.map((step) => pseudoText(step.text)),
    );
    // The household's data is shown as it is, inside the pseudo texts too.
    expect(within(region(pseudoText(en.people))).getByRole('heading', { name: 'Ana Ortiz' })).toBeVisible();
    expect(screen.getByRole('link', { name: pseudoText('Call 112') })).toBeVisible();
    expect(screen.getByText('Tante May')).toBeVisible();
  });
});
