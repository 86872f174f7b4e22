/**
 * El equipo en español neutro de EE. UU., de "usted", con los términos de Listo.gov (kit de
 * emergencia, suministros). El tono militar del inglés sigue la versión sencilla. Los textos de los
 * productos y temas están en ../content/messages (decisión 0347).
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'vault.back': 'Volver al panel',
  'vault.eyebrow': 'Catálogo de equipo',
  'vault.title': 'Equipo',
  'vault.lead': 'Equipo probado, por área. Elija una categoría para ver qué tener a mano y por qué.',
  items: (p, f) => f.plural(p.count, { one: '# artículo', other: '# artículos' }),
  'category.back': 'Volver al equipo',
  'category.title': (p) => `Equipo: ${p.name}`,

  'topic.back': 'Volver a las guías',
  'topic.eyebrow': 'El equipo más importante',
  'topic.cta': 'Consiga el equipo que su plan necesita',
  'topic.note':
    'Los precios son precios habituales en tiendas, no cotizaciones. Compre lo que su plan pide y practique con ello.',
  'topic.all': 'Ver todo el equipo',

  'priority.critical': 'Prioridad crítica',
  'priority.high': 'Prioridad alta',
  'priority.medium': 'Prioridad media',
  'priority.low': 'Prioridad baja',
  rating: (p) => p.rating.toFixed(1),
  outOf5: 'de 5',
  reviews: (p, f) => `(${f.plural(p.count, { one: '# reseña', other: '# reseñas' })})`,
  useCase: 'Para qué sirve',
  priceNote: (p) => `Normalmente ${p.price} (los precios pueden variar en Amazon)`,
  buy: 'Comprar',
  buyLabel: (p) => `${p.action}: ${p.name} (abre Amazon en una pestaña nueva)`,
  outOfStock: 'Agotado',
  notify: 'Avisarme cuando esté disponible',
} satisfies Catalogue<typeof en>;
