import { eventTypeLabel } from '@shared/constants/plans';
import type { IncidentCheckinView, IncidentView } from '@shared/incidents/schemas';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** "14:05" today (24-hour, local time); "Nov 26, 14:05" on another day. */
export function incidentTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Unknown';
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (sameDay(at, now)) return time;
  return `${at.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time}`;
}

/** "Hurricane — emergency since 14:05, started by Ana" ("practice since" for a practice). */
export function incidentHeadline(
  incident: Pick<IncidentView, 'eventType' | 'practice' | 'startedAt' | 'startedBy'>,
  now?: Date,
): string {
  const kind = incident.practice ? 'practice' : 'emergency';
  const by = incident.startedBy ? `, started by ${incident.startedBy.name}` : '';
  return `${eventTypeLabel(incident.eventType)} — ${kind} since ${incidentTime(incident.startedAt, now)}${by}`;
}

/** Whom a check-in is about: the member's name, or the name typed for someone without an account. */
export const checkinSubject = (c: Pick<IncidentCheckinView, 'subject' | 'subjectName'>): string =>
  c.subject?.name ?? c.subjectName ?? 'Someone';

export const STATUS_TEXT = { safe: 'Safe', help: 'Needs help' } as const;

/** A map link to where a check-in was made (shown to the household only). */
export const mapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
