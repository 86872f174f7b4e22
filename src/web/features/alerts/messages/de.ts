import type { Catalogue } from '@shared/i18n/catalogue';
import { localTime } from '@web/lib/incidents/local-time';
import type { en } from './en';
import { localAgo } from './time';

/** /alerts auf Deutsch (Entscheidung 0339): „Sie“; die Wörter des CAP wie in den Warnungen von DWD und BBK. */
export default {
  'page.eyebrow': 'Haushalt',
  'page.title': 'Amtliche Warnungen',
  'page.lead':
    'Warnungen amtlicher Stellen (Wetterdienste, Bevölkerungsschutz) für die Orte, die Ihr Haushalt beobachtet, so wie sie sie geschrieben haben.',
  'page.back': 'Zurück zur Übersicht',
  'page.saved': (p, f) =>
    `Gespeichert ${localAgo(p.savedAt, f.tag, 'gerade eben')}: So war der Stand auf dem Gerät, als es zuletzt online war.`,
  'page.loadFailed': 'Die amtlichen Warnungen konnten nicht geladen werden',
  'page.loading': 'Die amtlichen Warnungen werden geladen',
  householdLink: 'Haushalt',
  noHousehold: (p) =>
    `Amtliche Warnungen werden für die beobachteten Orte eines Haushalts angezeigt. Richten Sie Ihren Haushalt auf der Seite ${p.link} ein.`,
  'empty.title': 'Zurzeit keine amtlichen Warnungen',
  'empty.noPlaces': (p) =>
    `Warnungen werden für die Orte angezeigt, die Ihr Haushalt beobachtet: Zuhause, Arbeit, Schule, die Großeltern. Noch ist keiner eingetragen: Fügen Sie sie auf der Seite ${p.link} hinzu.`,
  'empty.nothing': (p) =>
    `Für Ihre beobachteten Orte gilt keine Warnung, und in den letzten 7 Tagen ist keine abgelaufen. Die Orte finden Sie auf der Seite ${p.link}.`,
  noneInForce: 'Zurzeit gilt keine Warnung.',
  'list.active': (p) => `Aktuell (${p.count})`,
  'list.recent': (p) => `Kürzlich beendet (${p.count})`,
  emergencyOpenForThis: 'Der Notfallmodus ist dafür geöffnet',
  emergencyOpen: 'Der Notfallmodus ist geöffnet',

  'card.from': (p) => `Von ${p.sender}`,
  'card.severity': (p) => `Schweregrad: ${p.value}`,
  'card.urgency': (p) => `Dringlichkeit: ${p.value}`,
  'card.certainty': (p) => `Gewissheit: ${p.value}`,
  'card.for': 'Für',
  'card.yourPlaces': 'Ihre beobachteten Orte',
  'card.sent': 'Gesendet',
  'card.onset': 'Beginn',
  'card.ended': 'Beendet',
  'card.expires': 'Gültig bis',
  'card.area': 'Gebiet',
  'card.time': (p, f) => localTime(p.at, f.tag, 'Unbekannt'),
  'card.whatToDo': 'Was Sie tun sollten',
  'card.details': 'Einzelheiten',
  'card.officialPage': 'Die amtliche Seite',
  'card.newTab': '(öffnet in einem neuen Tab)',
  'ended.cancel': 'Aufgehoben',
  'ended.expired': 'Abgelaufen',
  'ended.replaced': 'Durch eine Aktualisierung ersetzt',

  'severity.Extreme': 'Extrem',
  'severity.Severe': 'Schwer',
  'severity.Moderate': 'Mittel',
  'severity.Minor': 'Gering',
  'severity.Unknown': 'Unbekannt',
  'urgency.Immediate': 'Sofort',
  'urgency.Expected': 'Erwartet',
  'urgency.Future': 'Zukünftig',
  'urgency.Past': 'Vergangen',
  'urgency.Unknown': 'Unbekannt',
  'certainty.Observed': 'Beobachtet',
  'certainty.Likely': 'Wahrscheinlich',
  'certainty.Possible': 'Möglich',
  'certainty.Unlikely': 'Unwahrscheinlich',
  'certainty.Unknown': 'Unbekannt',

  'start.button': 'Notfallmodus dafür starten',
  'start.title': (p) => `Notfallmodus starten: ${p.event}?`,
  'start.text':
    'Alle Mitglieder Ihres Haushalts werden sofort benachrichtigt. Der Notfallbildschirm öffnet sich mit den Handlungsempfehlungen dieser Warnung zuerst.',
  'start.notNow': 'Jetzt nicht',
  'start.confirm': 'Notfall auslösen',
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
  'event.custom': 'Sonstiges',
} satisfies Catalogue<typeof en>;
