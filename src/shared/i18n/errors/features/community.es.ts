/** The messages of the community pages (src/shared/community) in Spanish (decisions 0353, 0361). */
import { PLAN_SEARCH_MAX } from '../../../constants/plans';
import type { Catalogue } from '../../catalogue';
import { formatsFor } from '../../format';
import type { communityEn } from './community.en';

const n = (value: number) => formatsFor('es').number(value, 0);

export default {
  'community.sort': 'Elija "Más recientes" o "Más copiados".',
  'community.eventType': 'Elija uno de los tipos de evento ofrecidos.',
  'community.search': `La búsqueda debe tener como máximo ${n(PLAN_SEARCH_MAX)} caracteres.`,
} satisfies Catalogue<typeof communityEn>;
