/** The messages of survival plans (src/shared/plans) in the catalogue of message codes (decision 0353). */
export const plansEn = {};
