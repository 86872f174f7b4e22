/** The messages of supplies, barcodes and the supplies import (src/shared/resources, src/shared/barcodes, src/server/routes/resources) in Spanish (decision 0353). */
import type { Catalogue } from '../../catalogue';
import type { suppliesEn } from './supplies.en';

export default {} satisfies Catalogue<typeof suppliesEn>;
