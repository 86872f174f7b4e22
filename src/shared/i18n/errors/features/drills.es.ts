/** The messages of drills (src/shared/drills) in Spanish (decision 0353). */
import type { Catalogue } from '../../catalogue';
import type { drillsEn } from './drills.en';

export default {} satisfies Catalogue<typeof drillsEn>;
