/**
 * The emergency screen in German (issue 43, decision 0338): formal "Sie", the BBK's terms (Notfall,
 * Notruf, Notgepäck, Trinkwasser, Treffpunkt, Haushalt, Warnung). The official steps are the BBK-worded
 * module (@shared/emergency/official-steps/de), loaded in this chunk, so they are cached with the page.
 */
import type { PlanEventType } from '@shared/constants/plans';
import { DE_STEP_TEXTS } from '@shared/emergency/official-steps/de';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { Formats } from '@shared/i18n/format';
import { localTime } from '@web/lib/incidents/local-time';
import type { en, Headline } from './en';

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
const RESOURCE = { water: 'das Trinkwasser', food: 'die Lebensmittel' } as const;
const LIMITED_BY = { water: 'Trinkwasser', food: 'Lebensmittel' } as const;
const STATUS = { safe: 'In Sicherheit', help: 'Braucht Hilfe' } as const;

const time = (iso: string) => localTime(iso, 'de-DE', 'Unbekannt');
/** "12,5 Tage", "1 Tag". */
const days = (n: number, f: Formats) => `${f.number(n, 1)} ${f.plural(n, { one: 'Tag', other: 'Tage' })}`;
/** After "nach": "nach 12,5 Tagen", "nach 1 Tag". */
const afterDays = (n: number, f: Formats) => `${f.number(n, 1)} ${f.plural(n, { one: 'Tag', other: 'Tagen' })}`;
const headline = (h: Headline) =>
  `${EVENT_TYPES[h.eventType]} – ${h.practice ? 'Übung' : 'Notfall'} seit ${time(h.startedAt)}${h.startedBy ? `, ausgelöst von ${h.startedBy.name}` : ''}`;

export default {
  title: 'Notfall',
  loadFailed: 'Der Notfall-Bildschirm konnte nicht geladen werden',
  loading: 'Der Notfall-Bildschirm wird geladen …',
  back: 'Zurück zur Übersicht',

  eventType: (p) => EVENT_TYPES[p.type],
  time: (p) => time(p.iso),
  callNamed: (p) => `${p.label} anrufen: ${p.number}`,
  readGuide: (p) => `Zum Ratgeber: ${p.title}`,
  somethingWrong: 'Etwas ist schiefgegangen. Bitte versuchen Sie es noch einmal.',

  call: 'Anrufen',
  callNumber: (p) => `${p.number} anrufen`,
  outOfTownContact: ', Kontaktperson außerhalb des Ortes',
  callContact: (p) => `${p.phone} anrufen (${p.name})`,
  textOk: '„Uns geht es gut“ senden',
  textOkTo: (p) => `„Uns geht es gut“ an ${p.name} senden`,
  weAreOkSms: 'Uns geht es gut. Das ist unsere Notfall-Meldung aus Holdfast. Bitte antworte kurz, wenn du das liest.',
  otherPhone: (p) => `${p.name}, weiteres Telefon`,
  ourHousehold: 'Unser Haushalt',
  importantNumbers: 'Wichtige Nummern',
  noPhones: 'Noch keine Telefonnummern gespeichert.',
  addPhones: 'Im Familienplan eintragen',

  meet: 'Treffpunkte',
  meetingPlace: (p) =>
    ({
      indoor: 'Im Haus',
      neighbourhood: 'In der Nachbarschaft',
      outsideNeighbourhood: 'Außerhalb der Nachbarschaft',
      outOfTown: 'Außerhalb des Ortes',
    })[p.key],
  openInMaps: (p) => `${p.address} (in einer Karten-App öffnen)`,
  onOpenStreetMap: (p) => `${p.address} auf OpenStreetMap`,
  noPlaces: 'Noch keine Treffpunkte gespeichert.',
  choosePlaces: 'Im Familienplan festlegen',

  whatIsHappening: 'Was passiert gerade?',
  notChosen: 'Nicht gewählt',

  doNow: 'Jetzt tun',
  chooseFirst: 'Wählen Sie oben, was passiert, dann sehen Sie, was jetzt zu tun ist.',
  source: 'Quelle:',
  noSteps: 'Dieser Plan hat keine Schritte.',
  stepsOf: (p) => `Schritte: ${p.title}`,
  noPlanYet: (p) =>
    `Wir haben noch keinen Plan für „${EVENT_TYPES[p.type]}“. Empfohlene Schritte aus offiziellen Ratgebern:`,
  recommendedFor: (p) => `Empfohlene Schritte: ${EVENT_TYPES[p.type]}`,
  officialStep: (p) => DE_STEP_TEXTS[p.type][p.index]!,
  saveAsOurPlan: 'Als unseren Plan speichern',
  ourPlanTitle: (p) => `Unser Plan: ${EVENT_TYPES[p.type]}`,
  saveFailed: (p) => `Der Plan konnte nicht gespeichert werden: ${p.message}`,

  grab: 'Mitnehmen',
  noKits: 'Noch kein Notgepäck.',
  buildOne: 'Jetzt zusammenstellen',
  kitsOfPlan: 'Das Notgepäck aus unserem Plan:',
  ourKits: 'Unser Notgepäck:',
  grabbed: (p) => `(${p.grabbed} von ${p.total} eingepackt)`,
  grabFrom: (p) => `Mitnehmen aus: ${p.kit}`,

  holdOut: 'Durchhalten',
  figure: (p, f) => `${days(p.days, f)} – begrenzt durch ${LIMITED_BY[p.limitedBy]}`,
  runsOut: (p, f) =>
    `Zuerst geht ${RESOURCE[p.first]} aus, nach ${afterDays(p.firstDays, f)}, dann ${RESOURCE[p.then]} nach ${afterDays(p.thenDays, f)}.`,
  forPeople: (p, f) =>
    `Für ${f.number(p.people)} ${f.plural(p.people, { one: 'Person', other: 'Personen' })}; unser Ziel sind ${days(p.goalDays, f)}.`,
  nextDrop: (p, f) => `Ab ${f.day(p.on)} bleiben wegen ablaufender Vorräte ${days(p.days, f)}.`,
  holdOutUnknown: 'Wie lange unser Trinkwasser und unsere Lebensmittel reichen, ist noch nicht bekannt.',
  setUpReadiness: 'Den Haushalt auf der Seite „Vorsorge“ einrichten',

  people: 'Personen',
  nobodyNamed: 'Noch niemand eingetragen.',
  addHousehold: 'Tragen Sie Ihren Haushalt in den Familienplan ein',
  bloodType: 'Blutgruppe',
  allergies: 'Allergien',
  medicines: 'Medikamente',
  conditions: 'Erkrankungen',
  noMedicalNotes: 'Keine medizinischen Angaben gespeichert.',
  petKind: (p) => ({ dog: 'Hund', cat: 'Katze', other: 'Haustier' })[p.kind],
  vet: 'Tierarztpraxis',
  microchip: 'Mikrochip',
  noVet: 'Keine Tierarztpraxis und kein Mikrochip gespeichert.',

  warningFrom: (p) => `Amtliche Warnung von ${p.sender}`,
  warningEnded: (p) => `Diese Warnung ist aufgehoben (${p.time}).`,
  warningUntil: (p) => `Bis ${p.time}.`,
  whatToDo: 'Was Sie tun sollten',
  noInstructions: 'Die Warnung enthält keine Handlungsempfehlungen: Folgen Sie Ihrem Plan unten.',
  moreFromWarning: 'Mehr aus der Warnung',
  allWarnings: 'Alle amtlichen Warnungen',

  emergencyMode: 'Notfallmodus',
  loadingIncident: 'Der Notfall des Haushalts wird geladen …',
  incidentFailed: 'Der Notfall des Haushalts konnte nicht geladen werden. Prüfen Sie Ihre Verbindung.',
  event: 'Ereignis',
  startsIt: (p) => `${EVENT_TYPES[p.type]}: Wenn Sie ihn auslösen, erfahren es alle in Ihrem Haushalt sofort.`,
  chooseThenStart:
    'Wählen Sie, was passiert, und lösen Sie dann den Notfall für Ihren Haushalt aus: Alle erfahren es sofort.',
  startEmergency: 'Notfall auslösen',
  startPractice: 'Übung starten',
  noneOpen: 'Es läuft kein Notfall. Eigentümer und Bearbeiter Ihres Haushalts lösen ihn hier aus.',
  lastIncident: (p) => `${p.practice ? 'Letzte Übung' : 'Letzter Notfall'}: ${EVENT_TYPES[p.type]}, beendet ${p.time}.`,
  practiceBadge: 'Übung',
  headline: (p) => headline(p.incident),
  practiceNote: 'Das ist eine Übung: Niemand ist in Gefahr. Sie wird am Ende als Übung gespeichert.',
  endPractice: 'Übung beenden',
  endEmergency: 'Notfall beenden',
  endPracticeQuestion: 'Die Übung für alle beenden?',
  endEmergencyQuestion: 'Den Notfall für alle beenden?',
  endPracticeDetail:
    'Sie wird als Übung gespeichert, mit allen Rückmeldungen und ihrer Dauer. Rückmeldungen sind dann nicht mehr möglich.',
  endEmergencyDetail: 'Rückmeldungen sind dann nicht mehr möglich. Der Verlauf bleibt im Haushalt gespeichert.',
  keepPractising: 'Weiter üben',
  keepOpen: 'Offen lassen',
  notEnded: 'Notfall nicht beendet',
  locationNotRemoved: 'Standort nicht entfernt',
  tickNotSaved: 'Haken nicht gespeichert',

  checkIn: 'Rückmeldung',
  needsHelp: 'Brauchen Hilfe',
  checkedIn: 'Zurückgemeldet',
  nobodySafeYet: 'Noch niemand hat sich in Sicherheit gemeldet.',
  notHeardFrom: 'Noch keine Rückmeldung',
  everyoneHeard: 'Alle im Haushalt haben sich gemeldet.',
  status: (p) => STATUS[p.status],
  someone: 'Jemand',
  atTime: (p) => `um ${p.time}`,
  checkedInBy: (p) => `Gemeldet von ${p.name}`,
  whereWas: (p) => `Wo ${p.subject} war${p.accuracyM !== null ? ` (auf ${Math.round(p.accuracyM)} m genau)` : ''}`,
  announce: (p) => `${p.subject}: ${STATUS[p.status]}, ${p.time}${p.note ? `, ${p.note}` : ''}.`,
  nameMissing: 'Geben Sie den Namen der Person ein, für die Sie sich melden.',
  checkinQueued: (p) =>
    `${p.help ? 'Hilferuf' : 'Rückmeldung'} für ${p.label ?? 'Sie'}: Wartet – wird gesendet, sobald Sie wieder online sind.`,
  checkinSent: (p) =>
    `Gesendet um ${p.time}: ${p.label === null ? 'Sie sind' : `${p.label} ist`} ${p.help ? 'in Not und braucht Hilfe' : 'in Sicherheit'}.`,
  notSent: 'Rückmeldung nicht gesendet',
  noGeolocation: 'Dieser Browser kann Ihren Standort nicht bestimmen.',
  locating: 'Ihr Standort wird bestimmt …',
  locationShared: 'Ihr Standort ist nur für Ihren Haushalt sichtbar.',
  locationGoesWith: 'Ihr Standort wird mit Ihrer Rückmeldung gesendet, nur an Ihren Haushalt.',
  locationBlocked: 'Der Standort ist für Holdfast in diesem Browser gesperrt. Melden Sie sich ohne ihn.',
  locationNotFound: 'Ihr Standort konnte nicht bestimmt werden. Melden Sie sich ohne ihn.',
  locationRemoved: 'Ihr Standort wurde entfernt.',
  offline:
    'Sie sind offline. Eine Rückmeldung bleibt auf diesem Gerät und wird gesendet, sobald Sie wieder online sind.',
  whoFor: 'Für wen ist diese Rückmeldung?',
  me: (p) => `Ich (${p.name ?? 'ich'})`,
  someoneElse: 'Jemand anderes (Namen eingeben)',
  them: 'die Person',
  theirName: 'Name',
  note: 'Notiz (optional)',
  notePlaceholder: 'In der Schulturnhalle, Leo ist bei mir',
  imSafe: 'Ich bin in Sicherheit',
  needHelp: 'Ich brauche Hilfe',
  shareLocation: 'Meinen Standort teilen',
  removeLocation: 'Meinen Standort entfernen',
  waitingToSend: 'Wartet auf das Senden',
  queuedSubject: (p) => p.label ?? 'Sie',
  queued: 'Wartet – wird gesendet, sobald Sie wieder online sind',
} satisfies Catalogue<typeof en>;
