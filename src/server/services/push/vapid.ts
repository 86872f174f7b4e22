/**
 * The VAPID key pair push services know this server by (RFC 8292), and its subject (decision
 * 272). VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise a pair generated on first use and
 * kept in `instance_secrets` like the auth secret (decision 266), so every instance on the
 * database signs with the same pair and a browser's subscription stays valid across restarts.
 * Instances that start together race on the row's primary key: each inserts its candidate with
 * ON CONFLICT DO NOTHING and then uses whichever row won.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { instanceSecrets } from '../../db/schema';
import type { Env } from '../../platform/env';

/** The generated pair's row in `instance_secrets` (JSON: publicKey, privateKey). */
export const VAPID_SECRET_NAME = 'vapid';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The address in MAIL_FROM ("Holdfast <no-reply@example.org>" or a bare address). */
function mailAddress(mailFrom: string): string {
  return (/<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/**
 * Who push services may contact about this server's pushes: VAPID_SUBJECT, else PUBLIC_URL when it
 * is https (Apple refuses other URLs), else mailto: the address mail comes from.
 */
export function vapidSubject(env: Pick<Env, 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'MAIL_FROM'>): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.PUBLIC_URL.startsWith('https:')) return env.PUBLIC_URL;
  return `mailto:${mailAddress(env.MAIL_FROM)}`;
}

function parseStored(value: string): { publicKey: string; privateKey: string } {
  const parsed = JSON.parse(value) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error('The VAPID key pair stored in instance_secrets is malformed');
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

async function readStored(db: Db) {
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, VAPID_SECRET_NAME));
  return row ? parseStored(row.value) : null;
}

export async function resolveVapid(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'MAIL_FROM'>,
  db: Db,
): Promise<Vapid> {
  const subject = vapidSubject(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  let stored = await readStored(db);
  if (!stored) {
    const candidate = webpush.generateVAPIDKeys();
    await db
      .insert(instanceSecrets)
      .values({ name: VAPID_SECRET_NAME, value: JSON.stringify(candidate) })
      .onConflictDoNothing({ target: instanceSecrets.name });
    stored = await readStored(db);
    if (!stored) throw new Error('Could not read the VAPID key pair back from the database');
  }
  return { ...stored, subject };
}
