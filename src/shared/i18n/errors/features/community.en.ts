/** The messages of the community pages (src/shared/community) in the catalogue of message codes (decision 0353). */
export const communityEn = {};
