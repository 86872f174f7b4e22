/**
 * Pushes in the recipient's language (decision 0333): the emergency's, the warnings' (the
 * sender's own info in that language when it wrote one) and the practice reminder's; English
 * stays word for word.
 */
import { describe, expect, it } from 'vitest';
import type { AlertInfo } from '@shared/alerts/schemas';
import { alertPush } from '../../services/alerts/notify';
import { incidentPush, type IncidentEvent } from '../../services/incidents/notify';
import { practicePush } from '../../services/reminders/push-message';

const base = { incidentId: 'i1', householdId: 'h1', eventType: 'flood', actorId: 'u1', publicUrl: 'https://h' };
const names = { actor: 'Ana', subject: 'Leo', eventLabel: '' };
const info = (language: string, event: string, headline: string, areaDesc: string): AlertInfo =>
  ({
    language,
    categories: [],
    event,
    eventCodes: [],
    urgency: 'Immediate',
    severity: 'Severe',
    certainty: 'Observed',
    senderName: 'DWD',
    headline,
    description: null,
    instruction: null,
    web: null,
    effective: null,
    onset: null,
    expires: null,
    areaDesc,
    polygons: [],
    circles: [],
    geocodes: [],
  }) as AlertInfo;
const alert = {
  event: 'Flood',
  headline: 'Flood warning',
  severity: 'Severe',
  urgency: 'Immediate',
  expires: null,
  root_id: 'r1',
  infos: [
    info('en-GB', 'Flood', 'Flood warning for Cologne', 'Cologne'),
    info('de-DE', 'Hochwasser', 'Hochwasserwarnung für Köln', 'Köln'),
  ],
};
const now = new Date('2026-03-01T08:00:00Z');

describe('emergency pushes', () => {
  const started: IncidentEvent = { ...base, kind: 'started', practice: false };
  const help: IncidentEvent = {
    ...base,
    kind: 'help',
    practice: true,
    checkinId: 'c1',
    subjectUserId: 'u2',
    subjectName: null,
    note: 'At school',
  };

  it('speak German', () => {
    expect(incidentPush(started, { ...names, eventLabel: 'Hochwasser' }, 'de')).toMatchObject({
      title: 'Notfall: Hochwasser',
      body: 'Ana hat den Notfallmodus gestartet. Melden Sie sich und öffnen Sie die Notfallansicht.',
    });
    expect(incidentPush(help, names, 'de')).toMatchObject({
      title: 'Übung: Leo braucht Hilfe',
      body: 'Leo braucht Hilfe (gemeldet von Ana). At school',
    });
  });

  it('speak Spanish', () => {
    expect(incidentPush(started, { ...names, eventLabel: 'Inundación' }, 'es')).toMatchObject({
      title: 'Emergencia: Inundación',
    });
    expect(incidentPush(help, names, 'es').title).toBe('Práctica: Leo necesita ayuda');
  });

  it('stay word for word in English', () => {
    expect(incidentPush(started, { ...names, eventLabel: 'Flood' }, 'en')).toMatchObject({
      title: 'Emergency: Flood',
      body: 'Ana started emergency mode. Check in and open the emergency screen.',
    });
    expect(incidentPush({ ...base, kind: 'ended', practice: true, drillNote: null }, names, 'en').title).toBe(
      'Practice: ended',
    );
    expect(incidentPush(help, names, 'en').body).toBe('Leo needs help (sent by Ana). At school');
  });
});

describe('warning pushes', () => {
  it('take the sender’s German info for a German member, in German words', () => {
    const push = alertPush('alert', alert, null, now, 'de');
    expect(push.title).toBe('Warnung: Hochwasserwarnung für Köln');
    expect(push.body).toMatch(/^Köln\./);
    expect(alertPush('all_clear', alert, 'cancel', now, 'de')).toMatchObject({
      title: 'Entwarnung: Hochwasser',
      body: 'Die Warnung für Köln wurde aufgehoben.',
    });
  });

  it('take the English info for a Spanish member when the sender wrote none in Spanish', () => {
    expect(alertPush('update', alert, null, now, 'es').title).toBe('Alerta actualizada: Flood warning for Cologne');
    expect(alertPush('all_clear', alert, 'expired', now, 'es').body).toBe('La alerta para Cologne ya venció.');
  });

  it('stay word for word in English', () => {
    expect(alertPush('alert', alert, null, now, 'en').title).toBe('Warning: Flood warning for Cologne');
    expect(alertPush('all_clear', alert, 'expired', now, 'en').body).toBe('The warning for Cologne has expired.');
  });
});

describe('the practice reminder’s push', () => {
  const email = { to: 'a', subject: 'Holdfast: Zeit, Ihren Notfallplan zu üben', text: '', html: '' };
  it('speaks the member’s language', () => {
    expect(practicePush(email, 'de')).toMatchObject({
      title: 'Zeit, Ihren Notfallplan zu üben',
      body: 'Gehen Sie die Treffpunkte ab, schreiben Sie der Kontaktperson außerhalb des Ortes und tragen Sie dann die Übung ein.',
    });
    expect(practicePush(email, 'en').body).toBe(
      'Walk the meeting places, text the out-of-town contact, then record the drill.',
    );
  });
});
