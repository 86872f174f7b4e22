/** The messages of kits (src/shared/kits) in Spanish (decision 0353). */
import type { Catalogue } from '../../catalogue';
import type { kitsEn } from './kits.en';

export default {} satisfies Catalogue<typeof kitsEn>;
