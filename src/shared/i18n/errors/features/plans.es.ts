/** The messages of survival plans (src/shared/plans) in Spanish (decision 0353). */
import type { Catalogue } from '../../catalogue';
import type { plansEn } from './plans.en';

export default {} satisfies Catalogue<typeof plansEn>;
