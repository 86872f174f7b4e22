/**
 * Official warnings told to each member once (issue 38, decision 281). Run by the poller after
 * each source's poll is stored, in a transaction of its own. It reads the state of the database,
 * not what the poll just fetched, so a run missed (a crash between storing and telling) is made
 * up by the next one:
 * - an active warning matched to a household, whose severity the member chose (default Extreme,
 *   Severe, Moderate), is told to each current member once: a notice 'alert';
 * - an Update: a member told of an alert it replaced is told again ('update') only when its
 *   severity or urgency rose above what they were told last, else 'carried' (no message); a member
 *   not told before is handled as a new warning;
 * - a warning that ended by Cancel or expiry: every member told of it gets 'all_clear' once.
 * A notice row is inserted with ON CONFLICT DO NOTHING and the email and push are queued for the
 * rows actually inserted, in the same transaction: two instances, or the same poll twice, tell
 * nobody twice. During a member's quiet hours a push (not of an Extreme warning) waits in the job
 * queue until they end, and is dropped if the warning ended meanwhile; the email goes at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AlertInfo } from '@shared/alerts/schemas';
import { DEFAULT_ALERT_SEVERITIES } from '@shared/alerts/settings';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-helpers';
import { pushMessages } from '../../i18n/push';
import { enqueueJobs, PermanentJobError, type JobHandler, type NewJob, type Tx } from '../jobs/jobs';
import { enqueueEmail } from '../mail/outbox';
import { alertEmail, type AlertMailWarning } from '../mail/templates';
import { enqueuePush, type PushMessage } from '../push/push';

export const ALERT_PUSH_JOB_KIND = 'alert-push';

const SEVERITY_RANK: Record<string, number> = { Extreme: 4, Severe: 3, Moderate: 2, Minor: 1, Unknown: 0 };
const URGENCY_RANK: Record<string, number> = { Immediate: 4, Expected: 3, Future: 2, Past: 1, Unknown: 0 };
const severityRank = (s: string) => SEVERITY_RANK[s] ?? 0;
const urgencyRank = (u: string) => URGENCY_RANK[u] ?? 0;

/** A warning's push is kept by push services at most this long (and never past its expiry). */
const PUSH_TTL_MAX_SECONDS = 12 * 3600;
/** An all clear more than this late (the server was down) is not sent: it would only confuse. */
const ALL_CLEAR_WINDOW_HOURS = 24;

export interface NotifyOptions {
  /** The app's public URL: emails link to `${publicUrl}/alerts`. */
  publicUrl: string;
  now: Date;
}

export type NotifyResult = {
  alert: number;
  update: number;
  carried: number;
  allClear: number;
  emails: number;
  pushes: number;
  /** Pushes held until a member's quiet hours end. */
  held: number;
};

type NoticeKind = 'alert' | 'update' | 'carried' | 'all_clear';

interface MemberRow {
  user_id: string;
  email: string;
  email_verified: boolean;
  severities: string[];
  quiet_from: number | null;
  quiet_to: number | null;
  time_zone: string | null;
  /** The member's stored language (decision 0333): their email's words, times and the sender's info. */
  locale: Locale;
}
interface AlertRow {
  id: string;
  event: string;
  headline: string | null;
  severity: string;
  urgency: string;
  expires: Date | string | null;
  infos: AlertInfo[];
  ended_reason: 'cancel' | 'expired' | 'replaced' | null;
  /** The first alert of its chain of updates: pushes are tagged with it, so an update replaces the earlier one. */
  root_id: string;
}
type Notice = { userId: string; alertId: string; kind: NoticeKind; severity: string; urgency: string };

const uuidList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

const memberColumns = sql`u.email, u.email_verified,
  coalesce(p.alert_severities, ${`{${DEFAULT_ALERT_SEVERITIES.join(',')}}`}::text[]) as severities,
  p.quiet_from, p.quiet_to, p.time_zone, u.locale`;

/** Tells what there is to tell (see the top of this file), in one transaction. */
export async function notifyAlerts(db: Db, options: NotifyOptions): Promise<NotifyResult> {
  return db.transaction(async (tx) => {
    const result: NotifyResult = { alert: 0, update: 0, carried: 0, allClear: 0, emails: 0, pushes: 0, held: 0 };
    const members = new Map<string, MemberRow>();
    const notices: Notice[] = [];

    // 1. Active warnings and updates matched to a household, and its members not told of them yet.
    const pending = rowsOf<MemberRow & { alert_id: string; severity: string; urgency: string }>(
      await tx.execute(sql`select distinct m.user_id, a.id as alert_id, a.severity, a.urgency, ${memberColumns}
        from alerts a
        join household_alerts ha on ha.alert_id = a.id
        join household_members m on m.household_id = ha.household_id
        join users u on u.id = m.user_id
        left join profiles p on p.user_id = m.user_id
        where a.ended_at is null and a.msg_type in ('Alert', 'Update')
          and not exists (select 1 from alert_notices n where n.user_id = m.user_id and n.alert_id = a.id)`),
    );
    if (pending.length > 0) {
      // What each member was told last in the chain of updates behind each pending alert: the
      // nearest replaced alert with a notice for them (carried notices hold what was told). Two
      // updates stored in one poll leave the middle one without notices, hence the walk.
      const told = rowsOf<{ user_id: string; alert_id: string; depth: number; severity: string; urgency: string }>(
        await tx.execute(sql`with recursive chain (alert_id, ancestor_id, depth) as (
            select id, id, 0 from alerts where id in (${uuidList([...new Set(pending.map((p) => p.alert_id))])})
            union all
            select c.alert_id, r.id, c.depth + 1 from chain c join alerts r on r.replaced_by = c.ancestor_id
            where c.depth < 100
          )
          select n.user_id, c.alert_id, c.depth, n.severity, n.urgency
          from chain c join alert_notices n on n.alert_id = c.ancestor_id
          where c.depth > 0 and n.kind <> 'all_clear'
          order by c.depth`),
      );
      const toldOf = new Map<string, { depth: number; severity: string; urgency: string }>();
      for (const t of told) {
        const key = `${t.user_id} ${t.alert_id}`;
        const before = toldOf.get(key);
        if (before && before.depth < t.depth) continue;
        // Told of several replaced alerts at that distance: the most severe and the most urgent count.
        toldOf.set(key, {
          depth: t.depth,
          severity: before && severityRank(before.severity) >= severityRank(t.severity) ? before.severity : t.severity,
          urgency: before && urgencyRank(before.urgency) >= urgencyRank(t.urgency) ? before.urgency : t.urgency,
        });
      }
      for (const p of pending) {
        members.set(p.user_id, p);
        const chosen = p.severities.includes(p.severity);
        const before = toldOf.get(`${p.user_id} ${p.alert_id}`);
        const base = { userId: p.user_id, alertId: p.alert_id };
        if (!before) {
          if (chosen) notices.push({ ...base, kind: 'alert', severity: p.severity, urgency: p.urgency });
          continue;
        }
        const rose =
          severityRank(p.severity) > severityRank(before.severity) ||
          urgencyRank(p.urgency) > urgencyRank(before.urgency);
        notices.push(
          rose && chosen
            ? { ...base, kind: 'update', severity: p.severity, urgency: p.urgency }
            : { ...base, kind: 'carried', severity: before.severity, urgency: before.urgency },
        );
      }
    }

    // 2. Warnings that ended by Cancel or expiry: the members told of them, still in a household it covers.
    const ended = rowsOf<MemberRow & { alert_id: string; severity: string; urgency: string }>(
      await tx.execute(sql`select distinct n.user_id, a.id as alert_id, a.severity, a.urgency, ${memberColumns}
        from alert_notices n
        join alerts a on a.id = n.alert_id
        join users u on u.id = n.user_id
        left join profiles p on p.user_id = n.user_id
        where a.ended_reason in ('cancel', 'expired')
          and a.ended_at > ${options.now.toISOString()}::timestamptz - make_interval(hours => ${ALL_CLEAR_WINDOW_HOURS})
          and n.kind in ('alert', 'update', 'carried')
          and not exists (select 1 from alert_notices c
            where c.user_id = n.user_id and c.alert_id = a.id and c.kind = 'all_clear')
          and exists (select 1 from household_alerts ha
            join household_members m on m.household_id = ha.household_id
            where ha.alert_id = a.id and m.user_id = n.user_id)`),
    );
    for (const e of ended) {
      members.set(e.user_id, e);
      notices.push({
        userId: e.user_id,
        alertId: e.alert_id,
        kind: 'all_clear',
        severity: e.severity,
        urgency: e.urgency,
      });
    }
    if (notices.length === 0) return result;

    // 3. Insert; only the rows inserted here are told (another instance's are not told twice).
    const inserted: Notice[] = [];
    const byKey = new Map(notices.map((n) => [`${n.userId} ${n.alertId} ${n.kind}`, n]));
    for (let i = 0; i < notices.length; i += 1000) {
      const rows = rowsOf<{ user_id: string; alert_id: string; kind: NoticeKind }>(
        await tx.execute(sql`insert into alert_notices (user_id, alert_id, kind, severity, urgency)
          values ${sql.join(
            notices
              .slice(i, i + 1000)
              .map((n) => sql`(${n.userId}, ${n.alertId}::uuid, ${n.kind}, ${n.severity}, ${n.urgency})`),
            sql`, `,
          )}
          on conflict do nothing
          returning user_id, alert_id, kind`),
      );
      for (const r of rows) inserted.push(byKey.get(`${r.user_id} ${r.alert_id} ${r.kind}`)!);
    }
    for (const n of inserted) result[n.kind === 'all_clear' ? 'allClear' : n.kind] += 1;
    const told = inserted.filter((n) => n.kind !== 'carried');
    if (told.length === 0) return result;

    // 4. The messages, in this transaction.
    const alertRows = await loadAlerts(tx, [...new Set(told.map((n) => n.alertId))]);
    const url = `${options.publicUrl.replace(/\/+$/, '')}/alerts`;
    const heldJobs: NewJob[] = [];
    for (const n of told) {
      const member = members.get(n.userId)!;
      const alert = alertRows.get(n.alertId)!;
      const kind = n.kind as 'alert' | 'update' | 'all_clear';
      const endedReason =
        alert.ended_reason === 'cancel' || alert.ended_reason === 'expired' ? alert.ended_reason : null;
      if (member.email_verified) {
        await enqueueEmail(
          tx,
          alertEmail(
            member.email,
            kind,
            mailWarning(alert, member.time_zone, member.locale),
            kind === 'all_clear' ? endedReason : null,
            url,
            member.locale,
          ),
        );
        result.emails += 1;
      }
      const message = alertPush(kind, alert, endedReason, options.now, member.locale);
      const quietEnd =
        alert.severity === 'Extreme'
          ? null
          : quietHoursEnd(options.now, member.quiet_from, member.quiet_to, member.time_zone);
      if (quietEnd) {
        heldJobs.push({
          kind: ALERT_PUSH_JOB_KIND,
          runAt: quietEnd,
          payload: {
            userId: n.userId,
            alertId: n.alertId,
            message,
            ttlUntil: kind === 'all_clear' ? null : isoOrNull(alert.expires),
            dropIfEnded: kind !== 'all_clear',
          },
        });
      } else {
        result.pushes += await enqueuePush(tx, [n.userId], message, options.now.getTime());
      }
    }
    await enqueueJobs(tx, heldJobs);
    result.held = heldJobs.length;
    return result;
  });
}

const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

async function loadAlerts(tx: Tx, ids: readonly string[]): Promise<Map<string, AlertRow>> {
  const rows = rowsOf<AlertRow>(
    await tx.execute(sql`with recursive chain (alert_id, ancestor_id, depth) as (
        select id, id, 0 from alerts where id in (${uuidList(ids)})
        union all
        select c.alert_id, r.id, c.depth + 1 from chain c join alerts r on r.replaced_by = c.ancestor_id
        where c.depth < 100
      ), roots as (
        select distinct on (c.alert_id) c.alert_id, c.ancestor_id
        from chain c join alerts r on r.id = c.ancestor_id
        order by c.alert_id, c.depth desc, r.sent, r.id
      )
      select a.id, a.event, a.headline, a.severity, a.urgency, a.expires, a.infos, a.ended_reason,
        roots.ancestor_id as root_id
      from alerts a join roots on roots.alert_id = a.id`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The info to tell: the first in the member's language if the sender wrote one (a German
 * warning's `de-DE`), else the first in English (Canada sends English and French), else the first.
 */
const infoOf = (alert: Pick<AlertRow, 'infos'>, locale: Locale): AlertInfo | undefined => {
  const language = locale.split('-')[0]!;
  const matching = new RegExp(`^${language}\\b`, 'i');
  return (
    alert.infos.find((i) => matching.test(i.language)) ??
    alert.infos.find((i) => /^en\b/i.test(i.language)) ??
    alert.infos[0]
  );
};

function formatTime(value: string | Date | null, timeZone: string | null, locale: Locale): string | null {
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: timeZone ?? 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' }).format(date);
  }
}

function mailWarning(alert: AlertRow, timeZone: string | null, locale: Locale): AlertMailWarning {
  const info = infoOf(alert, locale);
  return {
    event: info?.event ?? alert.event,
    headline: info?.headline ?? alert.headline,
    senderName: info?.senderName ?? null,
    areaDesc: info?.areaDesc || null,
    instruction: info?.instruction ?? null,
    description: info?.description ?? null,
    from: formatTime(info?.onset ?? info?.effective ?? null, timeZone, locale),
    until: formatTime(info?.expires ?? alert.expires, timeZone, locale),
  };
}

/**
 * A warning's notification: high urgency for Extreme or Severe warnings or Immediate ones (a phone
 * saving power still shows it at once), kept by the push service until the warning expires (12
 * hours at most), tagged with the first alert of its chain so an update replaces it on the device.
 */
export function alertPush(
  kind: 'alert' | 'update' | 'all_clear',
  alert: Pick<AlertRow, 'event' | 'headline' | 'severity' | 'urgency' | 'expires' | 'infos' | 'root_id'>,
  ended: 'cancel' | 'expired' | null,
  now: Date,
  locale: Locale,
): PushMessage {
  const t = pushMessages(locale);
  const info = infoOf(alert, locale);
  const event = info?.event ?? alert.event;
  const area = info?.areaDesc || t('alertYourArea');
  const tag = `alert-${alert.root_id}`;
  if (kind === 'all_clear')
    return {
      kind: 'alert',
      tag,
      url: '/alerts',
      urgency: 'normal',
      title: t('alertAllClearTitle', { event }),
      body: t('alertAllClearBody', { area, cancelled: ended === 'cancel' }),
    };
  const high = alert.severity === 'Extreme' || alert.severity === 'Severe' || alert.urgency === 'Immediate';
  const untilExpiry =
    alert.expires === null ? PUSH_TTL_MAX_SECONDS : (new Date(alert.expires).getTime() - now.getTime()) / 1000;
  const what = info?.instruction || info?.description || '';
  return {
    kind: 'alert',
    tag,
    url: '/alerts',
    urgency: high ? 'high' : 'normal',
    ttlSeconds: Math.max(60, Math.min(PUSH_TTL_MAX_SECONDS, Math.floor(untilExpiry))),
    title: t('alertTitle', { update: kind === 'update', title: info?.headline || event }),
    body: `${area}. ${what}`,
  };
}

/** Seconds after local midnight in `timeZone` (UTC when null or not a zone this runtime knows). */
function localSeconds(now: Date, timeZone: string | null): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone ?? 'UTC',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(now);
  } catch {
    return now.getUTCHours() * 3600 + now.getUTCMinutes() * 60 + now.getUTCSeconds();
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (part('hour') % 24) * 3600 + part('minute') * 60 + part('second');
}

/**
 * When the member's quiet hours end, if `now` is within them (from inclusive, to exclusive; from >
 * to spans midnight), else null. Counted in local clock time: on the night a clock changes the
 * end may be an hour off.
 */
export function quietHoursEnd(now: Date, from: number | null, to: number | null, timeZone: string | null): Date | null {
  if (from === null || to === null || from === to) return null;
  const seconds = localSeconds(now, timeZone);
  const minute = Math.floor(seconds / 60);
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!inside) return null;
  const wait = (((to * 60 - seconds) % 86_400) + 86_400) % 86_400;
  return new Date(now.getTime() - now.getMilliseconds() + wait * 1000);
}

const heldPushSchema = z.object({
  userId: z.string(),
  alertId: z.string(),
  message: z.object({
    kind: z.literal('alert'),
    title: z.string(),
    body: z.string(),
    url: z.string().optional(),
    tag: z.string().optional(),
    urgency: z.enum(['normal', 'high']).optional(),
    ttlSeconds: z.number().optional(),
  }) satisfies z.ZodType<PushMessage>,
  /** The warning's expiry: the push service keeps it no longer (null: the all clear, 12 hours). */
  ttlUntil: z.iso.datetime().nullable(),
  /** A warning's push is dropped if it ended meanwhile; an all clear's is not. */
  dropIfEnded: z.boolean(),
});

/**
 * A push held through quiet hours: sent when they end unless its warning (or the last update of
 * it) has ended by then (cancelled or expired: the all clear follows on its own).
 */
export function alertPushJobHandler(db: Db, now: () => number = Date.now): JobHandler {
  return {
    async run(payload) {
      const parsed = heldPushSchema.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('the held warning push payload is malformed');
      const { userId, alertId, message, ttlUntil, dropIfEnded } = parsed.data;
      if (dropIfEnded) {
        const [last] = rowsOf<{ ended: boolean }>(
          await db.execute(sql`with recursive forward (id, replaced_by, ended_at, depth) as (
              select id, replaced_by, ended_at, 0 from alerts where id = ${alertId}::uuid
              union all
              select a.id, a.replaced_by, a.ended_at, f.depth + 1 from forward f join alerts a on a.id = f.replaced_by
              where f.depth < 100
            )
            select ended_at is not null as ended from forward order by depth desc limit 1`),
        );
        // Gone (deleted) or ended: nothing to wake anyone for.
        if (!last || last.ended) return;
      }
      const untilMs = ttlUntil !== null ? Date.parse(ttlUntil) - now() : PUSH_TTL_MAX_SECONDS * 1000;
      if (untilMs <= 0) return;
      await enqueuePush(
        db,
        [userId],
        { ...message, ttlSeconds: Math.max(60, Math.min(PUSH_TTL_MAX_SECONDS, Math.floor(untilMs / 1000))) },
        now(),
      );
    },
    describe: (payload) => ({ alertId: typeof payload.alertId === 'string' ? payload.alertId : null }),
    redact: (payload) => ({ alertId: payload.alertId, userId: payload.userId }),
  };
}
