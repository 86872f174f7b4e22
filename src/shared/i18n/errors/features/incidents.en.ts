/** The messages of emergency mode (src/shared/incidents) in the catalogue of message codes (decision 0353). */
export const incidentsEn = {};
