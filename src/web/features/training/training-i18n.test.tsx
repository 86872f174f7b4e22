import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRILLS } from '@shared/drills/drills';
import { DRILL_MESSAGES, type DrillList } from '@shared/drills/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { localToday } from '@web/lib/format';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { mockApi, type MockHandler } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { DrillTimer } from './components/drill-timer';
import { DRILLS_DE } from './drills/de';
import { DRILLS_ES } from './drills/es';
import { dayShort } from './messages';
import de from './messages/de';
import { en } from './messages/en';
import es from './messages/es';
import { Component as TrainingProtocolsPage } from './training-protocols-page';

const slow = { timeout: 15_000 };

const list: { body: DrillList } = {
  body: {
    drills: [
      {
        id: 'd1',
        eventType: 'blackout',
        practisedOn: '2026-10-02',
        recordedBy: 'Olga',
        notes: null,
        createdAt: '2026-10-02T18:00:00.000Z',
      },
      {
        id: 'd0',
        eventType: 'custom',
        practisedOn: '2026-03-01',
        recordedBy: null,
        notes: null,
        createdAt: '2026-11-01T09:00:00.000Z',
      },
    ],
    total: 2,
    nextCursor: null,
    lastPractisedOn: '2026-10-02',
    canRecord: true,
  },
};

async function renderPage(title: string, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/drills': list, ...routes });
  const utils = renderAt(<TrainingProtocolsPage />, { path: '/training-protocols' });
  await screen.findByRole('heading', { level: 1, name: title }, slow);
  return { ...utils, ...api };
}

const useLocale = (locale: PageLocale) => {
  beforeEach(async () => {
    setPageLocale(locale);
    await loadAllMessages();
  });
  afterEach(() => setPageLocale('en'));
};

function expectNoEnglish(translation: Record<string, unknown>) {
  const leaked: string[] = [];
  const labels = new Set([...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')));
  for (const [key, text] of Object.entries(en)) {
    if (typeof text !== 'string' || translation[key] === text) continue;
    if (screen.queryAllByText(text).length || labels.has(text)) leaked.push(text);
  }
  expect(leaked).toEqual([]);
}

describe('/training-protocols in German', () => {
  useLocale('de');

  it('the picker, checklist, history and timer in German; dates as Germans write them', async () => {
    await renderPage('Übungen');
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('last-practised')).toHaveTextContent(`Zuletzt geübt am ${dayShort('2026-10-02')}.`),
    );
    expect(dayShort('2026-10-02')).toBe('02.10.2026');
    const picker = screen.getByLabelText('Übung');
    expect(within(picker).getByRole('option', { name: `Erdbeben: ${DRILLS_DE.earthquake.title}` })).toBeVisible();
    expect(within(picker).getAllByRole('option')).toHaveLength(12);
    expect(screen.getByRole('list', { name: `Schritte: ${DRILLS_DE.earthquake.title}` })).toBeVisible();
    expect(screen.getByLabelText(`Schritt 1: ${DRILLS_DE.earthquake.steps[0]}`)).not.toBeChecked();
    expect(screen.getByRole('heading', { name: DRILLS_DE.earthquake.title })).toBeVisible();
    expect(screen.getByText(DRILLS_DE.earthquake.summary)).toBeVisible();
    for (const step of DRILLS[0]!.steps) expect(screen.queryByText(step)).not.toBeInTheDocument();
    expect(screen.getByText(`0 von ${DRILLS[0]!.steps.length} erledigt`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Starten' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zurücksetzen' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Übung eintragen' })).toBeVisible();
    expect(screen.getByText('Haben Sie die Übung „Erdbeben“ gemacht?', { exact: false })).toBeVisible();
    // The guide's title in German too (decision 0346).
    expect(screen.getByRole('link', { name: 'Zum Ratgeber: Erdbeben' })).toHaveAttribute('href', '/guides/earthquake');

    const history = await screen.findByRole('list', { name: 'Eingetragene Übungen' }, slow);
    expect(history).toHaveTextContent('Übung „Stromausfall“, 02.10.2026');
    expect(history).toHaveTextContent('Eingetragen von Olga am 02.10.2026');
    expect(history).toHaveTextContent('Übung aus dem Familienplan, 01.03.2026');
    expect(history).toHaveTextContent('Eingetragen von einem früheren Mitglied am 01.11.2026');
    expect(screen.getByText('2 eingetragen')).toBeInTheDocument();
    expectNoEnglish(de);
  });

  it('a future day is refused in German; a drill is recorded with a German toast', async () => {
    const { user, callsTo } = await renderPage('Übungen', { 'POST /api/drills': { status: 201, body: {} } });
    const date = field('Datum der Übung');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await user.clear(date);
    await user.type(date, localToday(tomorrow));
    await user.click(screen.getByRole('button', { name: 'Übung eintragen' }));
    // The catalogue of message codes' German (decision 0358), not the schema's English.
    expect(await screen.findByText('Das Datum der Übung darf nicht in der Zukunft liegen.')).toBeVisible();
    expect(screen.queryByText(DRILL_MESSAGES.future)).not.toBeInTheDocument();
    expect(callsTo('POST /api/drills')).toHaveLength(0);

    await user.clear(date);
    await user.type(date, '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Übung eintragen' }));
    await waitFor(
      () => expect(visibleToast()).toHaveTextContent('Übung „Erdbeben“ für den 15.01.2026 eingetragen'),
      slow,
    );
  });

  it('deleting a drill asks in German', async () => {
    const { user, callsTo } = await renderPage('Übungen', { 'DELETE /api/drills/d1': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Übung „Stromausfall“ vom 02.10.2026 löschen' }, slow));
    const dialog = await screen.findByRole('alertdialog', { name: 'Diese Übung löschen?' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Übung löschen' }));
    await waitFor(() => expect(callsTo('DELETE /api/drills/d1')).toHaveLength(1));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Übung „Stromausfall“ vom 02.10.2026 gelöscht'), slow);
  });
});

describe('/training-protocols in Spanish', () => {
  useLocale('es');

  it('the page in Spanish', async () => {
    await renderPage('Simulacros');
    expect(screen.getByLabelText('Simulacro')).toBeVisible();
    expect(screen.getByRole('heading', { name: DRILLS_ES.earthquake.title })).toBeVisible();
    expect(screen.getByLabelText(`Paso 2: ${DRILLS_ES.earthquake.steps[1]}`)).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Simulacros registrados' }, slow)).toHaveTextContent(
      'Simulacro de apagón',
    );
    expect(screen.getByRole('button', { name: 'Registrar simulacro' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lea la guía: Terremotos' })).toHaveAttribute('href', '/guides/earthquake');
    expectNoEnglish(es);
  });

  it('a future day is refused in Spanish (the catalogue of message codes), and a day that is not a date too', async () => {
    const { user, callsTo } = await renderPage('Simulacros');
    const date = field('Fecha del simulacro');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await user.clear(date);
    await user.type(date, localToday(tomorrow));
    await user.click(screen.getByRole('button', { name: 'Registrar simulacro' }));
    expect(await screen.findByText('La fecha del simulacro no puede estar en el futuro.')).toBeVisible();
    expect(screen.queryByText(DRILL_MESSAGES.future)).not.toBeInTheDocument();
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Registrar simulacro' }));
    expect(await screen.findByText('Escriba el día del simulacro.')).toBeVisible();
    expect(screen.queryByText(DRILL_MESSAGES.date)).not.toBeInTheDocument();
    expect(callsTo('POST /api/drills')).toHaveLength(0);
  });

  it('the timer speaks Spanish', async () => {
    const user = userEvent.setup();
    render(<DrillTimer />);
    await user.click(screen.getByRole('button', { name: 'Iniciar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cronómetro iniciado');
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Cronómetro en pausa en (0 segundos|1 segundo)$/);
    await user.click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cronómetro reiniciado a 0 segundos');
    expect(screen.getByRole('timer', { name: 'Tiempo transcurrido' })).toHaveTextContent('0 segundos');
  });
});

describe('/training-protocols in the pseudo-locale', () => {
  useLocale('x-pseudo');

  it('no plain English but the drills’ sources, the family’s names and the dates', async () => {
    await renderPage('[Ŧřȧȧīīƞīīƞɠ Ƥřǿǿŧǿǿƈǿǿŀş]');
    await screen.findByRole('list', { name: /Řḗḗƈǿǿřḓḗḗḓ/ }, slow);
    const data = [
      ...DRILLS.flatMap((d) => [d.title, d.summary, ...d.steps, ...d.sources.map((s) => s.label)]),
      'Olga',
      ...['2026-10-02', '2026-03-01', '2026-11-01'].map(dayShort),
      'Ready.gov',
      // The offline reason is the shared component's (the guides' titles are catalogue text, decision 0346).
      OFFLINE_REASON,
      // The shared list end (components/load-more.tsx) is not this feature's to translate.
      'Showing',
    ].sort((a, b) => b.length - a.length);
    const strip = (text: string) => data.reduce((t, k) => t.replaceAll(k, ''), text);
    const plain: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('style, option')) continue;
      if (/[A-Za-z]{3,}/.test(strip(node.textContent ?? ''))) plain.push(node.textContent!);
    }
    for (const el of document.querySelectorAll('[aria-label], option, optgroup')) {
      const text = el.getAttribute('aria-label') ?? el.getAttribute('label') ?? el.textContent ?? '';
      if (/[A-Za-z]{3,}/.test(strip(text))) plain.push(`${el.tagName}: ${text}`);
    }
    expect(plain).toEqual([]);
  });
});
