/**
 * CAP 1.2 (OASIS Common Alerting Protocol) documents into the normalised Alert (issue 38,
 * decision 279). The XML is untrusted: xml.ts refuses oversize input, DTDs and entity declarations
 * before parsing; the result is validated with zod and anything that does not fit is refused with a
 * reason, never thrown. NINA's CAP-as-JSON goes through the same mapping (nina.ts).
 */
import {
  ALERT_CERTAINTIES,
  ALERT_LIMITS,
  ALERT_MSG_TYPES,
  ALERT_SEVERITIES,
  ALERT_STATUSES,
  ALERT_URGENCIES,
  alertSchema,
  describeIssues,
  parseCircle,
  parsePolygon,
  parseReferences,
  type Alert,
  type AlertSource,
  type LatLon,
  type ValuePair,
} from '@shared/alerts/schemas';
import { readUntrustedXml, xmlChild, xmlList, xmlText } from './xml';

export type CapResult = { ok: true; alert: Alert } | { ok: false; reason: string };

/** "severe" or "SEVERE" -> "Severe"; unknown words stay as they are (zod then names the field). */
const enumValue = <T extends string>(values: readonly T[], raw: string | null): string | null => {
  if (raw === null) return null;
  const found = values.find((v) => v.toLowerCase() === raw.trim().toLowerCase());
  return found ?? raw;
};

const clip = (s: string | null, max: number = ALERT_LIMITS.textMax): string | null => (s === null ? null : s.slice(0, max));

type TextOf = (node: unknown) => string | null;

const pairs = (nodes: unknown[], textOf: TextOf): ValuePair[] =>
  nodes.flatMap((n) => {
    const valueName = textOf(xmlChild(n, 'valueName'));
    const value = textOf(xmlChild(n, 'value'));
    return valueName !== null && value !== null ? [{ valueName, value }] : [];
  });

/**
 * One CAP `alert` (as the XML parser or NINA's JSON gives it) into an Alert, validated.
 * Polygons or circles that do not read are dropped (the area description and geocodes remain).
 */
export const mapCapObject = (node: unknown, source: AlertSource, textOf: TextOf): CapResult => {
  if (!node || typeof node !== 'object') return { ok: false, reason: 'no alert element' };
  const get = (name: string) => {
    const t = textOf(xmlChild(node, name));
    return t === null || t === '' ? null : t;
  };
  const infos = xmlList(xmlChild(node, 'info')).map((info) => {
    const iget = (name: string) => {
      const t = textOf(xmlChild(info, name));
      return t === null || t === '' ? null : t;
    };
    const areas = xmlList(xmlChild(info, 'area'));
    const polygons: LatLon[][] = [];
    const circles: [number, number, number][] = [];
    const geocodes: ValuePair[] = [];
    const descs: string[] = [];
    for (const area of areas) {
      const desc = textOf(xmlChild(area, 'areaDesc'));
      if (desc) descs.push(desc);
      for (const p of xmlList(xmlChild(area, 'polygon'))) {
        const parsed = parsePolygon(textOf(p) ?? '');
        if (parsed && polygons.length < ALERT_LIMITS.polygonsMax) polygons.push(parsed);
      }
      for (const c of xmlList(xmlChild(area, 'circle'))) {
        const parsed = parseCircle(textOf(c) ?? '');
        if (parsed && circles.length < ALERT_LIMITS.circlesMax) circles.push(parsed);
      }
      geocodes.push(...pairs(xmlList(xmlChild(area, 'geocode')), textOf));
    }
    return {
      language: (iget('language') ?? 'en-US').slice(0, 35),
      categories: xmlList(xmlChild(info, 'category')).flatMap((c) => textOf(c) ?? []),
      event: clip(iget('event'), ALERT_LIMITS.shortMax),
      eventCodes: pairs(xmlList(xmlChild(info, 'eventCode')), textOf).slice(0, ALERT_LIMITS.eventCodesMax),
      urgency: enumValue(ALERT_URGENCIES, iget('urgency')),
      severity: enumValue(ALERT_SEVERITIES, iget('severity')),
      certainty: enumValue(ALERT_CERTAINTIES, iget('certainty')),
      senderName: clip(iget('senderName')),
      headline: clip(iget('headline')),
      description: clip(iget('description')),
      instruction: clip(iget('instruction')),
      web: iget('web'),
      effective: iget('effective'),
      onset: iget('onset'),
      expires: iget('expires'),
      areaDesc: descs.join('; ').slice(0, ALERT_LIMITS.textMax),
      polygons,
      circles,
      geocodes: geocodes.slice(0, ALERT_LIMITS.geocodesMax),
    };
  });
  const candidate = {
    source,
    identifier: get('identifier'),
    sender: get('sender'),
    sent: get('sent'),
    status: enumValue(ALERT_STATUSES, get('status')),
    msgType: enumValue(ALERT_MSG_TYPES, get('msgType')),
    references: parseReferences(get('references')),
    infos,
  };
  const parsed = alertSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error) };
  return { ok: true, alert: parsed.data };
};

/** A CAP 1.2 XML document (string or bytes) into an Alert, or the reason it was refused. */
export const parseCap = (input: string | Uint8Array): CapResult => {
  const read = readUntrustedXml(input);
  if (!read.ok) return read;
  const alert = read.doc.alert;
  if (alert === undefined) return { ok: false, reason: 'no CAP alert element' };
  return mapCapObject(alert, 'cap', xmlText);
};
