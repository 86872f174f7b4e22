/**
 * Official warnings of a household (issue 38, decision 280): the alerts matched to its watched
 * places, active or ended in the last ALERT_RECENT_DAYS days, newest first, with the places' names.
 * One statement; the household is named through the user's membership in it.
 */
import { sql } from 'drizzle-orm';
import { ALERT_LIST_MAX, ALERT_RECENT_DAYS, type HouseholdAlert } from '@shared/alerts/schemas';
import type { Db } from '../../db/client';
import { isoSql, parseJson, rowsOf } from '../../db/sql-helpers';
import { householdOf } from '../../services/households/scope';

const isoOrNull = (column: ReturnType<typeof sql>) =>
  sql`case when ${column} is null then null else ${isoSql(column)} end`;

/** The user's household's warnings; null when the user is in no household. */
export async function listHouseholdAlerts(db: Db, userId: string, now: Date): Promise<HouseholdAlert[] | null> {
  const rows = rowsOf<{ household: string | null; alerts: HouseholdAlert[] | string | null }>(
    await db.execute(sql`
      with h as (select ${householdOf(userId)} as id),
      matched as (
        select a.*, json_agg(json_build_object('id', p.id, 'name', p.name) order by p.position, p.id) as places
        from household_alerts ha
        join alerts a on a.id = ha.alert_id
        join household_places p on p.id = ha.place_id
        where ha.household_id = (select id from h)
          and a.msg_type <> 'Cancel'
          and (a.ended_at is null or a.ended_at > ${now.toISOString()}::timestamptz - make_interval(days => ${ALERT_RECENT_DAYS}))
        group by a.id
        order by a.sent desc, a.id
        limit ${ALERT_LIST_MAX})
      select (select id from h) as household, (select json_agg(json_build_object(
        'id', m.id, 'source', m.source, 'sender', m.sender, 'senderName', m.infos->0->>'senderName',
        'msgType', m.msg_type, 'event', m.event, 'eventType', m.event_type, 'severity', m.severity,
        'urgency', m.urgency, 'certainty', m.certainty, 'headline', m.headline,
        'description', m.infos->0->>'description', 'instruction', m.infos->0->>'instruction',
        'areaDesc', coalesce(m.infos->0->>'areaDesc', ''), 'web', m.web,
        'sent', ${isoSql(sql`m.sent`)}, 'onset', ${isoOrNull(sql`m.onset`)}, 'expires', ${isoOrNull(sql`m.expires`)},
        'endedAt', ${isoOrNull(sql`m.ended_at`)}, 'endedReason', m.ended_reason, 'places', m.places)
        order by m.sent desc, m.id) from matched m) as alerts`),
  );
  const row = rows[0];
  if (!row?.household) return null;
  return parseJson<HouseholdAlert[]>(row.alerts, []) ?? [];
}
