/** The messages of the community pages (src/shared/community) in the catalogue of message codes (decisions 0353, 0361). */
import { COMMUNITY_MESSAGES } from '../../../community/messages';

/** COMMUNITY_MESSAGES.category is the kits' 'kits.category' (the same text, one entry). */
export const communityEn = {
  'community.sort': COMMUNITY_MESSAGES.sort,
  'community.eventType': COMMUNITY_MESSAGES.eventType,
  'community.search': COMMUNITY_MESSAGES.search,
};
