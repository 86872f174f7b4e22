/**
 * The messages of survival plans (src/shared/plans) in Spanish (decision 0353): the wording the
 * plan wizard's own catalogue had (decision 0341), now the only one (decision 0358).
 */
import {
  PLAN_DESCRIPTION_MAX,
  PLAN_ITEM_CONTENT_MAX,
  PLAN_ITEMS_MAX,
  PLAN_KITS_MAX,
  PLAN_TITLE_MAX,
} from '../../../plans/limits';
import type { Catalogue } from '../../catalogue';
import { formatsFor } from '../../format';
import { TAB_ES } from './list-tab';
import type { plansEn } from './plans.en';

const n = (value: number) => formatsFor('es').number(value, 0);

export default {
  'plans.titleRequired': 'El plan necesita un título.',
  'plans.titleMax': `El título debe tener como máximo ${n(PLAN_TITLE_MAX)} caracteres.`,
  'plans.descriptionMax': `La descripción debe tener como máximo ${n(PLAN_DESCRIPTION_MAX)} caracteres.`,
  'plans.eventType': 'Elija un tipo de emergencia.',
  'plans.itemKind': 'Elija paso, nota o recurso.',
  'plans.itemMax': `Cada paso o nota debe tener como máximo ${n(PLAN_ITEM_CONTENT_MAX)} caracteres.`,
  'plans.itemsMax': `Un plan tiene como máximo ${n(PLAN_ITEMS_MAX)} pasos y notas.`,
  'plans.kitsMax': `Un plan vincula como máximo ${n(PLAN_KITS_MAX)} kits.`,
  'plans.kitUnavailable': 'Este kit no está disponible.',
  'plans.kitTwice': 'El mismo kit está vinculado dos veces.',
  'plans.tab': TAB_ES,
} satisfies Catalogue<typeof plansEn>;
