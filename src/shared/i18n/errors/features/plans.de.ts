/**
 * The messages of survival plans (src/shared/plans) in German (decision 0353): the wording the
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
import { TAB_DE } from './list-tab';
import type { plansEn } from './plans.en';

const n = (value: number) => formatsFor('de').number(value, 0);

export default {
  'plans.titleRequired': 'Der Plan braucht einen Titel.',
  'plans.titleMax': `Der Titel darf höchstens ${n(PLAN_TITLE_MAX)} Zeichen lang sein.`,
  'plans.descriptionMax': `Die Beschreibung darf höchstens ${n(PLAN_DESCRIPTION_MAX)} Zeichen lang sein.`,
  'plans.eventType': 'Wählen Sie ein Ereignis.',
  'plans.itemKind': 'Wählen Sie Schritt, Notiz oder Anlaufstelle.',
  'plans.itemMax': `Jeder Eintrag darf höchstens ${n(PLAN_ITEM_CONTENT_MAX)} Zeichen lang sein.`,
  'plans.itemsMax': `Ein Plan hat höchstens ${n(PLAN_ITEMS_MAX)} Schritte und Notizen.`,
  'plans.kitsMax': `Ein Plan verknüpft höchstens ${n(PLAN_KITS_MAX)} Notfallsets.`,
  'plans.kitUnavailable': 'Dieses Notfallset ist nicht verfügbar.',
  'plans.kitTwice': 'Dasselbe Notfallset ist zweimal verknüpft.',
  'plans.tab': TAB_DE,
} satisfies Catalogue<typeof plansEn>;
