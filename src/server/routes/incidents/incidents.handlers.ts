import { API_ERROR_CODES } from '@shared/errors';
import { INCIDENT_MESSAGES } from '@shared/incidents/schemas';
import { isUniqueViolation } from '../../db/pg-errors';
import { uuidOrNull } from '../../db/sql-helpers';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { membershipOf } from '../../services/households/membership';
import {
  addCheckin,
  clearCheckinLocation,
  currentIncidents,
  endIncident,
  incidentOf,
  setTick,
  startIncident,
  type IncidentWriteRefusal,
} from './incidents.queries';
import {
  addCheckinRoute,
  clearLocationRoute,
  currentIncidentsRoute,
  endIncidentRoute,
  getIncidentRoute,
  setTickRoute,
  startIncidentRoute,
} from './incidents.routes';

const NOT_FOUND = 'Incident not found';

/** A refused write: 404 (not this household's, or no member) or 409 (the incident has ended). */
function refused(refusal: IncidentWriteRefusal): never {
  if (refusal === 'notOpen') throw ApiError.conflict(INCIDENT_MESSAGES.notOpen);
  throw ApiError.notFound(NOT_FOUND);
}

/** A viewer hears why (403); the statements name the household through the membership again. */
async function requireManager(db: Services['db'], userId: string) {
  const membership = await membershipOf(db, userId);
  if (!membership) throw ApiError.notFound('Household not found');
  if (membership.role !== 'owner' && membership.role !== 'editor')
    throw new ApiError(403, API_ERROR_CODES.forbidden, INCIDENT_MESSAGES.editorsOnly);
}

export function incidentsRouter({ db, env }: Services) {
  const publicUrl = env.PUBLIC_URL;
  return createRouter()
    .openapi(currentIncidentsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const current = await currentIncidents(db, user.id);
      if (!current) throw ApiError.notFound('Household not found');
      return c.json(current, 200);
    })
    .openapi(getIncidentRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = uuidOrNull(c.req.valid('param').id);
      const incident = id && (await incidentOf(db, user.id, id));
      if (!incident) throw ApiError.notFound(NOT_FOUND);
      return c.json(incident, 200);
    })
    .openapi(startIncidentRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireManager(db, user.id);
      try {
        const incident = await startIncident(db, user.id, c.req.valid('json'), publicUrl);
        if (!incident) throw ApiError.notFound('Household not found');
        if (incident === 'warningNotFound') throw ApiError.notFound(INCIDENT_MESSAGES.warningNotFound);
        return c.json(incident, 201);
      } catch (err) {
        // One open incident per household: the unique index decides, also between two at once.
        if (isUniqueViolation(err, 'household_incidents_one_open_uidx'))
          throw ApiError.conflict(INCIDENT_MESSAGES.alreadyOpen);
        throw err;
      }
    })
    .openapi(endIncidentRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = uuidOrNull(c.req.valid('param').id);
      if (!id) throw ApiError.notFound(NOT_FOUND);
      await requireManager(db, user.id);
      const ended = await endIncident(db, user.id, id, publicUrl);
      if (typeof ended === 'string') refused(ended);
      return c.json(ended, 200);
    })
    .openapi(addCheckinRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = uuidOrNull(c.req.valid('param').id);
      if (!id) throw ApiError.notFound(NOT_FOUND);
      const result = await addCheckin(db, user.id, id, c.req.valid('json'), publicUrl);
      if (result === 'subject')
        throw new ApiError(422, API_ERROR_CODES.validation, INCIDENT_MESSAGES.subject, {
          subjectUserId: [INCIDENT_MESSAGES.subject],
        });
      if (result === 'idTaken')
        throw ApiError.conflict(INCIDENT_MESSAGES.checkinIdTaken, { id: [INCIDENT_MESSAGES.checkinIdTaken] });
      if (typeof result === 'string') refused(result);
      return result.created ? c.json(result.checkin, 201) : c.json(result.checkin, 200);
    })
    .openapi(clearLocationRoute, async (c) => {
      const { user } = await requireAuth(c);
      const params = c.req.valid('param');
      const [id, checkinId] = [uuidOrNull(params.id), uuidOrNull(params.checkinId)];
      const checkin = id && checkinId && (await clearCheckinLocation(db, user.id, id, checkinId));
      if (!checkin) throw ApiError.notFound('Check-in not found');
      return c.json(checkin, 200);
    })
    .openapi(setTickRoute, async (c) => {
      const { user } = await requireAuth(c);
      const id = uuidOrNull(c.req.valid('param').id);
      if (!id) throw ApiError.notFound(NOT_FOUND);
      const ticks = await setTick(db, user.id, id, c.req.valid('json'));
      if (typeof ticks === 'string') refused(ticks);
      return c.json({ ticks }, 200);
    });
}
