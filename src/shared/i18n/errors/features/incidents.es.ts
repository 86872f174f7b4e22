/** The messages of emergency mode (src/shared/incidents) in Spanish (decision 0353). */
import type { Catalogue } from '../../catalogue';
import type { incidentsEn } from './incidents.en';

export default {} satisfies Catalogue<typeof incidentsEn>;
