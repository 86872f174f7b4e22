/** EAN-13, EAN-8, UPC-A/E and Code 128 (issue 42), as the Barcode Detection API names them. */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128'] as const;
