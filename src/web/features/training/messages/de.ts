/**
 * Die Übungen auf Deutsch: formell („Sie“), mit den Begriffen des BBK (Notfall, Notfallplan,
 * Haushalt, Treffpunkt). Namen, Zusammenfassungen und Schritte der Übungen stehen in
 * ../drills/de.ts; die Quellen bleiben die englischen.
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import { DRILLS_DE } from '../drills/de';
import type { en } from './en';

export default {
  'page.back': 'Zurück zur Übersicht',
  'page.eyebrow': 'Üben',
  'page.title': 'Übungen',
  'page.lead': (p) =>
    `Üben Sie Ihre Pläne mit allen im Haushalt: Wählen Sie eine Übung, arbeiten Sie die Checkliste mit der Stoppuhr ab und tragen Sie sie dann ein. Üben Sie mindestens alle ${p.months} Monate, also zweimal im Jahr (Ready.gov).`,
  'page.lastPractised': (p) => `Zuletzt geübt am ${p.day}.`,
  'page.noDrillYet': 'Noch keine Übung eingetragen.',
  'page.familyPlan': 'Familienplan',
  'page.readGuide': (p) => `Zum Ratgeber: ${p.title}`,
  'picker.label': 'Übung',
  'picker.hint': 'Eine Übung für jede Art von Notfall in Ihren Plänen.',
  'picker.forPlans': 'Für Ihre Pläne',
  'picker.others': 'Weitere Übungen',
  'picker.option': (p) => `${p.event}: ${p.title}`,
  'event.earthquake': 'Erdbeben',
  'event.hurricane': 'Hurrikan',
  'event.blackout': 'Stromausfall',
  'event.wildfire': 'Waldbrand',
  'event.pandemic': 'Pandemie',
  'event.civil_unrest': 'Unruhen',
  'event.winter_storm': 'Wintersturm',
  'event.flood': 'Hochwasser',
  'event.tornado': 'Tornado',
  'event.chemical_nuclear': 'Chemie- oder Atomunfall',
  'event.wilderness_lost': 'In der Natur verirrt',
  'event.vehicle_breakdown': 'Autopanne',
  'drill.title': (p) => DRILLS_DE[p.type].title,
  'drill.summary': (p) => DRILLS_DE[p.type].summary,
  'drill.step': (p) => DRILLS_DE[p.type].steps[p.index]!,
  drillName: (p) => `Übung „${p.event}“`,
  legacyPractice: 'Übung aus dem Familienplan',
  error: 'Fehler',
  newTab: '(öffnet in einem neuen Tab)',

  'checklist.title': 'Checkliste',
  'checklist.status': 'Die Haken gelten nur für diesen Durchgang',
  'checklist.steps': (p) => `Schritte: ${p.title}`,
  'checklist.step': (p) => `Schritt ${p.n}: `,
  'checklist.done': (p) => `${p.done} von ${p.total} erledigt`,
  'checklist.basedOn': 'Grundlage:',

  'timer.title': 'Stoppuhr',
  'timer.running': 'Läuft',
  'timer.stopped': 'Angehalten',
  'timer.elapsed': 'Vergangene Zeit',
  'timer.start': 'Starten',
  'timer.resume': 'Fortsetzen',
  'timer.pause': 'Anhalten',
  'timer.reset': 'Zurücksetzen',
  'timer.started': 'Stoppuhr gestartet',
  'timer.paused': (p) => `Stoppuhr angehalten bei ${p.time}`,
  'timer.resetDone': 'Stoppuhr auf 0 Sekunden zurückgesetzt',
  'timer.spoken': (p, f) => {
    const said = [
      p.h > 0 ? f.plural(p.h, { one: '# Stunde', other: '# Stunden' }) : '',
      p.m > 0 ? f.plural(p.m, { one: '# Minute', other: '# Minuten' }) : '',
      p.s > 0 ? f.plural(p.s, { one: '# Sekunde', other: '# Sekunden' }) : '',
    ].filter(Boolean);
    return said.length ? said.join(' ') : '0 Sekunden';
  },

  'record.title': 'Übung eintragen',
  'record.intro': (p) =>
    `Haben Sie die Übung „${p.event}“ gemacht? Tragen Sie den Tag ein: Der Familienplan zeigt die letzte Übung als zuletzt geübt.`,
  'record.date': 'Datum der Übung',
  'record.dateHint': 'Heute, wenn Sie nicht an einem anderen Tag geübt haben; nicht in der Zukunft.',
  'record.recording': 'Wird eingetragen …',
  'record.recorded': (p) => `${p.name} für den ${p.day} eingetragen`,
  'record.failed': 'Die Übung wurde nicht eingetragen. Bitte versuchen Sie es erneut.',

  'history.title': 'Eingetragene Übungen',
  'history.total': (p) => `${p.count} eingetragen`,
  'history.loadFailed': 'Die Übungen konnten nicht geladen werden',
  'history.loading': 'Die Übungen werden geladen',
  'history.empty': 'Noch keine Übungen eingetragen.',
  'history.entry': (p) => `${p.name}, ${p.day}`,
  'history.recordedBy': (p) => `Eingetragen von ${p.who} am ${p.day}`,
  'history.formerMember': 'einem früheren Mitglied',
  'history.delete': (p) => `${p.name} vom ${p.day} löschen`,
  'history.deleted': (p) => `${p.name} vom ${p.day} gelöscht`,
  'history.deleteFailed': 'Die Übung wurde nicht gelöscht. Bitte versuchen Sie es erneut.',
  'history.noun': 'Übungen',
  'confirm.title': 'Diese Übung löschen?',
  'confirm.description': (p) =>
    `${p.name} vom ${p.day}. Als zuletzt geübt zeigt der Familienplan dann die letzte verbliebene Übung.`,
  'confirm.delete': 'Übung löschen',
} satisfies Catalogue<typeof en>;
