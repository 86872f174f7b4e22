/**
 * Emergency mode's API (issue 37; the contract is src/shared/incidents/schemas.ts): the household's
 * open incident, starting and ending it, check-ins and the shared ticks, through the typed client
 * (the same cookie, offline detection and error shape as every call).
 */
import type { Checkin, StartIncident, TickInput } from '@shared/incidents/schemas';
import { client, data } from '@web/lib/api-client';

const incidents = client.incidents;

/** GET /api/incidents/current: the open incident (or null), the last ended ones, what I may do. */
export const getCurrentIncident = (signal?: AbortSignal) =>
  data(incidents.current.$get(undefined, { init: { signal } }));

/** POST /api/incidents (owners and editors): 201 with the incident; 409 when one is open already. */
export const startIncident = (json: StartIncident) => data(incidents.$post({ json }));

/** POST /api/incidents/:id/end (owners and editors). */
export const endIncident = (id: string) => data(incidents[':id'].end.$post({ param: { id } }));

/** POST /api/incidents/:id/checkins: 201, or 200 when this id was stored already. */
export const postCheckin = (id: string, json: Checkin) =>
  data(incidents[':id'].checkins.$post({ param: { id }, json }));

/** DELETE /api/incidents/:id/checkins/:checkinId/location: the check-in keeps its status, not where. */
export const clearCheckinLocation = (id: string, checkinId: string) =>
  data(incidents[':id'].checkins[':checkinId'].location.$delete({ param: { id, checkinId } }));

/** PUT /api/incidents/:id/ticks: tick or untick one step or kit item; answers every tick. */
export const putTick = (id: string, json: TickInput) => data(incidents[':id'].ticks.$put({ param: { id }, json }));
