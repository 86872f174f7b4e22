/**
 * The pushes' texts in English (issue 43, decision 0333): today's texts word for word. A
 * reminder's title is its email's subject (already in the member's language).
 */
export const en = {
  testTitle: 'Holdfast test notification',
  testBody: 'Notifications reach this device.',

  practiceBody: 'Walk the meeting places, text the out-of-town contact, then record the drill.',

  incidentStartedTitle: (p: { practice: boolean; event: string }) =>
    p.practice ? `Practice: ${p.event}` : `Emergency: ${p.event}`,
  incidentStartedBody: (p: { actor: string; practice: boolean }) =>
    `${p.actor} started ${p.practice ? 'a practice of ' : ''}emergency mode. Check in and open the emergency screen.`,
  incidentEndedTitle: (p: { practice: boolean }) => (p.practice ? 'Practice: ended' : 'Emergency mode ended'),
  incidentEndedBody: (p: { actor: string; practice: boolean; event: string }) =>
    `${p.actor} ended ${p.practice ? 'the practice' : 'emergency mode'} (${p.event}).`,
  checkinTitle: (p: { practice: boolean; subject: string; help: boolean }) =>
    `${p.practice ? 'Practice: ' : ''}${p.subject} ${p.help ? 'needs help' : 'is safe'}`,
  checkinBody: (p: { subject: string; help: boolean; by: string | null; note: string | null }) =>
    `${p.subject} ${p.help ? 'needs help' : 'is safe'}${p.by ? ` (sent by ${p.by})` : ''}.${p.note ? ` ${p.note}` : ''}`,
  /** The name of someone the row names no one for. */
  aMember: 'A member',

  alertYourArea: 'your area',
  alertAllClearTitle: (p: { event: string }) => `All clear: ${p.event}`,
  alertAllClearBody: (p: { area: string; cancelled: boolean }) =>
    `The warning for ${p.area} ${p.cancelled ? 'was cancelled' : 'has expired'}.`,
  alertTitle: (p: { update: boolean; title: string }) => `${p.update ? 'Warning updated' : 'Warning'}: ${p.title}`,
};
