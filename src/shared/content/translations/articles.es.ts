/**
 * Las cuatro guías (articles.ts) en español, frase por frase como las inglesas y tipadas por ellas
 * (ArticleTexts: el mismo número de secciones, líneas y nombres de equipo, en el mismo orden).
 * Vocabulario de Listo.gov (la versión en español de Ready.gov: “Arme un kit”, “Haga un plan”,
 * “kit de emergencia”, “suministros”, “refugiarse en el lugar”, “Dé la vuelta, no se ahogue”) y de
 * las páginas en español de la Cruz Roja Americana (“punto de encuentro”, “contacto fuera del
 * área”). Trato de “usted”, sin tono militar. Las cifras son las del inglés (galones, pies y
 * libras, como Listo.gov; números al estilo es-US). Fuentes, ids, valoraciones y enlaces siguen
 * siendo los ingleses.
 */
import type { ArticleSummaryTexts } from '../articles';

/** What the knowledge hub's cards show; each guide's body is ./articles/es/<id>.ts (decision 0357). */
export const ARTICLE_SUMMARIES_ES: ArticleSummaryTexts = {
  1: {
    title: 'Mochila de emergencia para 72 horas: lo esencial',
    category: 'Preparación para emergencias',
    excerpt:
      'Una mochila lista para llevar por persona, preparada para mantenerlo 72 horas en movimiento: agua, alimentos, refugio, primeros auxilios, luz, comunicaciones y documentos. Siempre lista, con una revisión cada 6 meses.',
    gear: [
      'Mochila de 45 L',
      'Filtro de agua portátil y tabletas',
      'Saco de vivac de emergencia y lona',
      'Botiquín de primeros auxilios y trauma',
      'Linterna de cabeza y kit para hacer fuego',
      'Radio meteorológico NOAA de manivela',
    ],
  },
  2: {
    title: 'Sistemas de purificación de agua: comparación',
    category: 'Agua segura',
    excerpt:
      '¿Hervir, usar cloro, filtrar o purificar? Una comparación de lo que cada método elimina, lo que se le escapa y cómo almacenar un suministro seguro de un galón por persona por día.',
    gear: [
      'Purificador por gravedad LifeStraw Family',
      'Filtro de agua personal LifeStraw',
      'Sistema de filtro Sawyer Squeeze',
      'Tabletas purificadoras de dióxido de cloro (paquete de 30)',
      'Recipiente para agua apto para alimentos (7 galones)',
    ],
  },
  3: {
    title: 'Pulso electromagnético (PEM): cómo proteger la electrónica',
    category: 'Seguridad tecnológica',
    excerpt:
      'Pruebas, no alarmismo: lo que un PEM o una tormenta solar fuerte podría hacer de verdad, cómo funcionan los contenedores de Faraday y cómo probar uno, y los pasos económicos que mantienen las comunicaciones y los datos durante un apagón largo.',
    gear: [
      'Juego de bolsas de Faraday (varios tamaños)',
      'Kit de Faraday con bote de acero galvanizado',
      'Cinta conductora de cobre',
      'Radio meteorológico AM/FM/NOAA de manivela de repuesto',
      'Panel solar plegable de 60 W',
    ],
  },
  4: {
    title: 'Supervivencia urbana: rutas para salir de la ciudad',
    category: 'Seguridad en la ciudad',
    excerpt:
      'Los puentes, los túneles y las calles congestionadas convierten una ciudad en un embudo. Planifique una ruta principal y otra alternativa, fije puntos de encuentro, arme un plan de comunicación que funcione cuando las redes fallan y manténgase alerta sin salirse de la ley.',
    gear: [
      'Mapa de carreteras regional impermeable',
      'Brújula de base',
      'Radios bidireccionales FRS (paquete de 4)',
      'Mochila para volver a casa (mochila de día de 24 L)',
      'Alarma de seguridad personal',
    ],
  },
};
