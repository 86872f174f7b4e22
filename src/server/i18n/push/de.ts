/** Die Push-Mitteilungen auf Deutsch (decision 0333): formell, kurz, in den Begriffen des BBK. */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  testTitle: 'Holdfast: Testmitteilung',
  testBody: 'Mitteilungen erreichen dieses Gerät.',

  practiceBody:
    'Gehen Sie die Treffpunkte ab, schreiben Sie der Kontaktperson außerhalb des Ortes und tragen Sie dann die Übung ein.',

  incidentStartedTitle: (p) => (p.practice ? `Übung: ${p.event}` : `Notfall: ${p.event}`),
  incidentStartedBody: (p) =>
    `${p.actor} hat ${p.practice ? 'eine Übung des Notfallmodus' : 'den Notfallmodus'} gestartet. Melden Sie sich und öffnen Sie die Notfallansicht.`,
  incidentEndedTitle: (p) => (p.practice ? 'Übung beendet' : 'Notfallmodus beendet'),
  incidentEndedBody: (p) => `${p.actor} hat ${p.practice ? 'die Übung' : 'den Notfallmodus'} beendet (${p.event}).`,
  checkinTitle: (p) => `${p.practice ? 'Übung: ' : ''}${p.subject} ${p.help ? 'braucht Hilfe' : 'ist in Sicherheit'}`,
  checkinBody: (p) =>
    `${p.subject} ${p.help ? 'braucht Hilfe' : 'ist in Sicherheit'}${p.by ? ` (gemeldet von ${p.by})` : ''}.${p.note ? ` ${p.note}` : ''}`,
  aMember: 'Ein Mitglied',

  alertYourArea: 'Ihr Gebiet',
  alertAllClearTitle: (p) => `Entwarnung: ${p.event}`,
  alertAllClearBody: (p) => `Die Warnung für ${p.area} ${p.cancelled ? 'wurde aufgehoben' : 'ist abgelaufen'}.`,
  alertTitle: (p) => `${p.update ? 'Warnung aktualisiert' : 'Warnung'}: ${p.title}`,
} satisfies Catalogue<typeof en>;
