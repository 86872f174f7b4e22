/** The messages of emergency mode (src/shared/incidents) in the catalogue of message codes (decisions 0353, 0361). */
import { CHECKIN_MESSAGES, INCIDENT_MESSAGES } from '../../../incidents/limits';

/** INCIDENT_MESSAGES.subject is CHECKIN_MESSAGES.subject (one entry, 'incidents.subject'). */
export const incidentsEn = {
  'incidents.note': CHECKIN_MESSAGES.note,
  'incidents.subjectName': CHECKIN_MESSAGES.subjectName,
  'incidents.subject': CHECKIN_MESSAGES.subject,
  'incidents.latitude': CHECKIN_MESSAGES.latitude,
  'incidents.longitude': CHECKIN_MESSAGES.longitude,
  'incidents.alreadyOpen': INCIDENT_MESSAGES.alreadyOpen,
  'incidents.notOpen': INCIDENT_MESSAGES.notOpen,
  'incidents.editorsOnly': INCIDENT_MESSAGES.editorsOnly,
  'incidents.checkinIdTaken': INCIDENT_MESSAGES.checkinIdTaken,
  'incidents.warningNotFound': INCIDENT_MESSAGES.warningNotFound,
};
