/** The messages of the community pages (src/shared/community) in Spanish (decision 0353). */
import type { Catalogue } from '../../catalogue';
import type { communityEn } from './community.en';

export default {} satisfies Catalogue<typeof communityEn>;
