import { createRoute, z } from '@hono/zod-openapi';
import {
  createKitItemSchema,
  createKitSchema,
  IMAGE_UPLOAD_FIELD,
  kitDetailSchema,
  kitItemSchema,
  kitListQuerySchema,
  kitListSchema,
  kitSummarySchema,
  templateBasisSchema,
  updateKitItemSchema,
  updateKitSchema,
} from '@shared/kits/schemas';
import { pathId } from '@shared/text';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Kits'];
// Ids are checked in the handler: a malformed id answers 404 like a missing kit.
const kitParams = z.object({ id: pathId() });
const itemParams = z.object({ id: pathId(), itemId: pathId() });
const kitBody = z.object({ kit: kitDetailSchema });
const itemBody = z.object({ item: kitItemSchema });

const notYours = {
  401: errorResponse('No session'),
  403: errorResponse('A public kit of someone else: readable, never writable'),
  404: errorResponse('No such kit, or a private kit of someone else (the same answer)'),
};

export const listKitsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary:
    'One page of a tab (mine, acquired copies, public kits of others), optionally searched, with the three tab counts',
  middleware: [requireSession] as const,
  request: { query: kitListQuerySchema },
  responses: {
    200: jsonContent(
      kitListSchema,
      'mine: updated_at desc; acquired: acquisition desc; community: created_at desc; nextCursor null on the last page',
    ),
    400: errorResponse('Invalid tab, search, category, limit (1-100) or cursor (fields.cursor)'),
    401: errorResponse('No session'),
  },
});

export const templateBasisRoute = createRoute({
  method: 'get',
  path: '/template-basis',
  tags,
  summary:
    "Who the family kit templates are scaled for: the caller's own household (its people, pets, water standard and the family plan's medicines), or one adult without one",
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(z.object({ basis: templateBasisSchema }), "The caller's own household, never another"),
    401: errorResponse('No session'),
  },
});

export const getKitRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'One kit with its items (category, then position): the owner always, anyone when public',
  request: { params: kitParams },
  responses: {
    200: jsonContent(kitBody, 'The kit'),
    404: errorResponse('No such kit, or a private kit of someone else (the same answer)'),
  },
});

export const createKitRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary:
    "Create a private kit, blank, from the 72-hour template (23 items) or from a family template scaled to the caller's own household (family-go-bag, stay-home, car, pet), kit and items in one transaction",
  middleware: [requireSession] as const,
  request: { body: jsonBody(createKitSchema) },
  responses: {
    201: jsonContent(kitBody, 'The new kit'),
    400: errorResponse('Invalid input (fields.name: "Kit name is required.")'),
    401: errorResponse('No session'),
    403: errorResponse('The user already owns 500 kits (nothing written)'),
  },
});

export const updateKitRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Save Kit: name, description (trimmed, empty -> null), is_public',
  middleware: [requireSession] as const,
  request: { params: kitParams, body: jsonBody(updateKitSchema) },
  responses: {
    200: jsonContent(z.object({ kit: kitSummarySchema }), 'The saved kit'),
    400: errorResponse('Invalid input'),
    ...notYours,
  },
});

export const deleteKitRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a kit with its items, acquisitions and image files',
  middleware: [requireSession] as const,
  request: { params: kitParams },
  responses: { 204: { description: 'Deleted' }, ...notYours },
});

export const duplicateKitRoute = createRoute({
  method: 'post',
  path: '/{id}/duplicate',
  tags,
  summary:
    'A private copy of my kit named "{name} (Copy)" (nameless items dropped, renumbered from 0, expiry dates not copied)',
  middleware: [requireSession] as const,
  request: { params: kitParams },
  responses: { 201: jsonContent(kitBody, 'The copy'), ...notYours },
});

export const acquireKitRoute = createRoute({
  method: 'post',
  path: '/{id}/acquire',
  tags,
  summary: 'Acquire a public kit of someone else: a private copy plus an acquisition record',
  middleware: [requireSession] as const,
  request: { params: kitParams },
  responses: {
    201: jsonContent(kitBody, 'The copy, now in my Acquired tab'),
    400: errorResponse('Your own kit'),
    401: errorResponse('No session'),
    403: errorResponse('The user already owns 500 kits, or the kit has more than 1,000 items (nothing written)'),
    404: errorResponse('No such kit, or a private kit of someone else'),
    409: errorResponse('Already acquired'),
  },
});

export const createItemRoute = createRoute({
  method: 'post',
  path: '/{id}/items',
  tags,
  summary: "Add an item (position = the category's max + 1, or 1; quantity invalid or 0 -> 1; expiresOn optional)",
  middleware: [requireSession] as const,
  request: { params: kitParams, body: jsonBody(createKitItemSchema) },
  responses: { 201: jsonContent(itemBody, 'The new item'), 400: errorResponse('Invalid input'), ...notYours },
});

export const updateItemRoute = createRoute({
  method: 'patch',
  path: '/{id}/items/{itemId}',
  tags,
  summary:
    'Edit an item (partial: item_name, quantity >= 1, notes, category, priority 1-5, expiresOn YYYY-MM-DD or null, packed)',
  middleware: [requireSession] as const,
  request: { params: itemParams, body: jsonBody(updateKitItemSchema) },
  responses: { 200: jsonContent(itemBody, 'The saved item'), 400: errorResponse('Invalid input'), ...notYours },
});

export const deleteItemRoute = createRoute({
  method: 'delete',
  path: '/{id}/items/{itemId}',
  tags,
  summary: 'Delete an item (and its image file)',
  middleware: [requireSession] as const,
  request: { params: itemParams },
  responses: { 204: { description: 'Deleted' }, ...notYours },
});

export const uploadItemImageRoute = createRoute({
  method: 'put',
  path: '/{id}/items/{itemId}/image',
  tags,
  summary: 'Replace the item image: JPEG, PNG, WebP or GIF up to 5 MB, stored as WebP without metadata',
  middleware: [requireSession] as const,
  request: {
    params: itemParams,
    // A plain OpenAPI schema, not zod: no validator buffers the upload; readImageUpload streams
    // it with its own 5 MB limit.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [IMAGE_UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
            required: [IMAGE_UPLOAD_FIELD],
          },
        },
      },
    },
  },
  responses: {
    200: jsonContent(itemBody, 'The item with its new imageUrl'),
    400: errorResponse('Not a JPEG, PNG, WebP or GIF image (by content), or no file'),
    413: errorResponse('Over 5 MB'),
    429: errorResponse('Over 60 image uploads this hour (Retry-After)'),
    503: errorResponse('Too many uploads in progress on this server (Retry-After)'),
    ...notYours,
  },
});
