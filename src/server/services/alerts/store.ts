/**
 * Official warnings' lifecycle in the database (issue 38, decision 280). One source's poll is
 * stored in ONE transaction:
 * - each Actual message is inserted once by (sender, identifier); the same message again stores
 *   nothing new (Test, Exercise, System and Draft messages are not stored);
 * - an Update ends the still-active alerts it references as 'replaced' (replaced_by = the update)
 *   and carries their household matches on to the update;
 * - a Cancel ends the alerts it references as 'cancel'; the Cancel itself is kept, ended at once;
 * - every active alert (of any source) whose expires has passed ends as 'expired';
 * - the source's active alerts are matched against the watched places (src/shared/alerts/match.ts)
 *   and new matches written to household_alerts.
 * Matching happens here, on the server, with the places' own coordinates: nothing about a
 * household leaves the server.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { planEventTypeFor } from '@shared/alerts/event-map';
import { areaContains, geocodesMatch, type PlaceCodes } from '@shared/alerts/match';
import type { Alert, AlertInfo, AlertSource } from '@shared/alerts/schemas';
import type { Db } from '../../db/client';
import { alerts, householdAlerts, householdPlaces } from '../../db/schema';
import { sameCodesAt } from './us-counties';

/** An alert that names no expiry ends this long after it was sent (decision 280). */
export const ALERT_DEFAULT_LIFETIME_MS = 48 * 3_600_000;

/** Which watched places a source's alerts can concern: NWS the US, NINA Germany, CAP feeds any. */
export const SOURCE_COUNTRY: Readonly<Record<AlertSource, string | null>> = { nws: 'US', nina: 'DE', cap: null };

export type StoreResult = { inserted: number; replaced: number; cancelled: number; expired: number; matched: number };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const latestExpiry = (alert: Alert): Date => {
  const times = alert.infos
    .map((i) => i.expires)
    .filter((e): e is string => e !== null)
    .map((e) => Date.parse(e));
  return new Date(times.length ? Math.max(...times) : Date.parse(alert.sent) + ALERT_DEFAULT_LIFETIME_MS);
};
const dateOrNull = (s: string | null): Date | null => (s ? new Date(s) : null);

const rowOf = (alert: Alert, now: Date) => {
  const info = alert.infos[0]!;
  const cancel = alert.msgType === 'Cancel';
  return {
    source: alert.source,
    sender: alert.sender,
    identifier: alert.identifier,
    sent: new Date(alert.sent),
    status: alert.status,
    msgType: alert.msgType,
    eventType: planEventTypeFor(info),
    event: info.event,
    severity: info.severity,
    urgency: info.urgency,
    certainty: info.certainty,
    headline: info.headline,
    effective: dateOrNull(info.effective),
    onset: dateOrNull(info.onset),
    expires: latestExpiry(alert),
    web: info.web,
    infos: alert.infos,
    endedAt: cancel ? now : null,
    endedReason: cancel ? ('cancel' as const) : null,
  };
};

/** The ids of still-active stored alerts an Update or Cancel references. */
const referencedActive = async (tx: Tx, alert: Alert): Promise<string[]> => {
  if (alert.references.length === 0) return [];
  const rows = await tx
    .select({ id: alerts.id })
    .from(alerts)
    .where(
      and(
        isNull(alerts.endedAt),
        or(...alert.references.map((r) => and(eq(alerts.sender, r.sender), eq(alerts.identifier, r.identifier)))),
      ),
    );
  return rows.map((r) => r.id);
};

type Place = {
  id: string;
  householdId: string;
  country: string;
  latitude: number;
  longitude: number;
  ars: string | null;
};

type Box = { south: number; north: number; west: number; east: number } | null;

/**
 * The latitude/longitude box around an info's polygons and circles, to skip the exact test for
 * places far away (every poll matches every active alert against every place). Null: no shape,
 * or a shape across the antimeridian (then every place gets the exact test).
 */
const boxOf = (info: AlertInfo): Box | 'none' => {
  if (info.polygons.length === 0 && info.circles.length === 0) return 'none';
  let [south, north, west, east] = [90, -90, 180, -180];
  for (const ring of info.polygons) {
    for (const [lat, lon] of ring)
      [south, north, west, east] = [
        Math.min(south, lat),
        Math.max(north, lat),
        Math.min(west, lon),
        Math.max(east, lon),
      ];
  }
  for (const [lat, lon, km] of info.circles) {
    // 111 km per degree of latitude; longitude degrees shrink towards the poles.
    const dLat = km / 111 + 0.01;
    const dLon =
      Math.abs(lat) + dLat >= 89 ? 360 : km / (111 * Math.cos(((Math.abs(lat) + dLat) * Math.PI) / 180)) + 0.01;
    [south, north, west, east] = [
      Math.min(south, lat - dLat),
      Math.max(north, lat + dLat),
      Math.min(west, lon - dLon),
      Math.max(east, lon + dLon),
    ];
  }
  return east - west > 180 || west < -180 || east > 180 ? null : { south, north, west, east };
};
const inBox = (box: Box, place: Place): boolean =>
  box === null ||
  (place.latitude >= box.south &&
    place.latitude <= box.north &&
    place.longitude >= box.west &&
    place.longitude <= box.east);

/**
 * A place's area codes: the German district key it was saved with, and for a US place the SAME
 * codes of its counties, found from its coordinates on this server (us-counties.ts, decision 283).
 */
const codesOf = (place: Place): PlaceCodes => ({
  ars: place.ars,
  same: place.country === 'US' ? sameCodesAt(place.latitude, place.longitude) : [],
});

const infoCovers = (info: AlertInfo, box: Box | 'none', place: Place, codes: () => PlaceCodes): boolean =>
  (box !== 'none' && inBox(box, place) && areaContains(info, [place.latitude, place.longitude])) ||
  (info.geocodes.length > 0 && geocodesMatch(info.geocodes, codes()));

/** Stores one source's poll (see the top of this file); `fetched` are the messages just read. */
export async function storeSourcePoll(
  db: Db,
  source: AlertSource,
  fetched: readonly Alert[],
  now: Date,
): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const result: StoreResult = { inserted: 0, replaced: 0, cancelled: 0, expired: 0, matched: 0 };
    // Oldest first, so an update that arrives with the alert it replaces replaces it.
    const ordered = fetched
      .filter((a) => a.status === 'Actual')
      .sort((a, b) => Date.parse(a.sent) - Date.parse(b.sent));
    for (const alert of ordered) {
      const [row] = await tx
        .insert(alerts)
        .values(rowOf(alert, now))
        .onConflictDoNothing()
        .returning({ id: alerts.id });
      if (!row) continue;
      result.inserted += 1;
      if (alert.msgType === 'Alert') continue;
      const referenced = await referencedActive(tx, alert);
      if (referenced.length === 0) continue;
      if (alert.msgType === 'Update') {
        await tx
          .update(alerts)
          .set({ endedAt: now, endedReason: 'replaced', replacedBy: row.id })
          .where(inArray(alerts.id, referenced));
        await tx.execute(sql`insert into household_alerts (household_id, alert_id, place_id, matched_at)
          select household_id, ${row.id}::uuid, place_id, matched_at from household_alerts
          where alert_id in (${sql.join(
            referenced.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          on conflict do nothing`);
        await announceEnded(tx, referenced);
        result.replaced += referenced.length;
      } else {
        await tx.update(alerts).set({ endedAt: now, endedReason: 'cancel' }).where(inArray(alerts.id, referenced));
        await announceEnded(tx, referenced);
        result.cancelled += referenced.length;
      }
    }
    result.expired = await expireAlerts(tx, now);
    result.matched = await matchActive(tx, source);
    return result;
  });
}

/**
 * Ends every active alert (of any source) past its expires as 'expired'; returns how many. Run in
 * each source's transaction and once per poll, so alerts of a source turned off still end.
 */
export async function expireAlerts(db: Db | Tx, now: Date): Promise<number> {
  const expired = await db
    .update(alerts)
    .set({ endedAt: now, endedReason: 'expired' })
    .where(and(isNull(alerts.endedAt), lt(alerts.expires, now)))
    .returning({ id: alerts.id });
  await announceEnded(
    db,
    expired.map((r) => r.id),
  );
  return expired.length;
}

/**
 * Tells the households an alert of theirs ended (its banner must go): a no-op update of its
 * household_alerts rows fires their statement trigger, which announces the change to each
 * household's realtime feed (migration 0020), as an insert does for a new match.
 */
async function announceEnded(db: Db | Tx, alertIds: readonly string[]): Promise<void> {
  if (alertIds.length === 0) return;
  await db
    .update(householdAlerts)
    .set({ matchedAt: sql`${householdAlerts.matchedAt}` })
    .where(inArray(householdAlerts.alertId, [...alertIds]));
}

/** Matches the source's active alerts against the watched places of its country; returns new matches. */
async function matchActive(tx: Tx, source: AlertSource): Promise<number> {
  const active = await tx
    .select({ id: alerts.id, infos: alerts.infos })
    .from(alerts)
    .where(and(eq(alerts.source, source), isNull(alerts.endedAt)));
  if (active.length === 0) return 0;
  const country = SOURCE_COUNTRY[source];
  const places: Place[] = await tx
    .select({
      id: householdPlaces.id,
      householdId: householdPlaces.householdId,
      country: householdPlaces.country,
      latitude: householdPlaces.latitude,
      longitude: householdPlaces.longitude,
      ars: householdPlaces.ars,
    })
    .from(householdPlaces)
    .where(country ? eq(householdPlaces.country, country) : undefined);
  const matches: { householdId: string; alertId: string; placeId: string }[] = [];
  const codes = new Map<string, PlaceCodes>();
  const codesFor = (place: Place) => () => {
    let c = codes.get(place.id);
    if (!c) codes.set(place.id, (c = codesOf(place)));
    return c;
  };
  for (const alert of active) {
    const infos = alert.infos.map((info) => ({ info, box: boxOf(info) }));
    for (const place of places) {
      const placeCodes = codesFor(place);
      if (infos.some(({ info, box }) => infoCovers(info, box, place, placeCodes)))
        matches.push({ householdId: place.householdId, alertId: alert.id, placeId: place.id });
    }
  }
  let added = 0;
  for (let i = 0; i < matches.length; i += 1000) {
    const rows = await tx
      .insert(householdAlerts)
      .values(matches.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ alertId: householdAlerts.alertId });
    added += rows.length;
  }
  return added;
}
