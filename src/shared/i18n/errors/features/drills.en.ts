/** The messages of drills (src/shared/drills) in the catalogue of message codes (decision 0353). */
export const drillsEn = {};
