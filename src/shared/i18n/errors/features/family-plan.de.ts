/** The messages of the family plan (src/shared/family-plan) in German (decision 0353). */
import type { Catalogue } from '../../catalogue';
import type { familyPlanEn } from './family-plan.en';

export default {} satisfies Catalogue<typeof familyPlanEn>;
