import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_CERTAINTIES, ALERT_SEVERITIES, ALERT_URGENCIES, type HouseholdAlert } from '@shared/alerts/schemas';
import { unwrapWarningText } from '@shared/alerts/text';
import { PLAN_EVENT_TYPE_VALUES } from '@shared/constants/plans';
import { pseudoCatalogue } from '@shared/i18n/pseudo';
import { OFFLINE_REASON } from '@web/components/online-only';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { makeAlert } from '@web/test/alert-fixtures';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderAt } from '@web/test/render';
import { Component as AlertsPage } from './alerts-page';
import { messages } from './messages';
import { en } from './messages/en';

/** /alerts in German, Spanish and the pseudo-locale (issue 43, decision 0339); English is alerts-page.test.tsx's. */
const slow = { timeout: 15_000 };
const member = (role: 'owner' | 'viewer') => ({ ...signedIn(), household: { id: 'h1', role } });

const tornado = makeAlert({
  id: 'a-tornado',
  event: 'Tornado Warning',
  eventType: 'tornado',
  severity: 'Extreme',
  urgency: 'Immediate',
  certainty: 'Likely',
  headline: 'Tornado Warning until 3:00 PM',
  instruction: 'TAKE COVER NOW!',
  description: 'A confirmed tornado was near Bayou.',
  places: [
    { id: 'p1', name: 'Home' },
    { id: 'p2', name: 'School' },
  ],
});
const ended = makeAlert({
  id: 'a-ended',
  event: 'Flood Watch',
  severity: 'Moderate',
  endedAt: new Date(Date.now() - 3_600_000).toISOString(),
  endedReason: 'cancel',
});

async function renderAlerts(
  role: 'owner' | 'viewer',
  alerts: HouseholdAlert[],
  title: string,
  ready: string,
  places = 2,
) {
  mockApi({
    'GET /api/account/session': { body: member(role) },
    'GET /api/alerts': { body: { alerts } },
    'GET /api/incidents/current': { body: { incident: null } },
    'GET /api/household/places': { body: { places: Array.from({ length: places }, (_, i) => ({ id: `p${i}` })) } },
  });
  const utils = renderAt(<AlertsPage />, { path: '/alerts' });
  await screen.findByRole('heading', { level: 1, name: title }, slow);
  await screen.findByRole('heading', { level: 2, name: ready }, slow);
  return utils;
}

const useLocale = (locale: PageLocale) => {
  beforeEach(async () => {
    setPageLocale(locale);
    await loadAllMessages();
  });
  afterEach(() => setPageLocale('en'));
};

/** No text of the English catalogue that the locale writes differently is on the page. */
function expectNoEnglish(catalogue: Record<string, unknown>) {
  const labels = [...document.querySelectorAll('[aria-label], [title]')].map((el) =>
    ['aria-label', 'title'].map((a) => el.getAttribute(a) ?? '').join(' '),
  );
  const shown = [document.title, document.body.textContent, ...labels].join('\n');
  const english = Object.entries(en).filter(
    ([key, text]) => typeof text === 'string' && text !== catalogue[key] && text.length > 3,
  );
  expect(english.length).toBeGreaterThan(40);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [key, text] of english) {
    // The senders' own words (here "Tornado Warning") are not ours: whole words only.
    const found = new RegExp(`(^|[^\\p{L}])${escape(text as string)}($|[^\\p{L}])`, 'u').test(shown);
    expect({ key, found }).toEqual({ key, found: false });
  }
}

describe('/alerts in German', () => {
  useLocale('de');

  it('reads the warnings in German, the CAP words translated and the sender’s words as sent', async () => {
    const { user } = await renderAlerts('owner', [tornado, ended], 'Amtliche Warnungen', 'Aktuell (1)');
    expect(document.title).toMatch(/^Amtliche Warnungen/);
    expect(screen.getByRole('heading', { level: 2, name: 'Aktuell (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Kürzlich beendet (1)' })).toBeVisible();
    const card = screen.getByRole('article', { name: 'Tornado Warning' });
    expect(card).toHaveTextContent('Von NWS Jacksonville FL');
    expect(within(card).getByText('Schweregrad: Extrem')).toBeVisible();
    expect(within(card).getByText('Dringlichkeit: Sofort')).toBeVisible();
    expect(within(card).getByText('Gewissheit: Wahrscheinlich')).toBeVisible();
    expect(card).toHaveTextContent('FürHome, School');
    expect(card).toHaveTextContent('GebietBaker, FL; Union, FL');
    expect(within(card).getByRole('heading', { name: 'Was Sie tun sollten' })).toBeVisible();
    expect(card).toHaveTextContent('TAKE COVER NOW!');
    expect(within(card).getByRole('link', { name: /Die amtliche Seite/ })).toHaveTextContent(
      '(öffnet in einem neuen Tab)',
    );
    const flood = screen.getByRole('article', { name: 'Flood Watch' });
    expect(flood).toHaveTextContent(/Beendet\d{2}:\d{2} \(Aufgehoben\)|Beendet.+, \d{2}:\d{2} \(Aufgehoben\)/);
    expect(within(flood).getByText('Schweregrad: Mittel')).toBeVisible();
    expectNoEnglish((await import('./messages/de')).default);

    await user.click(within(card).getByRole('button', { name: 'Notfallmodus dafür starten' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Notfallmodus starten: Tornado?' });
    expect(dialog).toHaveTextContent('Alle Mitglieder Ihres Haushalts werden sofort benachrichtigt.');
    expect(within(dialog).getByRole('button', { name: 'Notfall auslösen' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt nicht' }));
  });
});

describe('/alerts in Spanish', () => {
  useLocale('es');

  it('says in Spanish that there is nothing yet, and where to add the places', async () => {
    await renderAlerts('viewer', [], 'Avisos oficiales', 'No hay avisos oficiales en este momento', 0);
    expect(screen.getByRole('heading', { level: 2, name: 'No hay avisos oficiales en este momento' })).toBeVisible();
    const link = screen.getByRole('link', { name: 'Hogar' });
    expect(link).toHaveAttribute('href', '/household');
    expect(link.parentElement).toHaveTextContent(
      'Los avisos se muestran para los lugares que vigila su hogar: casa, trabajo, escuela, los abuelos. Todavía no hay ninguno: agréguelos en la página Hogar.',
    );
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
  });

  it('a viewer reads a warning in Spanish, without the button to start emergency mode', async () => {
    await renderAlerts('viewer', [tornado], 'Avisos oficiales', 'Vigentes (1)');
    const card = screen.getByRole('article', { name: 'Tornado Warning' });
    expect(within(card).getByText('Gravedad: Extrema')).toBeVisible();
    expect(within(card).getByText('Urgencia: Inmediata')).toBeVisible();
    expect(within(card).getByText('Certeza: Probable')).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Qué hacer' })).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expectNoEnglish((await import('./messages/es')).default);
  });
});

describe('/alerts in the pseudo-locale', () => {
  useLocale('x-pseudo');

  it('every text of the page comes from its catalogue: no plain English left but the senders’ words', async () => {
    const ps = pseudoCatalogue(en);
    await renderAlerts('owner', [tornado, ended], ps['page.title'], ps['list.recent']({ count: 1 }));
    expect(screen.getByRole('article', { name: tornado.event })).toBeVisible();
    const data = [tornado, ended].flatMap((a) => [
      a.event,
      a.headline ?? '',
      a.instruction ?? '',
      a.description ?? '',
      a.areaDesc ?? '',
      a.senderName ?? '',
      ...a.places.map((p) => p.name),
    ]);
    data.push(OFFLINE_REASON);
    // Longest first (the headline holds the event's name), and as the card shows them (lines unwrapped).
    const known = [...data, ...data.map(unwrapWarningText)].filter(Boolean).sort((a, b) => b.length - a.length);
    const strip = (text: string) => known.reduce((t, k) => t.replaceAll(k, ''), text);
    const plain: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (/[A-Za-z]{3,}/.test(strip(node.textContent ?? ''))) plain.push(node.textContent!);
    }
    for (const el of document.querySelectorAll('[aria-label]')) {
      if (/[A-Za-z]{3,}/.test(strip(el.getAttribute('aria-label')!)))
        plain.push(`aria-label: ${el.getAttribute('aria-label')}`);
    }
    expect(plain).toEqual([]);
  });
});

describe('the alerts catalogue', () => {
  it('has a word for every CAP value and every event type, English as the senders send it', () => {
    const { t } = messages;
    for (const v of ALERT_SEVERITIES) expect(t(`severity.${v}`)).toBe(v);
    for (const v of ALERT_URGENCIES) expect(t(`urgency.${v}`)).toBe(v);
    for (const v of ALERT_CERTAINTIES) expect(t(`certainty.${v}`)).toBe(v);
    for (const type of PLAN_EVENT_TYPE_VALUES) expect(t(`event.${type}`)).not.toBe('');
  });
});
