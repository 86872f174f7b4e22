/**
 * The expiry reminder sweep (docs/product.md#expiry-and-reminders). State-based: each run looks
 * at what is due today and at what reminder_sends says was already queued, so the first run after
 * any downtime catches up, and a threshold passed while the server was down is skipped (an item
 * that already expired is reminded as expired, never as "within 7 days").
 *
 * Per user, in ONE transaction: lock the profile row (FOR UPDATE SKIP LOCKED: another instance
 * busy with the user is skipped, not waited for), insert the reminder_sends rows with ON CONFLICT
 * DO NOTHING RETURNING, build the messages only from the rows this transaction inserted, and
 * queue them in the mail outbox. The unique key (target, threshold, expiry date) is what makes a
 * reminder go out at most once, whatever runs at the same time or restarts half-way.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  DIGEST_INTERVAL_DAYS,
  EXPIRY_SOON_DAYS,
  EXPIRY_WINDOW_MAX,
  utcDay,
  type ReminderThreshold,
} from '@shared/supplies/expiry';
import type { Database, Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/pg-errors';
import { profiles, reminderSends, users } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { enqueueEmail } from '../mail/outbox';
import { expiresSoonEmail, expiryDigestEmail, type ReminderItem } from '../mail/templates';
import { enqueuePush } from '../push/push';
import { remindPractice } from './practice';
import { reminderPush } from './push-message';
import type { SweepOptions } from './sweep-options';

const DAY_MS = 86_400_000;

export interface SweepResult {
  /** Users with something due when the sweep started. */
  users: number;
  soonEmails: number;
  digests: number;
  /** "Practise your family plan" messages (./practice.ts). */
  practice: number;
}

/** One due batch or kit item, with the threshold it stands at today. */
interface Candidate extends ReminderItem {
  userId: string;
  targetId: string;
  threshold: ReminderThreshold;
}

interface CandidateRow {
  user_id: string;
  kind: ReminderItem['kind'];
  target_id: string;
  expires_on: string;
  threshold: ReminderThreshold;
  name: string;
  quantity: number | null;
  unit: string | null;
  kit_id: string | null;
  kit_name: string | null;
}

/**
 * Every not-yet-reminded item at its current threshold, for the users who have something to be
 * sent now: a "within 7 days" item always, a window or expired item only when the user's digest
 * is due. One statement for all users (the partial expiry indexes keep it to dated rows).
 */
function candidatesSql(today: string, digestDueBefore: Date) {
  return sql`
    with items as (
      -- A household's batches go to each of its members (their own settings, their own sends).
      select hm.user_id, 'batch'::text as kind, b.id as target_id, b.expires_on, r.name,
             b.quantity, r.unit, null::uuid as kit_id, null::text as kit_name
        from resource_batches b join user_resources r on r.id = b.resource_id
        join household_members hm on hm.household_id = b.household_id
       where b.expires_on is not null and b.expires_on <= ${today}::date + ${EXPIRY_WINDOW_MAX}::int
      union all
      -- A kit's items go to its creator or, shared with the household (decision 244), to each member.
      select coalesce(hm.user_id, k.owner_id), 'kit_item', i.id, i.expires_on, i.item_name, null::int, null::text,
             k.id, k.name
        from kit_items i join kits k on k.id = i.kit_id
        left join household_members creator on k.household_shared and creator.user_id = k.owner_id
        left join household_members hm on hm.household_id = creator.household_id
       where i.expires_on is not null and i.expires_on <= ${today}::date + ${EXPIRY_WINDOW_MAX}::int
    ),
    due as (
      select it.*,
             case when it.expires_on < ${today}::date then 'expired'
                  when it.expires_on <= ${today}::date + ${EXPIRY_SOON_DAYS}::int then 'soon'
                  else 'window' end as threshold,
             p.last_digest_at is null or p.last_digest_at <= ${digestDueBefore.toISOString()}::timestamptz
               as digest_due
        from items it
        join profiles p on p.user_id = it.user_id
        join users u on u.id = p.user_id
       where p.expiry_reminders and u.email_verified
         and it.expires_on <= ${today}::date + p.expiry_window_days
    )
    select d.user_id, d.kind, d.target_id::text, to_char(d.expires_on, 'YYYY-MM-DD') as expires_on, d.threshold,
           d.name, d.quantity, d.unit, d.kit_id::text, d.kit_name
      from due d
     where (d.threshold = 'soon' or d.digest_due)
       and not exists (
         select 1 from reminder_sends s
          where s.user_id = d.user_id and s.target_kind = d.kind and s.target_id = d.target_id
            and s.threshold = d.threshold and s.expires_on = d.expires_on)
     order by d.user_id, d.expires_on, d.name`;
}

const toCandidate = (r: CandidateRow): Candidate => ({
  userId: r.user_id,
  kind: r.kind,
  targetId: r.target_id,
  expiresOn: r.expires_on,
  threshold: r.threshold,
  name: r.name,
  quantity: r.quantity,
  unit: r.unit,
  kitId: r.kit_id,
  kitName: r.kit_name,
});

const key = (kind: string, id: string, threshold: string, expiresOn: string) =>
  `${kind}:${id}:${threshold}:${expiresOn}`;

/** One user's reminders, in one transaction; what it queued. */
async function remindUser(
  db: Db,
  userId: string,
  candidates: Candidate[],
  context: { now: number; today: string; digestDueBefore: Date; options: SweepOptions },
): Promise<{ soon: boolean; digest: boolean }> {
  const { now, today, digestDueBefore, options } = context;
  return db.transaction(async (tx) => {
    // Skip a user another instance is working on; re-check the settings under the lock.
    const [profile] = await tx
      .select({
        lastDigestAt: profiles.lastDigestAt,
        windowDays: profiles.expiryWindowDays,
        firstName: profiles.firstName,
        email: users.email,
        locale: users.locale,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.userId, userId), eq(profiles.expiryReminders, true), eq(users.emailVerified, true)))
      .for('update', { of: profiles, skipLocked: true });
    if (!profile) return { soon: false, digest: false };
    const digestDue = !profile.lastDigestAt || profile.lastDigestAt <= digestDueBefore;

    const soon = candidates.filter((c) => c.threshold === 'soon');
    const digestItems = digestDue ? candidates.filter((c) => c.threshold !== 'soon') : [];
    const rows = [
      // An item told "within 7 days" need not be told "within your window" after.
      ...soon.flatMap((c) => (['soon', 'window'] as const).map((threshold) => ({ ...c, threshold }))),
      ...digestItems,
    ].map((c) => ({
      userId,
      targetKind: c.kind,
      targetId: c.targetId,
      threshold: c.threshold,
      expiresOn: c.expiresOn,
    }));
    if (rows.length === 0) return { soon: false, digest: false };
    const inserted = await tx.insert(reminderSends).values(rows).onConflictDoNothing().returning({
      kind: reminderSends.targetKind,
      id: reminderSends.targetId,
      threshold: reminderSends.threshold,
      expiresOn: reminderSends.expiresOn,
    });
    const ours = new Set(inserted.map((r) => key(r.kind, r.id, r.threshold, r.expiresOn)));
    const isOurs = (c: Candidate) => ours.has(key(c.kind, c.targetId, c.threshold, c.expiresOn));

    const token = options.tokens.sign(userId);
    const ctx = {
      to: profile.email,
      name: profile.firstName,
      today,
      publicUrl: options.publicUrl,
      unsubscribePageUrl: `${options.publicUrl}/unsubscribe/${token}`,
      unsubscribePostUrl: `${options.publicUrl}/api/reminders/unsubscribe/${token}`,
      locale: profile.locale,
    };
    const soonItems = soon.filter(isOurs);
    if (soonItems.length) {
      const email = expiresSoonEmail(ctx, soonItems, EXPIRY_SOON_DAYS);
      await enqueueEmail(tx, email);
      // The same news on the user's devices, queued with the email (and only when it is).
      await enqueuePush(tx, [userId], reminderPush(email, soonItems, '/readiness', 'expiry'), now);
    }
    const windowItems = digestItems.filter((c) => c.threshold === 'window' && isOurs(c));
    const expiredItems = digestItems.filter((c) => c.threshold === 'expired' && isOurs(c));
    const digest = windowItems.length + expiredItems.length > 0;
    if (digest) {
      const email = expiryDigestEmail(ctx, windowItems, expiredItems, profile.windowDays);
      await enqueueEmail(tx, email);
      await enqueuePush(
        tx,
        [userId],
        reminderPush(email, [...expiredItems, ...windowItems], '/readiness', 'expiry'),
        now,
      );
      await tx
        .update(profiles)
        .set({ lastDigestAt: new Date(now) })
        .where(eq(profiles.userId, userId));
    }
    return { soon: soonItems.length > 0, digest };
  });
}

/**
 * Queue every reminder that is due now. Safe to run on several instances at once and as often as
 * wanted (the scheduler still lets one instance at a time run it: scheduler.ts).
 */
export async function runReminderSweep(database: Database, options: SweepOptions): Promise<SweepResult> {
  const now = options.now();
  const today = utcDay(now);
  const digestDueBefore = new Date(now - DIGEST_INTERVAL_DAYS * DAY_MS);
  const rows = rowsOf<CandidateRow>(await database.db.execute(candidatesSql(today, digestDueBefore)));
  const byUser = new Map<string, Candidate[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(toCandidate(row));
    byUser.set(row.user_id, list);
  }
  const result: SweepResult = { users: byUser.size, soonEmails: 0, digests: 0, practice: 0 };
  for (const [userId, candidates] of byUser) {
    try {
      const sent = await remindUser(database.db, userId, candidates, { now, today, digestDueBefore, options });
      if (sent.soon) result.soonEmails += 1;
      if (sent.digest) result.digests += 1;
    } catch (err) {
      // Without the database every user would fail the same way: the sweep stops (the scheduler
      // says it once) and the next run retries.
      if (isDatabaseUnavailable(err)) throw err;
      // One user's failure (a row deleted mid-sweep) must not stop the others; the next run retries.
      options.logger.error({ err, userId }, 'expiry reminders for a user failed');
    }
  }
  result.practice = await remindPractice(database, options);
  if (result.soonEmails || result.digests || result.practice) options.logger.info(result, 'expiry reminders queued');
  return result;
}
