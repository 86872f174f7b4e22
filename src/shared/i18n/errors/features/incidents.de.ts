/**
 * The messages of emergency mode (src/shared/incidents) in German (decisions 0353, 0361), in the
 * emergency screen's words: Notfall, auslösen, Rückmeldung.
 */
import { INCIDENT_LIMITS } from '../../../incidents/limits';
import type { Catalogue } from '../../catalogue';
import { formatsFor } from '../../format';
import type { incidentsEn } from './incidents.en';

const n = (value: number) => formatsFor('de').number(value, 0);

export default {
  'incidents.note': `Die Notiz darf höchstens ${n(INCIDENT_LIMITS.noteMax)} Zeichen lang sein.`,
  'incidents.subjectName': `Der Name darf höchstens ${n(INCIDENT_LIMITS.subjectNameMax)} Zeichen lang sein.`,
  'incidents.subject': 'Wählen Sie, für wen diese Rückmeldung ist.',
  'incidents.latitude': 'Der Breitengrad liegt zwischen -90 und 90.',
  'incidents.longitude': 'Der Längengrad liegt zwischen -180 und 180.',
  'incidents.alreadyOpen':
    'Für Ihren Haushalt läuft bereits ein Notfall. Beenden Sie ihn, bevor Sie einen neuen auslösen.',
  'incidents.notOpen': 'Dieser Notfall ist beendet.',
  'incidents.editorsOnly': 'Nur Eigentümer und Bearbeiter können den Notfallmodus auslösen oder beenden.',
  'incidents.checkinIdTaken':
    'Diese Kennung einer Rückmeldung ist schon vergeben. Senden Sie die Rückmeldung mit einer neuen Kennung.',
  'incidents.warningNotFound': 'Warnung nicht gefunden',
} satisfies Catalogue<typeof incidentsEn>;
