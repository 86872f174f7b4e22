/** The messages of readiness (src/shared/readiness) in Spanish (decision 0353). */
import type { Catalogue } from '../../catalogue';
import type { readinessEn } from './readiness.en';

export default {} satisfies Catalogue<typeof readinessEn>;
