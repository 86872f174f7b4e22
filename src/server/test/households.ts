import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { householdMembers } from '../db/schema';
import type { TestApp } from './app';
import type { TestClient } from './client';
import { linkIn, type ReceivedMail } from './smtp';

/** The household a test user belongs to (every user gets one when created). */
export async function householdIdOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  if (!row) throw new Error(`user ${userId} has no household`);
  return row.id;
}

/** Links already taken from the SMTP sink (the same address may be invited more than once). */
const seenLinks = new Set<string>();

/**
 * `owner` invites `email` as `role` through the API; the invitation's id and the token of its
 * emailed link (this invitation's: a link not taken before).
 */
export async function inviteByEmail(
  t: TestApp,
  owner: TestClient,
  email: string,
  role: 'editor' | 'viewer',
): Promise<{ id: string; token: string }> {
  const res = await owner.request('/api/household/invitations', { method: 'POST', json: { email, role } });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const linkOf = (m: ReceivedMail) => linkIn(m, `${t.env.PUBLIC_URL}/household/join/`);
  const mail = await t.smtp!.waitFor(
    (m) => m.to.includes(email) && /household/i.test(m.subject) && !seenLinks.has(linkOf(m)),
  );
  const link = linkOf(mail);
  seenLinks.add(link);
  return { id, token: link.slice(link.lastIndexOf('/') + 1) };
}
