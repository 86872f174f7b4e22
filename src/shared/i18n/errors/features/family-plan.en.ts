/** The messages of the family plan (src/shared/family-plan) in the catalogue of message codes (decision 0353). */
export const familyPlanEn = {};
