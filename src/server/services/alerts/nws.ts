/**
 * The US National Weather Service API's active alerts (GeoJSON FeatureCollection, api.weather.gov
 * /alerts/active) into the normalised Alert (issue 38, decision 279). Only the fields we use are
 * checked, with zod; a feature that does not fit is skipped with a reason, the others are kept.
 * NWS sends one info per alert (English); GeoJSON positions are [lon, lat] and are swapped to
 * CAP's [lat, lon]. Property names: https://www.weather.gov/documentation/services-web-api
 */
import { z } from 'zod';
import {
  ALERT_LIMITS,
  alertSchema,
  describeIssues,
  type Alert,
  type LatLon,
  type ReadResult,
  type SkippedItem,
  type ValuePair,
} from '@shared/alerts/schemas';

const position = z.tuple([z.number(), z.number()]).rest(z.number());
const ring = z.array(position);
const geometrySchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: z.array(ring) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring)) }),
  ])
  .nullable()
  .optional();

const codeLists = z.record(z.string(), z.array(z.string())).optional().nullable();
const optionalText = z.string().nullable().optional();

const nwsPropertiesSchema = z.object({
  id: z.string(),
  areaDesc: z.string().nullable().optional(),
  geocode: codeLists,
  references: z.array(z.object({ identifier: z.string(), sender: z.string(), sent: z.string() })).optional().nullable(),
  sent: z.string(),
  effective: optionalText,
  onset: optionalText,
  expires: optionalText,
  ends: optionalText,
  status: z.string(),
  messageType: z.string(),
  category: optionalText,
  severity: z.string(),
  certainty: z.string(),
  urgency: z.string(),
  event: z.string(),
  sender: z.string().optional(),
  senderName: optionalText,
  headline: optionalText,
  description: optionalText,
  instruction: optionalText,
  language: optionalText,
  web: optionalText,
  eventCode: codeLists,
});

const featureSchema = z.object({ type: z.literal('Feature'), geometry: geometrySchema, properties: nwsPropertiesSchema });
const collectionSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) });

/** The NWS's sender when a feature does not name one (every NWS CAP message has it). */
const NWS_SENDER = 'w-nws.webmaster@noaa.gov';

const pairsOf = (lists: Record<string, string[]> | null | undefined): ValuePair[] =>
  Object.entries(lists ?? {}).flatMap(([valueName, values]) => values.map((value) => ({ valueName, value })));

/** GeoJSON outer rings ([lon, lat]) as CAP polygons ([lat, lon]); holes are ignored (a point in a hole still matches, the safe side). */
const polygonsOf = (geometry: z.infer<typeof geometrySchema>): LatLon[][] => {
  if (!geometry) return [];
  const outer = geometry.type === 'Polygon' ? [geometry.coordinates[0]] : geometry.coordinates.map((p) => p[0]);
  return outer.flatMap((r) => (r && r.length >= 3 ? [r.map(([lon, lat]) => [lat, lon] as LatLon)] : [])).slice(0, ALERT_LIMITS.polygonsMax);
};

const clip = (s: string | null | undefined): string | null => (s ? s.slice(0, ALERT_LIMITS.textMax) : null);

/** An api.weather.gov alerts answer (parsed JSON) into Alerts, with what was skipped and why. */
export const readNwsAlerts = (body: unknown): ReadResult => {
  const collection = collectionSchema.safeParse(body);
  if (!collection.success) return { alerts: [], skipped: [{ id: null, reason: `not a FeatureCollection: ${describeIssues(collection.error)}` }] };
  const alerts: Alert[] = [];
  const skipped: SkippedItem[] = [];
  for (const raw of collection.data.features) {
    const feature = featureSchema.safeParse(raw);
    const rawId = typeof (raw as { properties?: { id?: unknown } })?.properties?.id === 'string' ? ((raw as { properties: { id: string } }).properties.id) : null;
    if (!feature.success) {
      skipped.push({ id: rawId, reason: describeIssues(feature.error) });
      continue;
    }
    const p = feature.data.properties;
    const candidate = {
      source: 'nws',
      identifier: p.id,
      sender: p.sender ?? NWS_SENDER,
      sent: p.sent,
      status: p.status,
      msgType: p.messageType,
      references: (p.references ?? []).map((r) => ({ sender: r.sender, identifier: r.identifier, sent: r.sent })),
      infos: [
        {
          language: p.language ?? 'en-US',
          categories: p.category ? [p.category] : [],
          event: p.event,
          eventCodes: pairsOf(p.eventCode),
          urgency: p.urgency,
          severity: p.severity,
          certainty: p.certainty,
          senderName: clip(p.senderName),
          headline: clip(p.headline),
          description: clip(p.description),
          instruction: clip(p.instruction),
          web: p.web ?? null,
          effective: p.effective ?? null,
          onset: p.onset ?? null,
          // CAP's expires (when this message stops being valid); NWS's extra "ends" is not kept.
          expires: p.expires ?? null,
          areaDesc: clip(p.areaDesc) ?? '',
          polygons: polygonsOf(feature.data.geometry),
          circles: [],
          geocodes: pairsOf(p.geocode).slice(0, ALERT_LIMITS.geocodesMax),
        },
      ],
    };
    const parsed = alertSchema.safeParse(candidate);
    if (parsed.success) alerts.push(parsed.data);
    else skipped.push({ id: p.id, reason: describeIssues(parsed.error) });
  }
  return { alerts, skipped };
};
