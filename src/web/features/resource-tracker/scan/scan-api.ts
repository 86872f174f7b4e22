/**
 * The barcode routes (src/shared/barcodes/schemas.ts is the contract): a scan counts a unit or
 * answers what a product database says about a new code; a code kept on a supply or removed.
 */
import { client, data } from '@web/lib/api-client';

/** POST /api/resources/scan; `scanKey` is made once per scan, so a retry is counted once. */
export const scanBarcode = (code: string, scanKey: string) =>
  data(client.resources.scan.$post({ json: { code, scanKey } }));

/** POST /api/resources/{id}/barcodes: the supply as saved, with the code. */
export const addBarcode = (id: string, code: string) =>
  data(client.resources[':id'].barcodes.$post({ param: { id }, json: { code } }));

/** DELETE /api/resources/{id}/barcodes/{code}: 204. */
export const removeBarcode = async (id: string, code: string) => {
  await client.resources[':id'].barcodes[':code'].$delete({ param: { id, code } });
};
