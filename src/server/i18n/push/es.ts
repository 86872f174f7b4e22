/** Las notificaciones en español (decision 0333): de "usted", breves, con los términos de Listo.gov. */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  testTitle: 'Holdfast: notificación de prueba',
  testBody: 'Las notificaciones llegan a este dispositivo.',

  practiceBody:
    'Recorran los puntos de encuentro, envíen un mensaje de texto al contacto fuera de la ciudad y después registre el simulacro.',

  incidentStartedTitle: (p) => (p.practice ? `Práctica: ${p.event}` : `Emergencia: ${p.event}`),
  incidentStartedBody: (p) =>
    `${p.actor} inició ${p.practice ? 'una práctica del modo de emergencia' : 'el modo de emergencia'}. Repórtese y abra la pantalla de emergencia.`,
  incidentEndedTitle: (p) => (p.practice ? 'Terminó la práctica' : 'Terminó el modo de emergencia'),
  incidentEndedBody: (p) => `${p.actor} terminó ${p.practice ? 'la práctica' : 'el modo de emergencia'} (${p.event}).`,
  checkinTitle: (p) => `${p.practice ? 'Práctica: ' : ''}${p.subject} ${p.help ? 'necesita ayuda' : 'está a salvo'}`,
  checkinBody: (p) =>
    `${p.subject} ${p.help ? 'necesita ayuda' : 'está a salvo'}${p.by ? ` (enviado por ${p.by})` : ''}.${p.note ? ` ${p.note}` : ''}`,
  aMember: 'Un miembro',

  alertYourArea: 'su zona',
  alertAllClearTitle: (p) => `Fin del aviso: ${p.event}`,
  alertAllClearBody: (p) => `La alerta para ${p.area} ${p.cancelled ? 'se canceló' : 'ya venció'}.`,
  alertTitle: (p) => `${p.update ? 'Alerta actualizada' : 'Alerta'}: ${p.title}`,
} satisfies Catalogue<typeof en>;
