/**
 * Emergency mode's API (issue 37; the contract is src/shared/incidents/schemas.ts): the household's
 * open incident, starting and ending it, check-ins and the shared ticks. Every call goes through
 * apiFetch (the session cookie, offline detection, the API's error shape).
 */
import type {
  Checkin,
  IncidentsCurrent,
  IncidentTickView,
  IncidentView,
  StartIncident,
  TickInput,
} from '@shared/incidents/schemas';
import { apiFetch, readJson } from '@web/lib/api';

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
});

const at = (id: string) => `/api/incidents/${encodeURIComponent(id)}`;

/** GET /api/incidents/current: the open incident (or null), the last ended ones, what I may do. */
export const getCurrentIncident = async (signal?: AbortSignal) =>
  readJson<IncidentsCurrent>(await apiFetch('/api/incidents/current', { signal }));

/** POST /api/incidents (owners and editors): 201 with the incident; 409 when one is open already. */
export const startIncident = async (input: StartIncident) =>
  readJson<IncidentView>(await apiFetch('/api/incidents', json('POST', input)));

/** POST /api/incidents/:id/end (owners and editors). */
export const endIncident = async (id: string) => readJson<IncidentView>(await apiFetch(`${at(id)}/end`, json('POST')));

/** POST /api/incidents/:id/checkins: 201, or 200 when this id was stored already; 409 once ended. */
export const postCheckin = async (incidentId: string, checkin: Checkin) =>
  readJson<unknown>(await apiFetch(`${at(incidentId)}/checkins`, json('POST', checkin)));

/** DELETE /api/incidents/:id/checkins/:checkinId/location: the check-in keeps its status, not where. */
export const clearCheckinLocation = async (incidentId: string, checkinId: string) =>
  readJson<unknown>(
    await apiFetch(`${at(incidentId)}/checkins/${encodeURIComponent(checkinId)}/location`, json('DELETE')),
  );

/** PUT /api/incidents/:id/ticks: tick or untick one step or kit item; answers every tick. */
export const putTick = async (incidentId: string, tick: TickInput) =>
  readJson<{ ticks: IncidentTickView[] }>(await apiFetch(`${at(incidentId)}/ticks`, json('PUT', tick)));
