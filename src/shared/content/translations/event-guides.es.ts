/**
 * Las guías para emergencias en español (decisión 0346): las mismas guías que las inglesas
 * (../event-guides.ts), texto por texto y en el mismo orden, tratando al lector de "usted". Las
 * cifras salen de ../event-guide-figures.ts, primero la estadounidense y al lado la métrica, como lo
 * hace Listo.gov; las fuentes, los slugs y los enlaces son los del módulo inglés.
 *
 * Vocabulario según Listo.gov (la versión en español de Ready.gov): „Haga un plan“, „Arme un kit“
 * (kit de emergencia, suministros, plan de emergencia) y sus páginas de riesgos: Huracanes,
 * Inundaciones, Incendios forestales, Clima invernal, Calor extremo, Apagones, Terremotos
 * („Dé la vuelta, no se ahogue“; „Agáchese, cúbrase y agárrese“); las páginas en español de la Cruz
 * Roja Americana (cruzrojaamericana.org: preparación para emergencias) y los términos del Servicio
 * Meteorológico Nacional (vigilancia y aviso de huracán).
 */
import type { EventGuideSummaryTexts } from './event-guide-texts';
import { EVENT_GUIDE_TITLES_ES as TITLES } from './event-guide-titles';

/** What the knowledge hub's cards show; each guide's body is ./event-guides/es/<slug>.ts (decision 0357). */
export const EVENT_GUIDE_SUMMARIES_ES: EventGuideSummaryTexts = {
  hurricane: {
    title: TITLES.hurricane,
    summary:
      'Conozca su zona de evacuación, prepare la casa y las mochilas de emergencia cuando la tormenta aún está a días de distancia, y decida con tiempo si se va o se queda.',
  },
  flood: {
    title: TITLES.flood,
    summary:
      'Las inundaciones son el desastre más común y pueden llegar en minutos. Vaya a un lugar alto con tiempo, y nunca camine ni maneje por agua en movimiento.',
  },
  wildfire: {
    title: TITLES.wildfire,
    summary:
      'Haga que su casa sea más difícil de quemar, tenga listas las mochilas de emergencia y el auto en temporada de incendios, y váyase temprano: un incendio forestal puede llegar a un vecindario más rápido de lo que usted tarda en empacar.',
  },
  'winter-storm': {
    title: TITLES['winter-storm'],
    summary:
      'Quédese en casa durante la tormenta, caliéntese de forma segura sin monóxido de carbono, y tenga un kit en el auto por si la tormenta lo sorprende en el camino.',
  },
  'extreme-heat': {
    title: TITLES['extreme-heat'],
    summary:
      'El calor mata a más personas en EE. UU. que cualquier otro fenómeno del tiempo. Manténgase fresco, beba agua, pregunte cómo están los demás y nunca deje a un niño ni a una mascota en un auto estacionado.',
  },
  'power-outage': {
    title: TITLES['power-outage'],
    summary:
      'Tenga listas la luz, el agua, la comida y una forma de cargar los teléfonos, mantenga el refrigerador cerrado y nunca use un generador ni una parrilla dentro de la casa.',
  },
  earthquake: {
    title: TITLES.earthquake,
    summary:
      'Asegure la casa antes; agáchese, cúbrase y agárrese durante el temblor; y después revise si hay heridos, fugas de gas y daños, y espere réplicas.',
  },
};
