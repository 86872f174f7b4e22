/**
 * Las guías en español neutro de EE. UU., de "usted", con los términos de Listo.gov (kit de
 * emergencia, plan de emergencia, suministros). El tono militar del inglés sigue la versión
 * sencilla. El contenido de las guías sigue en inglés por ahora (decisión 0343).
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'hub.back': 'Volver al panel',
  'hub.eyebrow': 'Guías prácticas',
  'hub.title': 'Centro de información',
  'hub.lead':
    'Consejos verificados para cuando más importa: qué empacar, cómo hacer que el agua sea segura, cómo proteger sus aparatos electrónicos y cómo salir de la ciudad.',
  'hub.database': 'Buscar en todas las guías',
  'hub.eventsTitle': 'Cuando ocurre un desastre',
  'hub.eventsLead':
    'Guías para las emergencias que enfrentan las familias: qué hacer antes, durante y después, con niños y mascotas, según las recomendaciones oficiales.',

  featured: 'Destacada',
  readIntel: 'Leer la guía',
  readIntelFor: (p) => `Leer la guía: ${p.title}`,
  readGuide: 'Leer la guía',
  readGuideFor: (p) => `Leer la guía: ${p.title}`,
  recommendedGear: 'Equipo recomendado',
  viewGear: 'Ver equipo',
  viewGearFor: (p) => `Ver equipo: ${p.name}`,
  'meta.rating': (p) => p.rating.toFixed(1),
  'meta.outOf5': 'de 5',
  'meta.readTime': (p) => `${p.time} de lectura`,
  'meta.views': (p) => `${p.views} vistas`,
  'article.back': 'Volver a las guías',
  'article.gear': 'El equipo más importante',
  'article.assessment': 'En resumen',
  'article.allGear': 'Ver todo el equipo del tema',
  sources: 'Fuentes',
  newTab: '(se abre en una pestaña nueva)',

  'guide.eyebrow': 'Guía para familias',
  'part.before': 'Antes',
  'part.during': 'Durante',
  'part.after': 'Después',
  'part.family': 'Niños y mascotas',
  'part.germany': 'En Alemania (BBK)',
  'guide.practise': 'Practíquelo',
  'guide.practiseText': (p) =>
    `Haga el simulacro de ${p.event.toLowerCase()} con todos en casa, y guarde su plan de emergencia donde toda la familia pueda leerlo.`,
  'guide.drill': (p) => `Simulacro: ${p.event}`,
  'guide.plans': 'Planes de emergencia',
  'guide.sourcesNote': 'Escrito con nuestras propias palabras a partir de estas recomendaciones oficiales:',
  'event.hurricane': 'Huracán',
  'event.flood': 'Inundación',
  'event.wildfire': 'Incendio forestal',
  'event.winter_storm': 'Tormenta invernal',
  'event.blackout': 'Apagón',
  'event.earthquake': 'Terremoto',
  'event.pandemic': 'Pandemia',
  'event.civil_unrest': 'Disturbios civiles',
  'event.tornado': 'Tornado',
  'event.chemical_nuclear': 'Emergencia química o nuclear',
  'event.wilderness_lost': 'Perdido en la naturaleza',
  'event.vehicle_breakdown': 'Avería del vehículo',
  'event.custom': 'Emergencia propia',

  'db.title': 'Todas las guías',
  'db.online': 'En línea',
  'db.search': 'Buscar guías',
  'db.placeholder': 'Título, categoría o tema: water, bleach, Faraday…',
  'db.found': (p) => `${p.found} de ${p.total} guías`,
  'db.none': (p) => `Ninguna guía coincide con “${p.query}”. Pruebe con otra palabra.`,
  'db.list': 'Guías',
  'db.articleMeta': (p) => `${p.category} · ${p.readTime} · ${p.views} vistas`,
  'db.guideMeta': 'Guía para familias · antes, durante, después',
} satisfies Catalogue<typeof en>;
