/**
 * Emergency mode's SQL (issue 37, docs/product.md#emergency-mode): a household's incidents, their
 * check-ins and shared ticks. Every statement names the household through the acting user's
 * membership (services/households/scope.ts), so another household's incident, or any incident
 * once the user is removed, is not found. Owners and editors start and end an incident; every
 * member checks in and ticks. Writes, their emails (services/incidents/notify.ts) and, for a
 * practice, its drill are one transaction each (decisions 0270, 0271).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PlanEventType } from '@shared/constants/plans';
import type {
  Checkin,
  CheckinStatus,
  IncidentCheckinView,
  IncidentPerson,
  IncidentsCurrent,
  IncidentTickView,
  IncidentView,
  StartIncident,
  TickInput,
} from '@shared/incidents/schemas';
import { INCIDENT_LIMITS } from '@shared/incidents/schemas';
import { cleanName } from '@shared/names';
import type { Db } from '../../db/client';
import { isoSql, parseJson, rowsOf } from '../../db/sql-helpers';
import { householdIdSql, householdOf, lockEditableHousehold } from '../../services/households/scope';
import { notifyIncidentEvent } from '../../services/incidents/notify';
import type { Tx } from '../../services/jobs/jobs';
import { setLastPractised } from '../drills/drills.queries';
import { recordActivity } from '../household/household.queries';

/** A person as the household sees them: profile first and last name, else the account name; null without a user. */
const personSql = (u: string, p: string) =>
  sql.raw(`case when ${u}.id is null then null else json_build_object('id', ${u}.id,
    'name', coalesce(nullif(btrim(concat_ws(' ', ${p}.first_name, ${p}.last_name)), ''), ${u}.name)) end`);

const locationSql = (c: string) =>
  sql.raw(`case when ${c}.latitude is null then null else json_build_object('latitude', ${c}.latitude,
    'longitude', ${c}.longitude, 'accuracyM', ${c}.accuracy_m) end`);

/** One check-in as JSON, the alias `c` (incident_checkins). */
const checkinJsonSql = sql`json_build_object('id', c.id, 'status', c.status, 'note', c.note,
  'subject', (select ${personSql('su', 'sp')} from users su left join profiles sp on sp.user_id = su.id
    where su.id = c.subject_user_id),
  'subjectName', c.subject_name,
  'reportedBy', (select ${personSql('ru', 'rp')} from users ru left join profiles rp on rp.user_id = ru.id
    where ru.id = c.reported_by),
  'location', ${locationSql('c')},
  'createdAt', ${isoSql(sql`c.created_at`)})`;

/** An incident's ticks as a JSON array, in the order they were ticked. */
const ticksJsonSql = (incidentId: SQL) => sql`coalesce((select json_agg(json_build_object('kind', t.kind,
    'itemKey', t.item_key,
    'tickedBy', (select ${personSql('tu', 'tp')} from users tu left join profiles tp on tp.user_id = tu.id
      where tu.id = t.ticked_by),
    'tickedAt', ${isoSql(sql`t.ticked_at`)}) order by t.ticked_at, t.kind, t.item_key)
  from incident_ticks t where t.incident_id = ${incidentId}), '[]'::json)`;

const isoOrNull = (column: SQL) => sql`case when ${column} is null then null else ${isoSql(column)} end`;

/**
 * The official warning an incident was started for (issue 38), as JSON, or null: the alias `i`.
 * The sender's name is the first info's, else the CAP sender; texts are the first info's.
 */
export const incidentWarningJsonSql = sql`(select json_build_object('id', a.id,
    'senderName', coalesce(nullif(btrim(a.infos->0->>'senderName'), ''), a.sender),
    'headline', a.headline, 'event', a.event, 'severity', a.severity, 'urgency', a.urgency,
    'instruction', a.infos->0->>'instruction', 'description', a.infos->0->>'description',
    'expires', ${isoOrNull(sql`a.expires`)}, 'endedAt', ${isoOrNull(sql`a.ended_at`)})
  from alerts a where a.id = i.alert_id)`;

/**
 * An incident as JSON (the alias `i`): its check-ins newest first, its ticks, and the household's
 * members with no check-in about them. `latest` is made from the check-ins (toView).
 */
const incidentJsonSql = sql`json_build_object(
  'id', i.id, 'eventType', i.event_type, 'practice', i.practice,
  'startedAt', ${isoSql(sql`i.started_at`)},
  'startedBy', (select ${personSql('bu', 'bp')} from users bu left join profiles bp on bp.user_id = bu.id
    where bu.id = i.started_by),
  'endedAt', ${isoSql(sql`i.ended_at`)},
  'endedBy', (select ${personSql('eu', 'ep')} from users eu left join profiles ep on ep.user_id = eu.id
    where eu.id = i.ended_by),
  'checkins', coalesce((select json_agg(${checkinJsonSql} order by c.created_at desc, c.id desc)
    from incident_checkins c where c.incident_id = i.id), '[]'::json),
  'notHeardFrom', coalesce((select json_agg(${personSql('u', 'p')} order by m.joined_at, m.user_id)
    from household_members m join users u on u.id = m.user_id left join profiles p on p.user_id = u.id
    where m.household_id = i.household_id
      and not exists (select 1 from incident_checkins c where c.incident_id = i.id and c.subject_user_id = m.user_id)),
    '[]'::json),
  'ticks', ${ticksJsonSql(sql`i.id`)},
  'warning', ${incidentWarningJsonSql})`;

type RawView = Omit<IncidentView, 'latest'>;

/** Names as the household sees them: one line, no control, bidi or zero-width characters (decision 0260). */
const person = (p: IncidentPerson | null): IncidentPerson | null =>
  p && { id: p.id, name: cleanName(p.name) || 'Member' };

const checkinView = (c: IncidentCheckinView): IncidentCheckinView => ({
  ...c,
  subject: person(c.subject),
  reportedBy: person(c.reportedBy),
});

const subjectKey = (c: IncidentCheckinView) =>
  c.subject ? `user:${c.subject.id}` : `name:${(c.subjectName ?? '').toLocaleLowerCase()}`;

/** Each subject's latest check-in (of check-ins newest first): "I need help" first, then newest first. */
export function latestCheckins(checkins: readonly IncidentCheckinView[]): IncidentCheckinView[] {
  const seen = new Set<string>();
  const latest: IncidentCheckinView[] = [];
  for (const c of checkins) {
    const key = subjectKey(c);
    if (seen.has(key)) continue;
    seen.add(key);
    latest.push(c);
  }
  const rank = (s: CheckinStatus) => (s === 'help' ? 0 : 1);
  // Stable: within a status the newest-first order of `checkins` stays.
  return latest.sort((a, b) => rank(a.status) - rank(b.status));
}

function toView(raw: RawView | string): IncidentView {
  const view: RawView = typeof raw === 'string' ? (JSON.parse(raw) as RawView) : raw;
  const checkins = view.checkins.map(checkinView);
  return {
    ...view,
    startedBy: person(view.startedBy),
    endedBy: person(view.endedBy),
    checkins,
    latest: latestCheckins(checkins),
    notHeardFrom: view.notHeardFrom.map((p) => person(p)!),
    ticks: view.ticks.map(tickView),
  };
}

const tickView = (t: IncidentTickView): IncidentTickView => ({ ...t, tickedBy: person(t.tickedBy) });

/** The incident `incidentId` of the household `householdId` (a SQL expression), or null. */
async function incidentIn(db: Db | Tx, incidentId: string, householdId: SQL): Promise<IncidentView | null> {
  const [row] = rowsOf<{ incident: RawView | string }>(
    await db.execute(sql`select ${incidentJsonSql} as incident from household_incidents i
      where i.id = ${incidentId}::uuid and i.household_id = ${householdId}`),
  );
  return row ? toView(row.incident) : null;
}

/**
 * GET /api/incidents/current in one statement: the household's open incident, its last ended
 * ones, whether the user may start and end one, and the event type to offer first. Null when the
 * user is in no household.
 */
export async function currentIncidents(db: Db, userId: string): Promise<IncidentsCurrent | null> {
  const [row] = rowsOf<{
    role: string;
    incident: RawView | string | null;
    recent: IncidentsCurrent['recent'] | string;
    lastEventType: PlanEventType | null;
  }>(
    await db.execute(sql`
      select me.role,
        (select ${incidentJsonSql} from household_incidents i
          where i.household_id = me.household_id and i.ended_at is null) as incident,
        coalesce((select json_agg(x) from (
          select i.id, i.event_type as "eventType", i.practice, ${isoSql(sql`i.started_at`)} as "startedAt",
            ${isoSql(sql`i.ended_at`)} as "endedAt"
          from household_incidents i where i.household_id = me.household_id and i.ended_at is not null
          order by i.ended_at desc, i.id desc limit ${INCIDENT_LIMITS.recentShown}) x), '[]'::json) as recent,
        coalesce(
          (select i.event_type from household_incidents i where i.household_id = me.household_id
            order by i.started_at desc, i.id desc limit 1),
          -- The household's survival plans the user sees: their own and those shared with the household.
          (select sp.event_type from survival_plans sp join household_members pm on pm.user_id = sp.user_id
            where pm.household_id = me.household_id and (sp.user_id = me.user_id or sp.household_shared)
            order by sp.updated_at desc, sp.id desc limit 1)) as "lastEventType"
      from household_members me where me.user_id = ${userId}`),
  );
  if (!row) return null;
  return {
    incident: row.incident ? toView(row.incident) : null,
    recent: parseJson(row.recent, []),
    canManage: row.role === 'owner' || row.role === 'editor',
    lastEventType: row.lastEventType,
  };
}

/** GET /api/incidents/:id: an incident of the user's household, open or ended; null otherwise. */
export const incidentOf = (db: Db, userId: string, incidentId: string) =>
  incidentIn(db, incidentId, householdOf(userId));

/**
 * Starts an incident for the user's household (owner or editor), tells the other members, in one
 * transaction. Null when the user may not; 'warningNotFound' when `alertId` names no warning
 * matched to the household's places (the insert itself checks it: nothing is written). An
 * incident already open makes the insert fail on household_incidents_one_open_uidx (the handler
 * answers 409), whoever came first.
 */
export async function startIncident(
  db: Db,
  userId: string,
  input: StartIncident,
  publicUrl: string,
): Promise<IncidentView | 'warningNotFound' | null> {
  return db.transaction(async (tx) => {
    const householdId = await lockEditableHousehold(tx, userId);
    if (!householdId) return null;
    const hh = householdIdSql(householdId);
    const alertId = input.alertId ?? null;
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into household_incidents (household_id, event_type, practice, started_by, alert_id)
        select ${hh}, ${input.eventType}, ${input.practice}, ${userId}, ${alertId}::uuid
        where ${alertId}::uuid is null or exists (select 1 from household_alerts ha
          where ha.alert_id = ${alertId}::uuid and ha.household_id = ${hh})
        returning id`),
    );
    if (!row) return 'warningNotFound';
    await recordActivity(tx, householdId, userId, {
      code: 'incident.started',
      eventType: input.eventType,
      practice: input.practice,
    });
    await notifyIncidentEvent(tx, {
      kind: 'started',
      incidentId: row!.id,
      householdId,
      eventType: input.eventType,
      practice: input.practice,
      actorId: userId,
      publicUrl,
    });
    return (await incidentIn(tx, row!.id, householdIdSql(householdId)))!;
  });
}

export type IncidentWriteRefusal = 'notFound' | 'notOpen';

interface PracticeStats {
  startedMs: number;
  members: { firstMs: number | null; latestMs: number | null; latest: CheckinStatus | null }[];
}

const minutesAfter = (startMs: number, atMs: number) => Math.max(1, Math.ceil((atMs - startMs) / 60_000));

/**
 * A practice's drill note (decision 0270): how many of the household's members checked in, and
 * how long it took: "Practice: 4 of 4 checked in; all safe within 6 min" when everyone's latest
 * check-in is "I'm safe", else "Practice: 3 of 4 checked in within 9 min; 1 needed help".
 */
export function practiceNote({ startedMs, members }: PracticeStats): string {
  const checked = members.filter((m) => m.firstMs !== null);
  const head = `Practice: ${checked.length} of ${members.length} checked in`;
  if (checked.length === 0) return head;
  if (checked.length === members.length && checked.every((m) => m.latest === 'safe')) {
    return `${head}; all safe within ${minutesAfter(startedMs, Math.max(...checked.map((m) => m.latestMs!)))} min`;
  }
  const within = `${head} within ${minutesAfter(startedMs, Math.max(...checked.map((m) => m.firstMs!)))} min`;
  const help = checked.filter((m) => m.latest === 'help').length;
  return help ? `${within}; ${help} needed help` : within;
}

/**
 * Ends the household's open incident `incidentId` (owner or editor), in one transaction: the
 * locations shared during it are cleared (decision 0271), a practice becomes a drill of the day
 * it started (UTC) with its note, the family plan's "last practised" follows, and the other
 * members are told.
 */
export async function endIncident(
  db: Db,
  userId: string,
  incidentId: string,
  publicUrl: string,
): Promise<IncidentView | IncidentWriteRefusal> {
  return db.transaction(async (tx) => {
    const householdId = await lockEditableHousehold(tx, userId);
    if (!householdId) return 'notFound';
    const hh = householdIdSql(householdId);
    const [ended] = rowsOf<{ eventType: PlanEventType; practice: boolean; startedMs: number; startedOn: string }>(
      await tx.execute(sql`update household_incidents set ended_at = greatest(now(), started_at), ended_by = ${userId}
        where id = ${incidentId}::uuid and household_id = ${hh} and ended_at is null
        returning event_type as "eventType", practice, (extract(epoch from started_at) * 1000)::float8 as "startedMs",
          to_char(started_at at time zone 'UTC', 'YYYY-MM-DD') as "startedOn"`),
    );
    if (!ended) {
      const [exists] = rowsOf<{ id: string }>(
        await tx.execute(
          sql`select id from household_incidents where id = ${incidentId}::uuid and household_id = ${hh}`,
        ),
      );
      return exists ? 'notOpen' : 'notFound';
    }
    await tx.execute(sql`update incident_checkins set latitude = null, longitude = null, accuracy_m = null
      where incident_id = ${incidentId}::uuid and latitude is not null`);
    let drillNote: string | null = null;
    if (ended.practice) {
      const members = rowsOf<PracticeStats['members'][number]>(
        await tx.execute(sql`select
            (select (extract(epoch from min(c.created_at)) * 1000)::float8 from incident_checkins c
              where c.incident_id = ${incidentId}::uuid and c.subject_user_id = m.user_id) as "firstMs",
            l.ms as "latestMs", l.status as latest
          from household_members m
          left join lateral (select (extract(epoch from c.created_at) * 1000)::float8 as ms, c.status
            from incident_checkins c where c.incident_id = ${incidentId}::uuid and c.subject_user_id = m.user_id
            order by c.created_at desc, c.id desc limit 1) l on true
          where m.household_id = ${hh}`),
      );
      drillNote = practiceNote({ startedMs: ended.startedMs, members });
      await tx.execute(sql`insert into household_drills (household_id, event_type, practised_on, recorded_by, incident_id, notes)
        values (${hh}, ${ended.eventType}, ${ended.startedOn}::date, ${userId}, ${incidentId}::uuid, ${drillNote})`);
      await setLastPractised(tx, householdId);
    }
    await recordActivity(tx, householdId, userId, {
      code: 'incident.ended',
      eventType: ended.eventType,
      practice: ended.practice,
      day: ended.startedOn,
    });
    await notifyIncidentEvent(tx, {
      kind: 'ended',
      incidentId,
      householdId,
      eventType: ended.eventType,
      practice: ended.practice,
      actorId: userId,
      publicUrl,
      drillNote,
    });
    return (await incidentIn(tx, incidentId, hh))!;
  });
}

/** The household of any member, locked (FOR SHARE) until the transaction ends: a removal waits for it. */
async function lockMembership(tx: Tx, userId: string): Promise<string | null> {
  const [row] = rowsOf<{ householdId: string }>(
    await tx.execute(
      sql`select household_id as "householdId" from household_members where user_id = ${userId} for share`,
    ),
  );
  return row?.householdId ?? null;
}

/** The household's incident, locked (FOR SHARE) so it cannot end in the middle of the write. */
async function lockIncident(
  tx: Tx,
  incidentId: string,
  householdId: string,
): Promise<{ open: boolean; eventType: string; practice: boolean } | null> {
  const [row] = rowsOf<{ open: boolean; eventType: string; practice: boolean }>(
    await tx.execute(sql`select ended_at is null as open, event_type as "eventType", practice from household_incidents
      where id = ${incidentId}::uuid and household_id = ${householdIdSql(householdId)} for share`),
  );
  return row ?? null;
}

async function checkinById(db: Db | Tx, checkinId: string): Promise<IncidentCheckinView | null> {
  const [row] = rowsOf<{ checkin: IncidentCheckinView | string }>(
    await db.execute(sql`select ${checkinJsonSql} as checkin from incident_checkins c where c.id = ${checkinId}::uuid`),
  );
  if (!row) return null;
  return checkinView(typeof row.checkin === 'string' ? (JSON.parse(row.checkin) as IncidentCheckinView) : row.checkin);
}

export type CheckinResult =
  | { created: boolean; checkin: IncidentCheckinView }
  | IncidentWriteRefusal
  /** subjectUserId is not a member of the household. */
  | 'subject'
  /** The id names a check-in that is not this sender's in this incident. */
  | 'idTaken';

/**
 * A check-in by any member of the household (decision 0270). The id is the device's: the same id
 * sent again by the same member for the same incident of their household answers the stored
 * check-in and stores nothing (an offline queue sends again), even after the incident ended. "I need help" tells the
 * other members, in the same transaction.
 */
export async function addCheckin(
  db: Db,
  userId: string,
  incidentId: string,
  input: Checkin,
  publicUrl: string,
): Promise<CheckinResult> {
  return db.transaction(async (tx): Promise<CheckinResult> => {
    const householdId = await lockMembership(tx, userId);
    if (!householdId) return 'notFound';
    const again = async (): Promise<CheckinResult | null> => {
      const [stored] = rowsOf<{ mine: boolean }>(
        await tx.execute(sql`select (incident_id = ${incidentId}::uuid and household_id = ${householdIdSql(householdId)}
            and reported_by is not distinct from ${userId}) as mine
          from incident_checkins where id = ${input.id}::uuid`),
      );
      if (!stored) return null;
      if (!stored.mine) return 'idTaken';
      return { created: false, checkin: (await checkinById(tx, input.id))! };
    };
    const incident = await lockIncident(tx, incidentId, householdId);
    if (!incident) return 'notFound';
    const before = await again();
    if (before) return before;
    if (!incident.open) return 'notOpen';
    let subjectUserId: string | null = null;
    if (input.subjectUserId !== null) {
      const [member] = rowsOf<{ userId: string }>(
        await tx.execute(sql`select user_id as "userId" from household_members
          where user_id = ${input.subjectUserId} and household_id = ${householdIdSql(householdId)}`),
      );
      if (!member) return 'subject';
      subjectUserId = member.userId;
    } else if (input.subjectName === null) subjectUserId = userId;
    const location = input.location;
    const [inserted] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into incident_checkins (id, incident_id, household_id, subject_user_id, subject_name,
          status, note, latitude, longitude, accuracy_m, reported_by)
        values (${input.id}::uuid, ${incidentId}::uuid, ${householdIdSql(householdId)}, ${subjectUserId},
          ${subjectUserId ? null : input.subjectName}, ${input.status}, ${input.note},
          ${location?.latitude ?? null}, ${location?.longitude ?? null}, ${location?.accuracyM ?? null}, ${userId})
        on conflict (id) do nothing returning id`),
    );
    // The same id sent twice at once: the first one stored it.
    if (!inserted) return (await again())!;
    {
      await notifyIncidentEvent(tx, {
        kind: input.status,
        incidentId,
        householdId,
        eventType: incident.eventType,
        practice: incident.practice,
        actorId: userId,
        publicUrl,
        checkinId: input.id,
        subjectUserId,
        subjectName: subjectUserId ? null : input.subjectName,
        note: input.note,
      });
    }
    return { created: true, checkin: (await checkinById(tx, input.id))! };
  });
}

/**
 * Clears a check-in's location (decision 0271): only its reporter or its subject may, while they
 * are in the household; anyone else is answered as if it did not exist. Null: not found.
 */
export async function clearCheckinLocation(
  db: Db,
  userId: string,
  incidentId: string,
  checkinId: string,
): Promise<IncidentCheckinView | null> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`update incident_checkins set latitude = null, longitude = null, accuracy_m = null
        where id = ${checkinId}::uuid and incident_id = ${incidentId}::uuid and household_id = ${householdOf(userId)}
          and (reported_by = ${userId} or subject_user_id = ${userId})
        returning id`),
    );
    return row ? checkinById(tx, row.id) : null;
  });
}

/** Ticks (or unticks) a step or a kit item of the household's open incident (any member); the incident's ticks. */
export async function setTick(
  db: Db,
  userId: string,
  incidentId: string,
  input: TickInput,
): Promise<IncidentTickView[] | IncidentWriteRefusal> {
  return db.transaction(async (tx) => {
    const householdId = await lockMembership(tx, userId);
    if (!householdId) return 'notFound';
    const incident = await lockIncident(tx, incidentId, householdId);
    if (!incident) return 'notFound';
    if (!incident.open) return 'notOpen';
    if (input.ticked) {
      // Ticked already: who ticked it first stays.
      await tx.execute(sql`insert into incident_ticks (incident_id, household_id, kind, item_key, ticked_by)
        values (${incidentId}::uuid, ${householdIdSql(householdId)}, ${input.kind}, ${input.itemKey}, ${userId})
        on conflict (incident_id, kind, item_key) do nothing`);
    } else {
      await tx.execute(sql`delete from incident_ticks
        where incident_id = ${incidentId}::uuid and kind = ${input.kind} and item_key = ${input.itemKey}`);
    }
    const [row] = rowsOf<{ ticks: IncidentTickView[] | string }>(
      await tx.execute(sql`select ${ticksJsonSql(sql`${incidentId}::uuid`)} as ticks`),
    );
    return parseJson(row!.ticks, []).map(tickView);
  });
}
