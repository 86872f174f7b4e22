/**
 * The messages of emergency mode (src/shared/incidents) in Spanish (decisions 0353, 0361), in the
 * emergency screen's words: emergencia, iniciar, reporte.
 */
import { INCIDENT_LIMITS } from '../../../incidents/limits';
import type { Catalogue } from '../../catalogue';
import { formatsFor } from '../../format';
import type { incidentsEn } from './incidents.en';

const n = (value: number) => formatsFor('es').number(value, 0);

export default {
  'incidents.note': `La nota debe tener como máximo ${n(INCIDENT_LIMITS.noteMax)} caracteres.`,
  'incidents.subjectName': `El nombre debe tener como máximo ${n(INCIDENT_LIMITS.subjectNameMax)} caracteres.`,
  'incidents.subject': 'Elija para quién es este reporte.',
  'incidents.latitude': 'La latitud es un número entre -90 y 90.',
  'incidents.longitude': 'La longitud es un número entre -180 y 180.',
  'incidents.alreadyOpen': 'Ya hay una emergencia abierta para su hogar. Termínela antes de iniciar otra.',
  'incidents.notOpen': 'Esta emergencia ya terminó.',
  'incidents.editorsOnly': 'Solo los propietarios y editores pueden iniciar o terminar el modo de emergencia.',
  'incidents.checkinIdTaken':
    'Este identificador de reporte ya está en uso. Envíe el reporte con un identificador nuevo.',
  'incidents.warningNotFound': 'No se encontró el aviso',
} satisfies Catalogue<typeof incidentsEn>;
