import { createRoute, z } from '@hono/zod-openapi';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAPPING_FIELD,
  importPreviewSchema,
  importResultSchema,
} from '@shared/resources/import';
import {
  createResourceSchema,
  resourceSchema,
  saveResourcesSchema,
  setTargetsSchema,
  updateResourceSchema,
} from '@shared/resources/schemas';
import { pathId } from '@shared/text';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';
import { importBodyLimit } from './import/import.service';

const tags = ['Resources'];
const listSchema = z.object({ resources: z.array(resourceSchema) });
const oneSchema = z.object({ resource: resourceSchema });
// Ids are checked in the handler: a malformed id answers 404 like a missing row.
const params = z.object({ id: pathId() });

export const listResourcesRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My supplies, ordered by category (the first load seeds the 21 defaults, once)',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(listSchema, 'My resources'), 401: errorResponse('No session') },
});

export const saveResourcesRoute = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary: 'Save every changed quantity in one request and one transaction; the server computes status',
  middleware: [requireSession] as const,
  request: { body: jsonBody(saveResourcesSchema) },
  responses: {
    200: jsonContent(listSchema, 'The saved rows'),
    400: errorResponse('Invalid input: the message names the row (fields like changes.3.currentQuantity)'),
    401: errorResponse('No session'),
    404: errorResponse('A resource that is not yours (nothing was written)'),
  },
});

export const createResourceRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Add a supply of my own (quantity 0), with optional litres or kcal per unit',
  middleware: [requireSession] as const,
  request: { body: jsonBody(createResourceSchema) },
  responses: {
    201: jsonContent(oneSchema, 'The new row'),
    400: errorResponse('Invalid input (field messages)'),
    401: errorResponse('No session'),
    403: errorResponse('The per-user limit of supplies is reached'),
    409: errorResponse('A supply of mine already has this name (fields.name)'),
  },
});

export const setTargetsRoute = createRoute({
  method: 'put',
  path: '/targets',
  tags,
  summary: 'Set several targets in one transaction ("Set targets from my goal"); status follows',
  middleware: [requireSession] as const,
  request: { body: jsonBody(setTargetsSchema) },
  responses: {
    200: jsonContent(listSchema, 'The changed rows'),
    400: errorResponse('Invalid input (fields like targets.2.targetQuantity)'),
    401: errorResponse('No session'),
    404: errorResponse('A resource that is not yours (nothing was written)'),
  },
});

export const updateResourceRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Rename a supply, change its category, unit, target, litres or kcal per unit (defaults too)',
  middleware: [requireSession] as const,
  request: { params, body: jsonBody(updateResourceSchema) },
  responses: {
    200: jsonContent(oneSchema, 'The row'),
    400: errorResponse('Invalid input (field messages)'),
    401: errorResponse('No session'),
    404: errorResponse('No such supply of mine'),
    409: errorResponse('A supply of mine already has this name (fields.name)'),
  },
});

export const deleteResourceRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a supply I added (the 21 defaults cannot be deleted)',
  middleware: [requireSession] as const,
  request: { params },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponse('No session'),
    404: errorResponse('No such supply of mine'),
    409: errorResponse('One of the 21 defaults: set its target to 0 instead'),
  },
});

// A plain OpenAPI schema, not zod: no validator buffers the upload; importBodyLimit holds it to
// its cap and the handler reads it (import/import.service.ts).
const importBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: {
          [IMPORT_FILE_FIELD]: { type: 'string' as const, format: 'binary', description: 'The CSV file (UTF-8)' },
          [IMPORT_MAPPING_FIELD]: {
            type: 'string' as const,
            description: 'JSON: the column of each field (importMappingSchema), for a spreadsheet',
          },
        },
        required: [IMPORT_FILE_FIELD],
      },
    },
  },
};
const importRefusals = {
  400: errorResponse('Not UTF-8, broken quotes (the line named), over 2,000 rows, a bad mapping, nothing to import'),
  401: errorResponse('No session'),
  403: errorResponse('A viewer of the household'),
  404: errorResponse('No household'),
  413: errorResponse('The file is over 1 MB'),
};

export const previewImportRoute = createRoute({
  method: 'post',
  path: '/import/preview',
  tags,
  summary:
    'Read a CSV (own export, Homebox or a spreadsheet through a mapping): what each row would do, nothing written',
  middleware: [requireSession, importBodyLimit] as const,
  request: { body: importBody },
  responses: {
    200: jsonContent(importPreviewSchema, 'Each row: add, merge, same or refuse (with a reason)'),
    ...importRefusals,
  },
});

export const importRoute = createRoute({
  method: 'post',
  path: '/import',
  tags,
  summary: 'Import a CSV: every accepted row written in one transaction, one activity line',
  middleware: [requireSession, importBodyLimit] as const,
  request: { body: importBody },
  responses: {
    200: jsonContent(importResultSchema, 'The counts and the supplies after the import'),
    ...importRefusals,
  },
});
