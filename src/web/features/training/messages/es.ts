/**
 * Los simulacros en español neutro de EE. UU., de "usted", con los términos de Listo.gov (plan de
 * emergencia, kit de emergencia, punto de encuentro). El nombre, el resumen y los pasos de
 * cada simulacro están en ../drills/es.ts; las fuentes siguen en inglés.
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import { DRILLS_ES } from '../drills/es';
import type { en } from './en';

export default {
  'page.back': 'Volver al panel',
  'page.eyebrow': 'Simulacros',
  'page.title': 'Simulacros',
  'page.lead': (p) =>
    `Practique sus planes con todos en casa: elija un simulacro, siga su lista contra el reloj y luego regístrelo. Practique al menos cada ${p.months} meses, dos veces al año (Ready.gov).`,
  'page.lastPractised': (p) => `Última práctica: ${p.day}.`,
  'page.noDrillYet': 'Todavía no hay ningún simulacro registrado.',
  'page.familyPlan': 'Plan familiar',
  'page.readGuide': (p) => `Lea la guía: ${p.title}`,
  'picker.label': 'Simulacro',
  'picker.hint': 'Un simulacro para cada tipo de emergencia de sus planes.',
  'picker.forPlans': 'Para sus planes',
  'picker.others': 'Otros simulacros',
  'picker.option': (p) => `${p.event}: ${p.title}`,
  'event.earthquake': 'Terremoto',
  'event.hurricane': 'Huracán',
  'event.blackout': 'Apagón',
  'event.wildfire': 'Incendio forestal',
  'event.pandemic': 'Pandemia',
  'event.civil_unrest': 'Disturbios civiles',
  'event.winter_storm': 'Tormenta invernal',
  'event.flood': 'Inundación',
  'event.tornado': 'Tornado',
  'event.chemical_nuclear': 'Emergencia química o nuclear',
  'event.wilderness_lost': 'Perdido en la naturaleza',
  'event.vehicle_breakdown': 'Avería del vehículo',
  'drill.title': (p) => DRILLS_ES[p.type].title,
  'drill.summary': (p) => DRILLS_ES[p.type].summary,
  'drill.step': (p) => DRILLS_ES[p.type].steps[p.index]!,
  drillName: (p) => `Simulacro de ${p.event.toLowerCase()}`,
  legacyPractice: 'Práctica del plan familiar',
  error: 'Error',
  newTab: '(se abre en una pestaña nueva)',

  'checklist.title': 'Lista de pasos',
  'checklist.status': 'Las marcas son solo para esta práctica',
  'checklist.steps': (p) => `Pasos: ${p.title}`,
  'checklist.step': (p) => `Paso ${p.n}: `,
  'checklist.done': (p) => `${p.done} de ${p.total} hechos`,
  'checklist.basedOn': 'Basado en:',

  'timer.title': 'Cronómetro',
  'timer.running': 'En marcha',
  'timer.stopped': 'Detenido',
  'timer.elapsed': 'Tiempo transcurrido',
  'timer.start': 'Iniciar',
  'timer.resume': 'Continuar',
  'timer.pause': 'Pausar',
  'timer.reset': 'Reiniciar',
  'timer.started': 'Cronómetro iniciado',
  'timer.paused': (p) => `Cronómetro en pausa en ${p.time}`,
  'timer.resetDone': 'Cronómetro reiniciado a 0 segundos',
  'timer.spoken': (p, f) => {
    const said = [
      p.h > 0 ? f.plural(p.h, { one: '# hora', other: '# horas' }) : '',
      p.m > 0 ? f.plural(p.m, { one: '# minuto', other: '# minutos' }) : '',
      p.s > 0 ? f.plural(p.s, { one: '# segundo', other: '# segundos' }) : '',
    ].filter(Boolean);
    return said.length ? said.join(' ') : '0 segundos';
  },

  'record.title': 'Registrar simulacro',
  'record.intro': (p) =>
    `¿Hizo el simulacro de ${p.event.toLowerCase()}? Registre el día: el plan familiar muestra el último simulacro como la última práctica.`,
  'record.date': 'Fecha del simulacro',
  'record.dateHint': 'Hoy, a menos que haya practicado otro día; no en el futuro.',
  'record.recording': 'Registrando...',
  'record.recorded': (p) => `${p.name} registrado para el ${p.day}`,
  'record.failed': 'No se registró el simulacro. Inténtelo de nuevo.',

  'history.title': 'Simulacros registrados',
  'history.total': (p) => `${p.count} registrados`,
  'history.loadFailed': 'No se pudieron cargar los simulacros',
  'history.loading': 'Cargando los simulacros',
  'history.empty': 'Todavía no hay simulacros registrados.',
  'history.entry': (p) => `${p.name}, ${p.day}`,
  'history.recordedBy': (p) => `Registrado por ${p.who} el ${p.day}`,
  'history.formerMember': 'un exmiembro',
  'history.delete': (p) => `Eliminar ${p.name} del ${p.day}`,
  'history.deleted': (p) => `${p.name} del ${p.day} eliminado`,
  'history.deleteFailed': 'No se eliminó el simulacro. Inténtelo de nuevo.',
  'history.noun': 'simulacros',
  'confirm.title': '¿Eliminar este simulacro?',
  'confirm.description': (p) =>
    `${p.name} del ${p.day}. La última práctica del plan familiar pasa a ser el simulacro más reciente que quede.`,
  'confirm.delete': 'Eliminar simulacro',
} satisfies Catalogue<typeof en>;
