/**
 * The barcode routes (src/shared/barcodes/schemas.ts is the contract): a scan counts a unit or
 * answers what a product database says about a new code; a code kept on a supply or removed.
 */
import type { ScanResponse } from '@shared/barcodes/schemas';
import type { Resource } from '@shared/resources/schemas';
import { apiFetch, readJson } from '@web/lib/api';

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** POST /api/resources/scan; `scanKey` is made once per scan, so a retry is counted once. */
export const scanBarcode = async (code: string, scanKey: string) =>
  readJson<ScanResponse>(await apiFetch('/api/resources/scan', json({ code, scanKey })));

/** POST /api/resources/{id}/barcodes: the supply as saved, with the code. */
export const addBarcode = async (id: string, code: string) =>
  readJson<{ resource: Resource }>(await apiFetch(`/api/resources/${encodeURIComponent(id)}/barcodes`, json({ code })));

/** DELETE /api/resources/{id}/barcodes/{code}. */
export const removeBarcode = async (id: string, code: string) =>
  readJson<{ resource: Resource } | undefined>(
    await apiFetch(`/api/resources/${encodeURIComponent(id)}/barcodes/${encodeURIComponent(code)}`, {
      method: 'DELETE',
    }),
  );
