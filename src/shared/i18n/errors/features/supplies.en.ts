/** The messages of supplies, barcodes and the supplies import (src/shared/resources, src/shared/barcodes, src/server/routes/resources) in the catalogue of message codes (decision 0353). */
export const suppliesEn = {};
