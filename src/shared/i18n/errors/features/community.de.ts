/** The messages of the community pages (src/shared/community) in German (decisions 0353, 0361). */
import { PLAN_SEARCH_MAX } from '../../../constants/plans';
import type { Catalogue } from '../../catalogue';
import { formatsFor } from '../../format';
import type { communityEn } from './community.en';

const n = (value: number) => formatsFor('de').number(value, 0);

export default {
  'community.sort': 'Wählen Sie „Neueste“ oder „Am häufigsten übernommen“.',
  'community.eventType': 'Wählen Sie eines der angebotenen Ereignisse.',
  'community.search': `Die Suche darf höchstens ${n(PLAN_SEARCH_MAX)} Zeichen lang sein.`,
} satisfies Catalogue<typeof communityEn>;
