import type { PlanEventType } from '@shared/constants/plans';
import type { Catalogue } from '@shared/i18n/catalogue';
import { localTime } from '@web/lib/incidents/local-time';
import type { en, Headline } from './en';
import { localDay } from './local-day';

const limit = (l: 'water' | 'food') => (l === 'water' ? 'el agua' : 'los alimentos');

/** The event types as the emergency screen names them (emergency/messages/es.ts). */
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
/** "Huracán — emergencia desde 14:05, iniciada por Ana", as on the emergency screen. */
const headline = (h: Headline) =>
  `${EVENT_TYPES[h.eventType]} — ${h.practice ? 'simulacro' : 'emergencia'} desde ${localTime(h.startedAt, 'es-US', 'Desconocido')}${h.startedBy ? `, ${h.practice ? 'iniciado' : 'iniciada'} por ${h.startedBy.name}` : ''}`;

export default {
  eyebrow: 'Panel principal',
  welcome: (p) => `Bienvenido, ${p.name}`,
  welcomeBack: (p) => `Bienvenido de nuevo, ${p.name}`,
  lead: 'Cómo está preparado su hogar, de un vistazo.',
  emergencyLink: 'Emergencia: a quién llamar, dónde reunirse, qué hacer',

  emergency: 'Emergencia',
  officialWarnings: 'Alertas oficiales',
  knowledgeHub: 'Guías',
  resourceTracker: 'Suministros',
  readiness: 'Preparación',
  familyPlan: 'Plan de emergencia familiar',
  household: 'Hogar',
  gearVault: 'Equipo',
  trainingProtocols: 'Prácticas',
  survivalPlans: 'Planes de emergencia',
  emergencyKits: 'Kits de emergencia',
  communityOverview: 'Comunidad',
  publicSurvivalPlans: 'Planes públicos',
  sharedEmergencyKits: 'Kits de emergencia compartidos',
  homeBase: 'Página de inicio',

  navigation: 'Navegación',
  profileSettings: 'Configuración del perfil',
  administration: 'Administración',
  signOut: 'Cerrar sesión',

  readinessNoHousehold: 'Describa su hogar para ver cuántos días le durarían el agua y los alimentos.',
  setUpReadiness: 'Configurar la preparación',
  openReadiness: 'Abrir la preparación',
  figure: (p, f) =>
    `${f.plural(p.days, { one: '# día', other: `${f.number(p.days)} días` })}, limitado por ${limit(p.limitedBy)}`,
  goalProgress: (p) => `Progreso hacia la meta de ${p.goalDays} días`,
  goalMetDays: (p) => `Meta cumplida: ${p.goalDays} días cubiertos.`,
  goalShare: (p, f) => `${f.number(p.days)} de ${p.goalDays} días (${p.percent} % de la meta).`,
  goalMet: 'Meta cumplida',
  belowGoal: 'Por debajo de la meta',
  daysCovered: 'Días cubiertos',

  nextStep: 'Siguiente paso',
  nextStepFailed: 'No se pudo determinar su siguiente paso. Inténtelo más tarde.',
  allDone:
    'Todo listo: su hogar está descrito, tiene agua y alimentos almacenados, y tiene un kit, un plan y un plan de emergencia familiar completo. Manténgalos al día.',
  everyStepDone: 'Todos los pasos completos',
  oneAtATime: 'Un paso a la vez',
  stepHousehold:
    'Empiece aquí: diga quién vive con usted, personas y mascotas, para contar cuántos días le durarían sus suministros.',
  stepHouseholdAction: 'Describa su hogar',
  stepStock: (p, f) =>
    `${p.limitedBy === 'water' ? 'Su agua le duraría' : 'Sus alimentos le durarían'} ${f.plural(p.days, { one: '# día', other: `${f.number(p.days)} días` })} de la meta de ${p.goalDays} días.`,
  stepWaterAction: 'Almacene agua',
  stepFoodAction: 'Almacene alimentos',
  stepKit: 'Todavía no tiene un kit de emergencia: prepare una mochila que pueda llevarse al salir.',
  stepKitAction: 'Prepare un kit',
  stepPlan: 'Todavía no tiene un plan de emergencia: escriba qué hacer cuando ocurra.',
  stepPlanAction: 'Escriba un plan',
  stepFamilyPlan: 'Su plan de emergencia familiar no está completo: a quién llamar y dónde reunirse.',
  stepFamilyPlanAction: 'Complete el plan de emergencia familiar',

  operativeProfile: 'Su perfil',
  active: 'Activo',
  name: 'Nombre',
  username: 'Nombre de usuario',
  email: 'Correo electrónico',

  missionStatus: 'Cuenta',
  allClear: 'Todo en orden',
  actionNeeded: 'Acción necesaria',
  deploymentDate: 'Miembro desde',
  joinedOn: (p, f) => localDay(p.at, f),
  confirmed: 'Confirmado',
  pending: 'Sin confirmar',
  securityClearance: 'Acceso',
  levelOne: 'Miembro',

  familyPlanStatus: 'A quién llamar, dónde reunirse',
  checksDone: (p) => `${p.done} de ${p.total} listos`,
  familyPlanFailed: 'No se pudo cargar su plan de emergencia familiar.',
  familyPlanComplete: 'Completo: todos saben a quién llamar y dónde reunirse.',
  familyPlanMissing: 'Lo que falta en el plan de emergencia familiar',
  openFamilyPlan: 'Abrir el plan de emergencia familiar',

  quickActions: 'Accesos rápidos',
  ready: 'Listo',
  communityTitle: 'Resumen de la comunidad',
  live: 'En vivo',
  liveFeed: 'En vivo',
  communityScore:
    'La puntuación de preparación cuenta los miembros, los planes compartidos y los kits compartidos de toda la comunidad. No dice nada de su propio hogar: eso son los días cubiertos en Preparación.',
  myOverview: 'Mi resumen',
  personalReadiness: 'Preparación personal',
  myPlans: 'Mis planes',
  myKits: 'Mis kits',
  personalScore: 'Puntuación personal',
  percent: (p) => `${p.value} %`,
  personalPreparedness: 'Preparación personal',
  personalScoreExplained:
    'La puntuación personal cuenta sus planes y kits: 1 % por cada uno, hasta 100 %. Sus suministros se cuentan en días cubiertos en Preparación.',

  practice: 'SIMULACRO',
  headline: (p) => headline(p.incident),
  imSafe: 'Estoy a salvo',
  openEmergencyScreen: 'Abrir la pantalla de emergencia',
  queuedSafe: 'Estoy a salvo: se enviará cuando vuelva a tener conexión.',
  sentSafe: (p) => `Enviado a las ${p.time}: usted está a salvo.`,
  checkinNotSent: 'No se envió el aviso',
  somethingWrong: 'Algo salió mal. Inténtelo de nuevo.',
} satisfies Catalogue<typeof en>;
