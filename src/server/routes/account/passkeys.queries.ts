import { and, desc, eq } from 'drizzle-orm';
import type { Passkey } from '@shared/account/passkeys';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import type { Tx } from '../../services/jobs/jobs';

const columns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

type Row = { id: string; name: string | null; createdAt: Date | null; lastUsedAt: Date | null };

/** A passkey as the profile shows it; one added without a name (not through our route) is "Passkey". */
export const passkeyDto = (row: Row): Passkey => ({
  id: row.id,
  name: row.name?.trim() || 'Passkey',
  createdAt: (row.createdAt ?? new Date(0)).toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .select(columns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return rows.map(passkeyDto);
}

/** Rename by id AND owner in one statement: another user's id finds nothing. */
export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<Passkey | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(columns);
  return row ? passkeyDto(row) : null;
}

export async function deletePasskey(tx: Tx, userId: string, id: string): Promise<{ name: string | null } | null> {
  const [row] = await tx
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return row ?? null;
}

/** Whose passkey the browser answered with (its credential id), to limit and log by account. */
export async function passkeyOwner(db: Db, credentialId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: passkeys.userId })
    .from(passkeys)
    .where(eq(passkeys.credentialID, credentialId))
    .limit(1);
  return row?.userId ?? null;
}
