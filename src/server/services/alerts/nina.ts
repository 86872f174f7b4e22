/**
 * Germany's NINA API (warnung.bund.de/api31, OpenAPI in bundesAPI/nina-api; issue 38, decision 279).
 * - /dashboard/{ARS}.json: the warnings for one district (ARS with the last 7 digits 0000000), a
 *   list of short entries; read here into their ids (to fetch the details) with provider, severity,
 *   msgType and sent, skipping entries that do not fit, with a reason.
 * - /warnings/{id}.json: the warning as CAP in JSON, mapped with cap.ts's mapper. Its texts may
 *   carry <br/> (MoWaS, BIWAPP): turned into line breaks; the UI shows texts as plain text.
 */
import { z } from 'zod';
import { ALERT_LIMITS, describeIssues, type SkippedItem } from '@shared/alerts/schemas';
import { mapCapObject, type CapResult } from './cap';

const dashboardEntrySchema = z.object({
  id: z.string().min(1).max(200),
  payload: z.object({
    id: z.string(),
    data: z.object({
      headline: z.string().optional(),
      provider: z.string().optional(),
      severity: z.string().optional(),
      msgType: z.string().optional(),
      transKeys: z.object({ event: z.string().optional() }).optional(),
    }),
  }),
  sent: z.string(),
  onset: z.string().optional(),
  expires: z.string().optional(),
});

export type NinaDashboardEntry = {
  id: string;
  provider: string | null;
  severity: string | null;
  msgType: string | null;
  eventKey: string | null;
  headline: string | null;
  sent: string;
  expires: string | null;
};

/** A NINA dashboard answer into its entries (ids to fetch), with what was skipped and why. */
export const readNinaDashboard = (body: unknown): { entries: NinaDashboardEntry[]; skipped: SkippedItem[] } => {
  if (!Array.isArray(body)) return { entries: [], skipped: [{ id: null, reason: 'a NINA dashboard is a list' }] };
  const entries: NinaDashboardEntry[] = [];
  const skipped: SkippedItem[] = [];
  for (const raw of body as unknown[]) {
    const parsed = dashboardEntrySchema.safeParse(raw);
    if (!parsed.success) {
      const id = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : null;
      skipped.push({ id, reason: describeIssues(parsed.error) });
      continue;
    }
    const e = parsed.data;
    entries.push({
      id: e.id,
      provider: e.payload.data.provider ?? null,
      severity: e.payload.data.severity ?? null,
      msgType: e.payload.data.msgType ?? null,
      eventKey: e.payload.data.transKeys?.event ?? null,
      headline: e.payload.data.headline ?? null,
      sent: e.sent,
      expires: e.expires ?? null,
    });
  }
  return { entries, skipped };
};

const ninaText = (node: unknown): string | null => {
  if (typeof node === 'string') return node.replace(/<br\s*\/?>/gi, '\n');
  if (typeof node === 'number') return String(node);
  return null;
};

const rawInfos = (body: unknown): unknown[] => {
  const infos = (body as { info?: unknown })?.info;
  return Array.isArray(infos) ? infos : [];
};

/** MoWaS's parameter "warnVerwaltungsbereiche": the ARS keys (comma-separated) the warning covers. */
const warnedArs = (info: unknown): string[] => {
  const params = (info as { parameter?: unknown })?.parameter;
  if (!Array.isArray(params)) return [];
  return params.flatMap((p: unknown) => {
    const { valueName, value } = (p ?? {}) as { valueName?: unknown; value?: unknown };
    if (valueName !== 'warnVerwaltungsbereiche' || typeof value !== 'string') return [];
    return value.split(',').map((v) => v.trim()).filter((v) => /^\d{12}$/.test(v));
  });
};

/**
 * A NINA warning (CAP as JSON) into an Alert, or the reason it does not fit. The ARS keys of
 * "warnVerwaltungsbereiche" are kept as geocodes named "ARS" (match.ts reads them).
 */
export const readNinaWarning = (body: unknown): CapResult => {
  const mapped = mapCapObject(body, 'nina', ninaText);
  if (!mapped.ok) return mapped;
  const infos = rawInfos(body);
  mapped.alert.infos.forEach((info, i) => {
    const codes = warnedArs(infos[i]).slice(0, Math.max(0, ALERT_LIMITS.geocodesMax - info.geocodes.length));
    info.geocodes.push(...codes.map((value) => ({ valueName: 'ARS', value })));
  });
  return mapped;
};
