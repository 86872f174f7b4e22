/**
 * Official warnings (issue 38, decision 279): the one normalised shape every source (CAP 1.2 XML,
 * the NWS GeoJSON API, NINA's CAP-as-JSON) is mapped into, validated with zod before anything
 * stores or matches it. Field names follow CAP 1.2 (OASIS, docs.oasis-open.org/emergency/cap/v1.2).
 */
import { z } from 'zod';

export const ALERT_LIMITS = {
  /** Longest text kept from a field (CAP has no limit; real descriptions are a few KB). */
  textMax: 20_000,
  shortMax: 500,
  /** Infos, areas, polygons, points of one polygon, geocodes, references kept per alert. */
  infosMax: 20,
  polygonsMax: 200,
  polygonPointsMax: 20_000,
  circlesMax: 200,
  geocodesMax: 5_000,
  eventCodesMax: 50,
  referencesMax: 200,
} as const;

export const ALERT_STATUSES = ['Actual', 'Exercise', 'System', 'Test', 'Draft'] as const;
export const ALERT_MSG_TYPES = ['Alert', 'Update', 'Cancel'] as const;
export const ALERT_URGENCIES = ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'] as const;
export const ALERT_SEVERITIES = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'] as const;
export const ALERT_CERTAINTIES = ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'] as const;

/** An ISO 8601 instant with an offset (CAP's dateTime), kept as given. */
const instant = z
  .string()
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
    {
      message: 'Not a date and time with an offset',
    },
  );
const text = z.string().max(ALERT_LIMITS.textMax);
const short = z.string().min(1).max(ALERT_LIMITS.shortMax);
const lat = z.number().min(-90).max(90);
const lon = z.number().min(-180).max(180);

/** [latitude, longitude], in that order as CAP writes it (GeoJSON's [lon, lat] is swapped on reading). */
export const latLonSchema = z.tuple([lat, lon]);
export type LatLon = z.infer<typeof latLonSchema>;
/** A ring of at least 3 distinct points; closed (first = last) or not. */
export const polygonSchema = z.array(latLonSchema).min(3).max(ALERT_LIMITS.polygonPointsMax);
/** [latitude, longitude, radius in km]. */
export const circleSchema = z.tuple([lat, lon, z.number().min(0).max(20_037)]);
export const valuePairSchema = z.object({
  valueName: z.string().max(ALERT_LIMITS.shortMax),
  value: z.string().max(ALERT_LIMITS.textMax),
});
export type ValuePair = z.infer<typeof valuePairSchema>;

export const alertReferenceSchema = z.object({ sender: short, identifier: short, sent: instant });
export type AlertReference = z.infer<typeof alertReferenceSchema>;

export const alertInfoSchema = z.object({
  language: z.string().max(35),
  categories: z.array(z.string().max(40)).max(12),
  event: short,
  eventCodes: z.array(valuePairSchema).max(ALERT_LIMITS.eventCodesMax),
  urgency: z.enum(ALERT_URGENCIES),
  severity: z.enum(ALERT_SEVERITIES),
  certainty: z.enum(ALERT_CERTAINTIES),
  senderName: text.nullable(),
  headline: text.nullable(),
  description: text.nullable(),
  instruction: text.nullable(),
  web: z.string().max(2000).nullable(),
  effective: instant.nullable(),
  onset: instant.nullable(),
  expires: instant.nullable(),
  /** Every area's areaDesc, joined with "; ". */
  areaDesc: text,
  polygons: z.array(polygonSchema).max(ALERT_LIMITS.polygonsMax),
  circles: z.array(circleSchema).max(ALERT_LIMITS.circlesMax),
  geocodes: z.array(valuePairSchema).max(ALERT_LIMITS.geocodesMax),
});
export type AlertInfo = z.infer<typeof alertInfoSchema>;

export const ALERT_SOURCES = ['cap', 'nws', 'nina'] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];

export const alertSchema = z.object({
  source: z.enum(ALERT_SOURCES),
  identifier: short,
  sender: short,
  sent: instant,
  status: z.enum(ALERT_STATUSES),
  msgType: z.enum(ALERT_MSG_TYPES),
  references: z.array(alertReferenceSchema).max(ALERT_LIMITS.referencesMax),
  infos: z.array(alertInfoSchema).min(1).max(ALERT_LIMITS.infosMax),
});
export type Alert = z.infer<typeof alertSchema>;

/** What a reader could not use, returned so the caller logs it once. */
export type SkippedItem = { id: string | null; reason: string };
export type ReadResult = { alerts: Alert[]; skipped: SkippedItem[] };

/** A zod error as one line: "infos.0.urgency: Invalid option …". */
export const describeIssues = (error: z.ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

/**
 * CAP `references`: space-separated "sender,identifier,sent" triples. Triples that do not have three
 * parts or a valid time are dropped (NINA's sample carries a malformed one).
 */
export const parseReferences = (raw: string | null | undefined): AlertReference[] => {
  if (!raw) return [];
  const out: AlertReference[] = [];
  for (const triple of raw.trim().split(/\s+/)) {
    const parts = triple.split(',');
    if (parts.length !== 3) continue;
    const parsed = alertReferenceSchema.safeParse({ sender: parts[0], identifier: parts[1], sent: parts[2] });
    if (parsed.success) out.push(parsed.data);
    if (out.length >= ALERT_LIMITS.referencesMax) break;
  }
  return out;
};

/** CAP `polygon`: "lat,lon lat,lon …"; null when a pair is not two numbers in range or fewer than 3 points. */
export const parsePolygon = (raw: string): LatLon[] | null => {
  const points: LatLon[] = [];
  for (const pair of raw.trim().split(/\s+/)) {
    const [a, b, ...rest] = pair.split(',');
    if (rest.length > 0 || a === undefined || b === undefined) return null;
    const p = latLonSchema.safeParse([Number(a), Number(b)]);
    if (!p.success || a.trim() === '' || b.trim() === '') return null;
    points.push(p.data);
  }
  return polygonSchema.safeParse(points).success ? points : null;
};

/** CAP `circle`: "lat,lon radius" with the radius in km; null when it does not read. */
export const parseCircle = (raw: string): [number, number, number] | null => {
  const m = /^\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s+([\d.]+)\s*$/.exec(raw);
  if (!m) return null;
  const c = circleSchema.safeParse([Number(m[1]), Number(m[2]), Number(m[3])]);
  return c.success ? c.data : null;
};

/**
 * GET /api/alerts (decision 280): the official warnings matched to the caller's household's places,
 * active and ended in the last ALERT_RECENT_DAYS days, newest first. Texts are plain text (the UI
 * must not read them as HTML); the info shown is the message's first.
 */
export const ALERT_RECENT_DAYS = 7;
export const ALERT_LIST_MAX = 100;
export const householdAlertSchema = z.object({
  id: z.string(),
  source: z.enum(ALERT_SOURCES),
  sender: z.string(),
  senderName: z.string().nullable(),
  msgType: z.enum(ALERT_MSG_TYPES),
  event: z.string(),
  eventType: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  urgency: z.enum(ALERT_URGENCIES),
  certainty: z.enum(ALERT_CERTAINTIES),
  headline: z.string().nullable(),
  description: z.string().nullable(),
  instruction: z.string().nullable(),
  areaDesc: z.string(),
  web: z.string().nullable(),
  sent: z.string(),
  onset: z.string().nullable(),
  expires: z.string().nullable(),
  endedAt: z.string().nullable(),
  endedReason: z.enum(['cancel', 'expired', 'replaced']).nullable(),
  places: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type HouseholdAlert = z.infer<typeof householdAlertSchema>;
export const householdAlertListSchema = z.object({ alerts: z.array(householdAlertSchema) });
export type HouseholdAlertList = z.infer<typeof householdAlertListSchema>;
