import { createRoute, z } from '@hono/zod-openapi';
import { barcodeRequestSchema, scanRequestSchema, scanResponseSchema } from '@shared/barcodes/schemas';
import { resourceSchema } from '@shared/resources/schemas';
import { pathId } from '@shared/text';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Resources'];
const oneSchema = z.object({ resource: resourceSchema });
// Checked in the handler: a malformed id or code answers 404 like a missing one.
const params = z.object({ id: pathId() });
const codeParams = z.object({ id: pathId(), code: z.string().max(200) });

export const scanRoute = createRoute({
  method: 'post',
  path: '/scan',
  tags,
  summary:
    "A scanned barcode: a code the household knows adds one unit to its supply (today's batch, the supply's default best-before); a new one answers what Open Food Facts says of it",
  middleware: [requireSession] as const,
  request: { body: jsonBody(scanRequestSchema) },
  responses: {
    200: jsonContent(scanResponseSchema, 'The supply with the unit added, or the new code with its product prefill'),
    400: errorResponse('Invalid input (fields.code)'),
    401: errorResponse('No session'),
    403: errorResponse('A viewer of the household'),
    404: errorResponse('No household'),
    409: errorResponse('The supply holds the most a supply may hold already (fields.code)'),
  },
});

export const attachBarcodeRoute = createRoute({
  method: 'post',
  path: '/{id}/barcodes',
  tags,
  summary: 'Keep a barcode on a supply (a supply keeps up to 20; a code names one supply of the household)',
  middleware: [requireSession] as const,
  request: { params, body: jsonBody(barcodeRequestSchema) },
  responses: {
    200: jsonContent(oneSchema, 'The supply with its barcodes'),
    400: errorResponse('Invalid input (fields.code)'),
    401: errorResponse('No session'),
    403: errorResponse('A viewer of the household'),
    404: errorResponse('No such supply of my household'),
    409: errorResponse('Another supply has this code, or this one has 20 (fields.code)'),
  },
});

export const detachBarcodeRoute = createRoute({
  method: 'delete',
  path: '/{id}/barcodes/{code}',
  tags,
  summary: 'Remove a barcode from a supply',
  middleware: [requireSession] as const,
  request: { params: codeParams },
  responses: {
    204: { description: 'Removed' },
    401: errorResponse('No session'),
    403: errorResponse('A viewer of the household'),
    404: errorResponse('No such supply or code of my household'),
  },
});
