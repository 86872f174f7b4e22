/** The messages of readiness (src/shared/readiness) in the catalogue of message codes (decision 0353). */
export const readinessEn = {};
