/** The messages of kits (src/shared/kits) in the catalogue of message codes (decision 0353). */
export const kitsEn = {};
