import { PLACE_MESSAGES } from '@shared/households/places';
import { uuidOrNull } from '../../db/sql-helpers';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { requireEditor } from '../../services/households/membership';
import { createPlace, deletePlace, listPlaces, updatePlace } from './places.queries';
import { createPlaceRoute, deletePlaceRoute, listPlacesRoute, updatePlaceRoute } from './places.routes';

/** /api/household/places (issue 38, decision 0278): the places a household watches for official warnings. */
export function placesRouter({ db }: Services) {
  return createRouter()
    .openapi(listPlacesRoute, async (c) => {
      const { user } = await requireAuth(c);
      const list = await listPlaces(db, user.id);
      if (!list) throw ApiError.notFound('Household not found');
      return c.json(list, 200);
    })
    .openapi(createPlaceRoute, async (c) => {
      const { user } = await requireAuth(c);
      // A viewer hears why (403); the insert names the household through the membership again.
      await requireEditor(db, user.id);
      const result = await createPlace(db, user.id, c.req.valid('json'));
      if (result === 'forbidden') throw ApiError.notFound('Household not found');
      if (result === 'full') throw ApiError.conflict(PLACE_MESSAGES.tooMany);
      return c.json(result, 201);
    })
    .openapi(updatePlaceRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireEditor(db, user.id);
      const id = uuidOrNull(c.req.valid('param').id);
      const place = id ? await updatePlace(db, user.id, id, c.req.valid('json')) : null;
      if (!place) throw ApiError.notFound(PLACE_MESSAGES.notFound);
      return c.json({ place }, 200);
    })
    .openapi(deletePlaceRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireEditor(db, user.id);
      const id = uuidOrNull(c.req.valid('param').id);
      if (!id || !(await deletePlace(db, user.id, id))) throw ApiError.notFound(PLACE_MESSAGES.notFound);
      return c.body(null, 204);
    });
}
