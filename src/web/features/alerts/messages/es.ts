import type { Catalogue } from '@shared/i18n/catalogue';
import { localTime } from '@web/lib/incidents/local-time';
import type { en } from './en';
import { localAgo } from './time';

/** /alerts en español (decisión 0339): "usted"; las palabras de CAP como en los avisos oficiales. */
export default {
  'page.eyebrow': 'Hogar',
  'page.title': 'Avisos oficiales',
  'page.lead':
    'Avisos de fuentes oficiales (servicios meteorológicos, protección civil) para los lugares que vigila su hogar, tal como los escribieron.',
  'page.back': 'Volver al panel',
  'page.saved': (p, f) =>
    `Guardado ${localAgo(p.savedAt, f.tag, 'hace un momento')}: es lo que tenía el dispositivo la última vez que estuvo en línea.`,
  'page.loadFailed': 'No se pudieron cargar los avisos oficiales',
  'page.loading': 'Cargando los avisos oficiales',
  householdLink: 'Hogar',
  noHousehold: (p) =>
    `Los avisos oficiales se muestran para los lugares vigilados de un hogar. Configure su hogar en la página ${p.link}.`,
  'empty.title': 'No hay avisos oficiales en este momento',
  'empty.noPlaces': (p) =>
    `Los avisos se muestran para los lugares que vigila su hogar: casa, trabajo, escuela, los abuelos. Todavía no hay ninguno: agréguelos en la página ${p.link}.`,
  'empty.nothing': (p) =>
    `No hay nada vigente para sus lugares vigilados, y nada terminó en los últimos 7 días. Los lugares están en la página ${p.link}.`,
  noneInForce: 'Ningún aviso está vigente en este momento.',
  'list.active': (p) => `Vigentes (${p.count})`,
  'list.recent': (p) => `Recientes (${p.count})`,
  emergencyOpenForThis: 'El modo de emergencia está abierto para esto',
  emergencyOpen: 'El modo de emergencia está abierto',

  'card.from': (p) => `De ${p.sender}`,
  'card.severity': (p) => `Gravedad: ${p.value}`,
  'card.urgency': (p) => `Urgencia: ${p.value}`,
  'card.certainty': (p) => `Certeza: ${p.value}`,
  'card.for': 'Para',
  'card.yourPlaces': 'Sus lugares vigilados',
  'card.sent': 'Enviado',
  'card.onset': 'Inicio',
  'card.ended': 'Terminó',
  'card.expires': 'Vence',
  'card.area': 'Zona',
  'card.time': (p, f) => localTime(p.at, f.tag, 'Desconocido'),
  'card.whatToDo': 'Qué hacer',
  'card.details': 'Detalles',
  'card.officialPage': 'La página oficial',
  'card.newTab': '(se abre en una pestaña nueva)',
  'ended.cancel': 'Cancelado',
  'ended.expired': 'Vencido',
  'ended.replaced': 'Reemplazado por una actualización',

  'severity.Extreme': 'Extrema',
  'severity.Severe': 'Grave',
  'severity.Moderate': 'Moderada',
  'severity.Minor': 'Menor',
  'severity.Unknown': 'Desconocida',
  'urgency.Immediate': 'Inmediata',
  'urgency.Expected': 'Esperada',
  'urgency.Future': 'Futura',
  'urgency.Past': 'Pasada',
  'urgency.Unknown': 'Desconocida',
  'certainty.Observed': 'Observada',
  'certainty.Likely': 'Probable',
  'certainty.Possible': 'Posible',
  'certainty.Unlikely': 'Improbable',
  'certainty.Unknown': 'Desconocida',

  'start.button': 'Iniciar el modo de emergencia para esto',
  'start.title': (p) => `¿Iniciar el modo de emergencia: ${p.event}?`,
  'start.text':
    'Se avisa de inmediato a todos los miembros de su hogar. La pantalla de emergencia se abre primero con las instrucciones de este aviso.',
  'start.notNow': 'Ahora no',
  'start.confirm': 'Iniciar emergencia',
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
  'event.custom': 'Otro',
} satisfies Catalogue<typeof en>;
