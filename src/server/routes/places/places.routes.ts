import { createRoute, z } from '@hono/zod-openapi';
import { placeInputSchema, placeListSchema, placeSchema } from '@shared/households/places';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Watched places'];
const idParam = z.object({ id: z.string() });

export const listPlacesRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "My household's watched places (at most 5), in order, and whether I may change them",
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(placeListSchema, 'The places'),
    401: errorResponse('No session'),
    404: errorResponse('Not in a household'),
  },
});

export const createPlaceRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Add a watched place (owners and editors): a name, a country, a point, and for Germany the district key',
  middleware: [requireSession] as const,
  request: { body: jsonBody(placeInputSchema) },
  responses: {
    201: jsonContent(z.object({ place: placeSchema }), 'Added'),
    400: errorResponse('Invalid input (fields.name, fields.country, fields.latitude, fields.longitude, fields.ars)'),
    401: errorResponse('No session'),
    403: errorResponse('A viewer of the household'),
    404: errorResponse('Not in a household'),
    409: errorResponse('The household already watches 5 places'),
  },
});

export const updatePlaceRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary: 'Change a watched place of my household (owners and editors)',
  middleware: [requireSession] as const,
  request: { params: idParam, body: jsonBody(placeInputSchema) },
  responses: {
    200: jsonContent(z.object({ place: placeSchema }), 'Changed'),
    400: errorResponse('Invalid input (fields.name, fields.country, fields.latitude, fields.longitude, fields.ars)'),
    401: errorResponse('No session'),
    403: errorResponse('A viewer of the household'),
    404: errorResponse('No such place in my household'),
  },
});

export const deletePlaceRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Remove a watched place of my household (owners and editors)',
  middleware: [requireSession] as const,
  request: { params: idParam },
  responses: {
    204: { description: 'Removed' },
    401: errorResponse('No session'),
    403: errorResponse('A viewer of the household'),
    404: errorResponse('No such place in my household'),
  },
});
