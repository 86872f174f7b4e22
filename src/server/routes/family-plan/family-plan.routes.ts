import { createRoute, z } from '@hono/zod-openapi';
import { familyPlanSchema, householdPetSchema } from '@shared/family-plan/schemas';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Family plan'];

/** The plan as saved (the empty plan until the first save), and when. */
export const savedFamilyPlanSchema = z.object({
  plan: familyPlanSchema,
  /** Null until the plan is first saved. */
  updatedAt: z.string().nullable(),
  /** The household's pets (set on the readiness page): the plan's vet and microchip are per pet. */
  householdPets: z.array(householdPetSchema),
});

export const getFamilyPlanRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary:
    "My household's family emergency communication plan (private to the household: its members read it, owners and editors change it)",
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(savedFamilyPlanSchema, 'My plan'), 401: errorResponse('No session') },
});

export const saveFamilyPlanRoute = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary:
    'Save my whole family plan (people, contacts, meeting places, numbers, pets); lastPracticedOn is ignored: it is the latest drill (POST /api/drills)',
  middleware: [requireSession] as const,
  request: { body: jsonBody(familyPlanSchema) },
  responses: {
    200: jsonContent(savedFamilyPlanSchema, 'The plan as saved'),
    400: errorResponse('Invalid input (field messages, e.g. fields.members.0.mobilePhone)'),
    401: errorResponse('No session'),
  },
});
