import { createRoute, z } from '@hono/zod-openapi';
import { PLAN_EVENT_TYPE_VALUES } from '@shared/constants/plans';
import {
  CHECKIN_STATUSES,
  checkinSchema,
  INCIDENT_TICK_KINDS,
  incidentWarningSchema,
  startIncidentSchema,
  tickSchema,
  type IncidentCheckinView,
  type IncidentsCurrent,
  type IncidentTickView,
  type IncidentView,
} from '@shared/incidents/schemas';
import { pathId } from '@shared/text';
import type { SameShape } from '../../db/sql-helpers';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Emergency mode'];

// The answers' shapes: the interfaces of @shared/incidents/schemas (checked below), as zod for the document.
const personSchema = z.object({ id: z.string(), name: z.string() });
const checkinViewSchema = z.object({
  id: z.string(),
  status: z.enum(CHECKIN_STATUSES),
  note: z.string().nullable(),
  subject: personSchema.nullable(),
  subjectName: z.string().nullable(),
  reportedBy: personSchema.nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number(), accuracyM: z.number().nullable() }).nullable(),
  createdAt: z.string(),
});
const tickViewSchema = z.object({
  kind: z.enum(INCIDENT_TICK_KINDS),
  itemKey: z.string(),
  tickedBy: personSchema.nullable(),
  tickedAt: z.string(),
});
const incidentViewSchema = z.object({
  id: z.string(),
  eventType: z.enum(PLAN_EVENT_TYPE_VALUES),
  practice: z.boolean(),
  startedAt: z.string(),
  startedBy: personSchema.nullable(),
  endedAt: z.string().nullable(),
  endedBy: personSchema.nullable(),
  latest: z.array(checkinViewSchema),
  checkins: z.array(checkinViewSchema),
  notHeardFrom: z.array(personSchema),
  ticks: z.array(tickViewSchema),
  warning: incidentWarningSchema.nullable(),
});
const incidentsCurrentSchema = z.object({
  incident: incidentViewSchema.nullable(),
  recent: z.array(
    incidentViewSchema.pick({ id: true, eventType: true, practice: true, startedAt: true, endedAt: true }),
  ),
  canManage: z.boolean(),
  lastEventType: z.enum(PLAN_EVENT_TYPE_VALUES).nullable(),
});
const ticksSchema = z.object({ ticks: z.array(tickViewSchema) });

// The zod answers are exactly the contract's interfaces (a change to either fails the typecheck).
const shapes: [
  SameShape<z.output<typeof checkinViewSchema>, IncidentCheckinView>,
  SameShape<z.output<typeof tickViewSchema>, IncidentTickView>,
  SameShape<z.output<typeof incidentViewSchema>, IncidentView>,
  SameShape<z.output<typeof incidentsCurrentSchema>, IncidentsCurrent>,
] = [true, true, true, true];
void shapes;

// Ids are checked in the handler: a malformed id answers 404 like a missing incident.
const incidentParams = z.object({ id: pathId() });
const notFound = errorResponse("No such incident in my household (another household's, or I am not a member)");

export const currentIncidentsRoute = createRoute({
  method: 'get',
  path: '/current',
  tags,
  summary:
    "My household's open incident (check-ins, who is not heard from, ticks), its last ended ones, whether I may start and end one, and the event type to offer first",
  middleware: [requireSession] as const,
  responses: {
    200: jsonContent(incidentsCurrentSchema, 'The open incident (or null) and the recent ones'),
    401: errorResponse('No session'),
    404: errorResponse('Not in a household'),
  },
});

export const getIncidentRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'An incident of my household, open or ended (its history), for any member',
  middleware: [requireSession] as const,
  request: { params: incidentParams },
  responses: {
    200: jsonContent(incidentViewSchema, 'The incident'),
    401: errorResponse('No session'),
    404: notFound,
  },
});

export const startIncidentRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary:
    "Start emergency mode for my household (owners and editors), optionally for one of the household's official warnings (alertId); the other members are emailed",
  middleware: [requireSession] as const,
  request: { body: jsonBody(startIncidentSchema) },
  responses: {
    201: jsonContent(incidentViewSchema, 'Started'),
    400: errorResponse('Invalid input (fields.eventType, fields.practice, fields.alertId)'),
    401: errorResponse('No session'),
    403: errorResponse('A viewer of the household'),
    404: errorResponse("Not in a household, or alertId is not a warning matched to my household's places"),
    409: errorResponse('An incident is already open for the household'),
  },
});

export const endIncidentRoute = createRoute({
  method: 'post',
  path: '/{id}/end',
  tags,
  summary:
    "End my household's open incident (owners and editors): shared locations are cleared, a practice is recorded as a drill, the other members are emailed",
  middleware: [requireSession] as const,
  request: { params: incidentParams },
  responses: {
    200: jsonContent(incidentViewSchema, 'Ended'),
    401: errorResponse('No session'),
    403: errorResponse('A viewer of the household'),
    404: notFound,
    409: errorResponse('The incident has ended already'),
  },
});

export const addCheckinRoute = createRoute({
  method: 'post',
  path: '/{id}/checkins',
  tags,
  summary:
    'Check in (any member): "I\'m safe" or "I need help", for myself, another member or someone without an account; the id is the device\'s, and sending it again stores nothing new',
  middleware: [requireSession] as const,
  request: { params: incidentParams, body: jsonBody(checkinSchema) },
  responses: {
    200: jsonContent(checkinViewSchema, 'Already stored (the same id sent again): the stored check-in'),
    201: jsonContent(checkinViewSchema, 'Stored'),
    400: errorResponse('Invalid input (fields.id, status, note, subjectName, location.*)'),
    401: errorResponse('No session'),
    404: notFound,
    409: errorResponse("The incident has ended, or the id is another check-in's (fields.id)"),
    422: errorResponse('subjectUserId is not a member of the household (fields.subjectUserId)'),
  },
});

export const clearLocationRoute = createRoute({
  method: 'delete',
  path: '/{id}/checkins/{checkinId}/location',
  tags,
  summary: "Clear a check-in's location: only its reporter or its subject",
  middleware: [requireSession] as const,
  request: { params: z.object({ id: pathId(), checkinId: pathId() }) },
  responses: {
    200: jsonContent(checkinViewSchema, 'The check-in, without a location'),
    401: errorResponse('No session'),
    404: errorResponse('No such check-in in my household, or not mine to clear (the same answer)'),
  },
});

export const setTickRoute = createRoute({
  method: 'put',
  path: '/{id}/ticks',
  tags,
  summary: 'Tick or untick a "Do now" step or a kit item to grab, shared by the household (any member)',
  middleware: [requireSession] as const,
  request: { params: incidentParams, body: jsonBody(tickSchema) },
  responses: {
    200: jsonContent(ticksSchema, "The incident's ticks"),
    400: errorResponse('Invalid input (fields.kind, fields.itemKey, fields.ticked)'),
    401: errorResponse('No session'),
    404: notFound,
    409: errorResponse('The incident has ended'),
  },
});
