import type { PlanEventType } from '@shared/constants/plans';
import type { Catalogue } from '@shared/i18n/catalogue';
import { localTime } from '@web/lib/incidents/local-time';
import type { en, Headline } from './en';
import { localDay } from './local-day';

const limit = (l: 'water' | 'food') => (l === 'water' ? 'Trinkwasser' : 'Lebensmittel');

/** The event types as the emergency screen names them (emergency/messages/de.ts). */
const EVENT_TYPES: Record<PlanEventType, string> = {
  earthquake: 'Erdbeben',
  hurricane: 'Hurrikan',
  blackout: 'Stromausfall',
  wildfire: 'Waldbrand',
  pandemic: 'Pandemie',
  civil_unrest: 'Unruhen',
  winter_storm: 'Wintersturm',
  flood: 'Hochwasser',
  tornado: 'Tornado',
  chemical_nuclear: 'Chemie- oder Atomunfall',
  wilderness_lost: 'In der Natur verirrt',
  vehicle_breakdown: 'Autopanne',
  custom: 'Sonstiges',
};
/** "Hurrikan – Notfall seit 14:05, ausgelöst von Ana", as on the emergency screen. */
const headline = (h: Headline) =>
  `${EVENT_TYPES[h.eventType]} – ${h.practice ? 'Übung' : 'Notfall'} seit ${localTime(h.startedAt, 'de-DE', 'Unbekannt')}${h.startedBy ? `, ausgelöst von ${h.startedBy.name}` : ''}`;

export default {
  eyebrow: 'Übersicht',
  welcome: (p) => `Willkommen, ${p.name}`,
  welcomeBack: (p) => `Willkommen zurück, ${p.name}`,
  lead: 'So steht es um Ihre Vorsorge, auf einen Blick.',
  emergencyLink: 'Notfall: wen anrufen, wo treffen, was tun',

  emergency: 'Notfall',
  officialWarnings: 'Amtliche Warnungen',
  knowledgeHub: 'Ratgeber',
  resourceTracker: 'Vorräte',
  readiness: 'Vorsorgestand',
  familyPlan: 'Familien-Notfallplan',
  household: 'Haushalt',
  gearVault: 'Ausrüstung',
  trainingProtocols: 'Übungen',
  survivalPlans: 'Vorsorgepläne',
  emergencyKits: 'Notgepäck',
  communityOverview: 'Gemeinschaft',
  publicSurvivalPlans: 'Öffentliche Vorsorgepläne',
  sharedEmergencyKits: 'Geteiltes Notgepäck',
  homeBase: 'Startseite',

  navigation: 'Navigation',
  profileSettings: 'Profileinstellungen',
  administration: 'Verwaltung',
  signOut: 'Abmelden',

  readinessNoHousehold:
    'Beschreiben Sie Ihren Haushalt, um zu sehen, wie viele Tage Ihr Trinkwasser und Ihre Lebensmittel reichen.',
  setUpReadiness: 'Vorsorgestand einrichten',
  openReadiness: 'Vorsorgestand öffnen',
  figure: (p, f) =>
    `${f.plural(p.days, { one: '# Tag', other: `${f.number(p.days)} Tage` })} — begrenzt durch ${limit(p.limitedBy)}`,
  goalProgress: (p) => `Fortschritt zum Ziel von ${p.goalDays} Tagen`,
  goalMetDays: (p) => `Ziel erreicht: ${p.goalDays} Tage abgedeckt.`,
  goalShare: (p, f) => `${f.number(p.days)} von ${p.goalDays} Tagen (${p.percent} % des Ziels).`,
  goalMet: 'Ziel erreicht',
  belowGoal: 'Unter dem Ziel',
  daysCovered: 'Abgedeckte Tage',

  nextStep: 'Nächster Schritt',
  nextStepFailed: 'Ihr nächster Schritt konnte nicht ermittelt werden. Versuchen Sie es später erneut.',
  allDone:
    'Alles erledigt: Ihr Haushalt ist beschrieben, Trinkwasser und Lebensmittel sind bevorratet, und Sie haben Notgepäck, einen Plan und einen vollständigen Familien-Notfallplan. Halten Sie alles aktuell.',
  everyStepDone: 'Alle Schritte erledigt',
  oneAtATime: 'Schritt für Schritt',
  stepHousehold:
    'Beginnen Sie hier: Wer lebt bei Ihnen, Menschen und Haustiere? Dann lässt sich zählen, wie viele Tage Ihre Vorräte reichen.',
  stepHouseholdAction: 'Haushalt beschreiben',
  stepStock: (p, f) =>
    `Ihr${p.limitedBy === 'water' ? ' Trinkwasser' : 'e Lebensmittel'} ${p.limitedBy === 'water' ? 'würde' : 'würden'} ${f.plural(p.days, { one: '# Tag', other: `${f.number(p.days)} Tage` })} von ${p.goalDays} Tagen reichen.`,
  stepWaterAction: 'Trinkwasser bevorraten',
  stepFoodAction: 'Lebensmittel bevorraten',
  stepKit: 'Sie haben noch kein Notgepäck: Packen Sie eine Tasche, die Sie im Notfall greifen können.',
  stepKitAction: 'Notgepäck packen',
  stepPlan: 'Sie haben noch keinen Vorsorgeplan: Schreiben Sie auf, was im Notfall zu tun ist.',
  stepPlanAction: 'Plan schreiben',
  stepFamilyPlan: 'Ihr Familien-Notfallplan ist noch nicht vollständig: wen anrufen und wo treffen.',
  stepFamilyPlanAction: 'Familien-Notfallplan ausfüllen',

  operativeProfile: 'Ihr Profil',
  active: 'Aktiv',
  name: 'Name',
  username: 'Benutzername',
  email: 'E-Mail',

  missionStatus: 'Konto',
  allClear: 'Alles in Ordnung',
  actionNeeded: 'Handlung nötig',
  deploymentDate: 'Mitglied seit',
  joinedOn: (p, f) => localDay(p.at, f),
  confirmed: 'Bestätigt',
  pending: 'Noch nicht bestätigt',
  securityClearance: 'Zugang',
  levelOne: 'Mitglied',

  familyPlanStatus: 'Wen anrufen, wo treffen',
  checksDone: (p) => `${p.done} von ${p.total} erledigt`,
  familyPlanFailed: 'Ihr Familien-Notfallplan konnte nicht geladen werden.',
  familyPlanComplete: 'Vollständig: Alle wissen, wen sie anrufen und wo sie sich treffen.',
  familyPlanMissing: 'Was im Familien-Notfallplan fehlt',
  openFamilyPlan: 'Familien-Notfallplan öffnen',

  quickActions: 'Schnellzugriff',
  ready: 'Bereit',
  communityTitle: 'Gemeinschaft im Überblick',
  live: 'Live',
  liveFeed: 'Live',
  communityScore:
    'Der Vorsorgewert zählt die Mitglieder, geteilten Pläne und geteiltes Notgepäck der ganzen Gemeinschaft. Über Ihren eigenen Haushalt sagt er nichts: Das sind die abgedeckten Tage unter Vorsorgestand.',
  myOverview: 'Meine Übersicht',
  personalReadiness: 'Persönliche Vorsorge',
  myPlans: 'Meine Pläne',
  myKits: 'Mein Notgepäck',
  personalScore: 'Persönlicher Wert',
  percent: (p) => `${p.value} %`,
  personalPreparedness: 'Persönliche Vorsorge',
  personalScoreExplained:
    'Der persönliche Wert zählt Ihre Pläne und Ihr Notgepäck: 1 % für jedes, bis zu 100 %. Ihre Vorräte zählen als abgedeckte Tage unter Vorsorgestand.',

  practice: 'ÜBUNG',
  headline: (p) => headline(p.incident),
  imSafe: 'Ich bin in Sicherheit',
  openEmergencyScreen: 'Notfallseite öffnen',
  queuedSafe: 'Ich bin in Sicherheit: Wird gesendet, sobald Sie wieder online sind.',
  sentSafe: (p) => `Gesendet um ${p.time}: Sie sind in Sicherheit.`,
  checkinNotSent: 'Meldung nicht gesendet',
  somethingWrong: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
} satisfies Catalogue<typeof en>;
