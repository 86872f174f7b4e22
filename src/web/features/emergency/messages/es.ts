/**
 * The emergency screen in Spanish (issue 43, decision 0338): neutral US Spanish with "usted", as
 * Listo.gov writes (plan de emergencia, kit de emergencia, punto de encuentro, suministros). The
 * official steps are the Listo.gov-worded module (@shared/emergency/official-steps/es), loaded in
 * this chunk, so they are cached with the page.
 */
import type { PlanEventType } from '@shared/constants/plans';
import { ES_STEP_TEXTS } from '@shared/emergency/official-steps/es';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { Formats } from '@shared/i18n/format';
import { localTime } from '@web/lib/incidents/local-time';
import type { en, Headline } from './en';

const EVENT_TYPES: Record<PlanEventType, string> = {
  earthquake: 'Terremoto',
  hurricane: 'Huracán',
  blackout: 'Apagón',
  wildfire: 'Incendio forestal',
  pandemic: 'Pandemia',
  civil_unrest: 'Disturbios civiles',
  winter_storm: 'Tormenta invernal',
  flood: 'Inundación',
  tornado: 'Tornado',
  chemical_nuclear: 'Emergencia química o nuclear',
  wilderness_lost: 'Perdido en la naturaleza',
  vehicle_breakdown: 'Avería del vehículo',
  custom: 'Otro',
};
const RESOURCE = { water: 'el agua', food: 'la comida' } as const;
const STATUS = { safe: 'A salvo', help: 'Necesita ayuda' } as const;

const time = (iso: string) => localTime(iso, 'es-US', 'Desconocido');
/** "12.5 días", "1 día". */
const days = (n: number, f: Formats) => `${f.number(n, 1)} ${f.plural(n, { one: 'día', other: 'días' })}`;
const headline = (h: Headline) =>
  `${EVENT_TYPES[h.eventType]} — ${h.practice ? 'simulacro' : 'emergencia'} desde ${time(h.startedAt)}${h.startedBy ? `, ${h.practice ? 'iniciado' : 'iniciada'} por ${h.startedBy.name}` : ''}`;

export default {
  title: 'Emergencia',
  loadFailed: 'No se pudo cargar la pantalla de emergencia',
  loading: 'Cargando la pantalla de emergencia…',
  back: 'Volver al panel',

  eventType: (p) => EVENT_TYPES[p.type],
  time: (p) => time(p.iso),
  callNamed: (p) => `Llamar a ${p.label}: ${p.number}`,
  readGuide: (p) => `Lea la guía: ${p.title}`,
  somethingWrong: 'Algo salió mal. Inténtelo de nuevo.',

  call: 'Llamar',
  callNumber: (p) => `Llamar al ${p.number}`,
  outOfTownContact: ', contacto fuera de la ciudad',
  callContact: (p) => `Llamar al ${p.phone} (${p.name})`,
  textOk: 'Enviar “Estamos bien”',
  textOkTo: (p) => `Enviar “Estamos bien” a ${p.name}`,
  weAreOkSms:
    'Estamos bien. Este es nuestro aviso de emergencia desde Holdfast. Por favor, responda cuando reciba este mensaje.',
  otherPhone: (p) => `${p.name}, otro teléfono`,
  ourHousehold: 'Nuestro hogar',
  importantNumbers: 'Números importantes',
  noPhones: 'Todavía no hay números de teléfono guardados.',
  addPhones: 'Agréguelos al plan familiar',

  meet: 'Punto de encuentro',
  meetingPlace: (p) =>
    ({
      indoor: 'Dentro de la casa',
      neighbourhood: 'En el vecindario',
      outsideNeighbourhood: 'Fuera del vecindario',
      outOfTown: 'Fuera de la ciudad',
    })[p.key],
  openInMaps: (p) => `${p.address} (abrir en una app de mapas)`,
  onOpenStreetMap: (p) => `${p.address} en OpenStreetMap`,
  noPlaces: 'Todavía no hay puntos de encuentro guardados.',
  choosePlaces: 'Elíjalos en el plan familiar',

  whatIsHappening: '¿Qué está pasando?',
  notChosen: 'Sin elegir',

  doNow: 'Qué hacer ahora',
  chooseFirst: 'Elija arriba qué está pasando para ver qué hacer ahora.',
  source: 'Fuente:',
  noSteps: 'Este plan no tiene pasos.',
  stepsOf: (p) => `Pasos de ${p.title}`,
  noPlanYet: (p) =>
    `Todavía no tenemos un plan para “${EVENT_TYPES[p.type]}”. Pasos recomendados por fuentes oficiales:`,
  recommendedFor: (p) => `Pasos recomendados: ${EVENT_TYPES[p.type]}`,
  officialStep: (p) => ES_STEP_TEXTS[p.type][p.index]!,
  saveAsOurPlan: 'Guardar como nuestro plan',
  ourPlanTitle: (p) => `Nuestro plan: ${EVENT_TYPES[p.type]}`,
  saveFailed: (p) => `No se pudo guardar el plan: ${p.message}`,

  grab: 'Llevar',
  noKits: 'Todavía no hay kits de emergencia.',
  buildOne: 'Arme uno',
  kitsOfPlan: 'Los kits que nombra nuestro plan:',
  ourKits: 'Nuestros kits:',
  grabbed: (p) => `(${p.grabbed} de ${p.total} listos)`,
  grabFrom: (p) => `Llevar de ${p.kit}`,

  holdOut: 'Cuánto aguantamos',
  figure: (p, f) => `${days(p.days, f)} — limitado por ${p.limitedBy === 'water' ? 'el agua' : 'la comida'}`,
  runsOut: (p, f) =>
    `Lo primero en acabarse: ${RESOURCE[p.first]}, en ${days(p.firstDays, f)}; después ${RESOURCE[p.then]}, en ${days(p.thenDays, f)}.`,
  forPeople: (p, f) =>
    `Para ${f.number(p.people)} ${f.plural(p.people, { one: 'persona', other: 'personas' })}; nuestra meta es ${days(p.goalDays, f)}.`,
  nextDrop: (p, f) => `A partir del ${f.day(p.on)}, los suministros que vencen nos dejan ${days(p.days, f)}.`,
  holdOutUnknown: 'Todavía no se sabe cuánto duran nuestra agua y nuestra comida.',
  setUpReadiness: 'Configure el hogar en la página de Preparación',

  people: 'Personas',
  nobodyNamed: 'Todavía no hay nadie anotado.',
  addHousehold: 'Agregue a su hogar al plan familiar',
  bloodType: 'Tipo de sangre',
  allergies: 'Alergias',
  medicines: 'Medicamentos',
  conditions: 'Afecciones',
  noMedicalNotes: 'No hay notas médicas guardadas.',
  petKind: (p) => ({ dog: 'perro', cat: 'gato', other: 'mascota' })[p.kind],
  vet: 'Veterinario',
  microchip: 'Microchip',
  noVet: 'No hay veterinario ni microchip guardados.',

  warningFrom: (p) => `Aviso oficial de ${p.sender}`,
  warningEnded: (p) => `Este aviso terminó (${p.time}).`,
  warningUntil: (p) => `Hasta ${p.time}.`,
  whatToDo: 'Qué hacer',
  noInstructions: 'El aviso no da instrucciones: siga su plan más abajo.',
  moreFromWarning: 'Más sobre el aviso',
  allWarnings: 'Todos los avisos oficiales',

  emergencyMode: 'Modo de emergencia',
  loadingIncident: 'Cargando la emergencia del hogar…',
  incidentFailed: 'No se pudo cargar la emergencia del hogar. Revise su conexión.',
  event: 'Evento',
  startsIt: (p) => `${EVENT_TYPES[p.type]}: al iniciarla, se avisa de inmediato a todos los miembros de su hogar.`,
  chooseThenStart: 'Elija qué está pasando y luego iníciela para su hogar: se avisa de inmediato a todos los miembros.',
  startEmergency: 'Iniciar emergencia',
  startPractice: 'Iniciar simulacro',
  noneOpen: 'No hay ninguna emergencia abierta. Un propietario o editor de su hogar la inicia aquí.',
  lastIncident: (p) =>
    `${p.practice ? 'Último simulacro' : 'Última emergencia'}: ${EVENT_TYPES[p.type]}, terminó ${p.time}.`,
  practiceBadge: 'Simulacro',
  headline: (p) => headline(p.incident),
  practiceNote: 'Esto es un simulacro: nadie está en peligro. Al terminar, queda registrado como simulacro.',
  endPractice: 'Terminar simulacro',
  endEmergency: 'Terminar emergencia',
  endPracticeQuestion: '¿Terminar el simulacro para todos?',
  endEmergencyQuestion: '¿Terminar la emergencia para todos?',
  endPracticeDetail: 'Queda registrado como simulacro, con quién se reportó y cuánto tardó. Ya no se podrá reportar.',
  endEmergencyDetail: 'Ya no se podrá reportar. El hogar conserva su historial.',
  keepPractising: 'Seguir practicando',
  keepOpen: 'Dejarla abierta',
  notEnded: 'La emergencia no se terminó',
  locationNotRemoved: 'La ubicación no se quitó',
  tickNotSaved: 'La marca no se guardó',

  checkIn: 'Reportarse',
  needsHelp: 'Necesitan ayuda',
  checkedIn: 'Reportados',
  nobodySafeYet: 'Nadie se ha reportado a salvo todavía.',
  notHeardFrom: 'Sin noticias',
  everyoneHeard: 'Todos en el hogar se han reportado.',
  status: (p) => STATUS[p.status],
  someone: 'Alguien',
  atTime: (p) => `a las ${p.time}`,
  checkedInBy: (p) => `Reportado por ${p.name}`,
  whereWas: (p) =>
    `Dónde estaba ${p.subject}${p.accuracyM !== null ? ` (con un margen de ${Math.round(p.accuracyM)} m)` : ''}`,
  announce: (p) => `${p.subject}: ${STATUS[p.status]}, ${p.time}${p.note ? `, ${p.note}` : ''}.`,
  nameMissing: 'Escriba el nombre de la persona por quien se reporta.',
  checkinQueued: (p) =>
    `${p.help ? 'Pedido de ayuda' : 'Reporte'} de ${p.label ?? 'usted'}: en espera — se enviará cuando vuelva a estar en línea.`,
  checkinSent: (p) =>
    `Enviado a las ${p.time}: ${p.label === null ? 'usted está' : `${p.label} está`} ${p.help ? 'en necesidad de ayuda' : 'a salvo'}.`,
  notSent: 'El reporte no se envió',
  noGeolocation: 'Este navegador no puede saber dónde está usted.',
  locating: 'Buscando dónde está…',
  locationShared: 'Su ubicación solo la ve su hogar.',
  locationGoesWith: 'Su ubicación va con su reporte, solo para su hogar.',
  locationBlocked: 'La ubicación está bloqueada para Holdfast en este navegador. Repórtese sin ella.',
  locationNotFound: 'No se pudo encontrar su ubicación. Repórtese sin ella.',
  locationRemoved: 'Se quitó su ubicación.',
  offline: 'No tiene conexión. El reporte se guarda en este dispositivo y se envía cuando vuelva a estar en línea.',
  whoFor: '¿Para quién es este reporte?',
  me: (p) => `Yo (${p.name ?? 'yo'})`,
  someoneElse: 'Otra persona (escriba su nombre)',
  them: 'esa persona',
  theirName: 'Su nombre',
  note: 'Nota (opcional)',
  notePlaceholder: 'En el gimnasio de la escuela, Leo está conmigo',
  imSafe: 'Estoy a salvo',
  needHelp: 'Necesito ayuda',
  shareLocation: 'Compartir mi ubicación',
  removeLocation: 'Quitar mi ubicación',
  waitingToSend: 'En espera de envío',
  queuedSubject: (p) => p.label ?? 'Usted',
  queued: 'En espera — se enviará cuando vuelva a estar en línea',
} satisfies Catalogue<typeof en>;
