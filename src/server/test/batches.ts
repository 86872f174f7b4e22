import { randomUUID } from 'node:crypto';

/** A new batch for SAVE CHANGES' `batches`: a fresh id, added 2026-11-20 unless told. */
export const newBatch = (
  resourceId: string,
  quantity: number,
  expiresOn: string | null,
  { note = null, addedOn = '2026-11-20' }: { note?: string | null; addedOn?: string } = {},
) => ({ id: randomUUID(), resourceId, quantity, addedOn, expiresOn, note });
