/**
 * /alerts in English, word for word as before issue 43 (decision 0339). The sender's own words
 * (event, headline, instruction, description, area) are never translated; the CAP words of
 * severity, urgency and certainty are, one key per value. The event types' names come from the
 * shared module (constants/plans.ts).
 */
import { PLAN_EVENT_TYPES, type PlanEventType } from '@shared/constants/plans';
import { incidentTime } from '@web/lib/incidents/incident-text';
import { savedAgo } from '@web/lib/offline/saved-ago';

const event = (type: PlanEventType) => PLAN_EVENT_TYPES.find((t) => t.value === type)!.label;

export const en = {
  // The page
  'page.eyebrow': 'Household',
  'page.title': 'Official warnings',
  'page.lead':
    'Warnings from official senders (weather services, civil protection) for the places your household watches, as they wrote them.',
  'page.back': 'Back to Dashboard',
  'page.saved': (p: { savedAt: number }) =>
    `Saved ${savedAgo(p.savedAt)}: this is what the device had when it was last online.`,
  'page.loadFailed': 'Failed to Load the Official Warnings',
  'page.loading': 'Loading the official warnings',
  /** The link's text in the sentences below (`link` is where it goes). */
  householdLink: 'Household',
  noHousehold: (p: { link: string }) =>
    `Official warnings are shown for a household's watched places. Set up your household on the ${p.link} page.`,
  'empty.title': 'No official warnings right now',
  'empty.noPlaces': (p: { link: string }) =>
    `Warnings are shown for the places your household watches: home, work, school, the grandparents. None is set yet: add them on the ${p.link} page.`,
  'empty.nothing': (p: { link: string }) =>
    `Nothing is in force for your watched places, and nothing ended in the last 7 days. The places are on the ${p.link} page.`,
  noneInForce: 'No warning is in force right now.',
  'list.active': (p: { count: number }) => `Active (${p.count})`,
  'list.recent': (p: { count: number }) => `Recent (${p.count})`,
  emergencyOpenForThis: 'Emergency mode is open for this',
  emergencyOpen: 'Emergency mode is open',

  // A warning
  'card.from': (p: { sender: string }) => `From ${p.sender}`,
  'card.severity': (p: { value: string }) => `Severity: ${p.value}`,
  'card.urgency': (p: { value: string }) => `Urgency: ${p.value}`,
  'card.certainty': (p: { value: string }) => `Certainty: ${p.value}`,
  'card.for': 'For',
  'card.yourPlaces': 'Your watched places',
  'card.sent': 'Sent',
  'card.onset': 'Onset',
  'card.ended': 'Ended',
  'card.expires': 'Expires',
  'card.area': 'Area',
  /** "14:05" today, "Nov 26, 14:05" another day, in the reader's time zone. */
  'card.time': (p: { at: string }) => incidentTime(p.at),
  'card.whatToDo': 'What to do',
  'card.details': 'Details',
  'card.officialPage': 'The official page',
  'card.newTab': '(opens in a new tab)',
  'ended.cancel': 'Cancelled',
  'ended.expired': 'Expired',
  'ended.replaced': 'Replaced by an update',

  // CAP's words (OASIS CAP 1.2), as the senders send them
  'severity.Extreme': 'Extreme',
  'severity.Severe': 'Severe',
  'severity.Moderate': 'Moderate',
  'severity.Minor': 'Minor',
  'severity.Unknown': 'Unknown',
  'urgency.Immediate': 'Immediate',
  'urgency.Expected': 'Expected',
  'urgency.Future': 'Future',
  'urgency.Past': 'Past',
  'urgency.Unknown': 'Unknown',
  'certainty.Observed': 'Observed',
  'certainty.Likely': 'Likely',
  'certainty.Possible': 'Possible',
  'certainty.Unlikely': 'Unlikely',
  'certainty.Unknown': 'Unknown',

  // Start emergency mode for a warning
  'start.button': 'Start emergency mode for this',
  'start.title': (p: { event: string }) => `Start emergency mode: ${p.event}?`,
  'start.text':
    "Every member of your household is told at once. The emergency screen opens with this warning's instructions first.",
  'start.notNow': 'Not now',
  'start.confirm': 'Start emergency',
  'event.earthquake': event('earthquake'),
  'event.hurricane': event('hurricane'),
  'event.blackout': event('blackout'),
  'event.wildfire': event('wildfire'),
  'event.pandemic': event('pandemic'),
  'event.civil_unrest': event('civil_unrest'),
  'event.winter_storm': event('winter_storm'),
  'event.flood': event('flood'),
  'event.tornado': event('tornado'),
  'event.chemical_nuclear': event('chemical_nuclear'),
  'event.wilderness_lost': event('wilderness_lost'),
  'event.vehicle_breakdown': event('vehicle_breakdown'),
  'event.custom': event('custom'),
};
