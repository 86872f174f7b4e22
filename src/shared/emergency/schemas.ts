/**
 * GET /api/emergency (issue 37, decision 0274): everything the /emergency screen shows, in one
 * answer, so the page works from one copy kept on the device with no network. Read-only: the
 * screen changes nothing but the ticks (kept on the device, or the incident's shared ticks) and
 * "Save as our plan", which goes through POST /api/plans.
 */
import { z } from 'zod';
import { PLAN_EVENT_TYPE_VALUES, PLAN_ITEM_KINDS } from '../constants/plans';
import { EMERGENCY_REGIONS } from '../family-plan/figures';
import { incidentWarningSchema } from '../incidents/schemas';
import { PET_KINDS } from '../readiness/figures';

const MEETING_PLACE_KEYS = ['indoor', 'neighbourhood', 'outsideNeighbourhood', 'outOfTown'] as const;

/** A person of the family plan: their phones (Call) and medical notes (People). */
export const emergencyPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobilePhone: z.string(),
  otherPhone: z.string(),
  allergies: z.string(),
  medicines: z.string(),
  conditions: z.string(),
  bloodType: z.string(),
});
export type EmergencyPerson = z.infer<typeof emergencyPersonSchema>;

export const emergencyContactSchema = z.object({
  name: z.string(),
  mobilePhone: z.string(),
  otherPhone: z.string(),
  email: z.string(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const emergencyNumberSchema = z.object({ label: z.string(), number: z.string(), note: z.string() });

/** A meeting place that is set, in the plan's order (indoor, neighbourhood, outside it, out of town). */
export const emergencyMeetingPlaceSchema = z.object({
  key: z.enum(MEETING_PLACE_KEYS),
  label: z.string(),
  name: z.string(),
  address: z.string(),
  instructions: z.string(),
});
export type EmergencyMeetingPlace = z.infer<typeof emergencyMeetingPlaceSchema>;

export const emergencyPlanItemSchema = z.object({
  id: z.string(),
  kind: z.enum(PLAN_ITEM_KINDS),
  content: z.string(),
});

/** A survival plan of the household (the user's own or shared with the household). */
export const emergencyPlanSchema = z.object({
  id: z.string(),
  title: z.string(),
  eventType: z.enum(PLAN_EVENT_TYPE_VALUES),
  updatedAt: z.string(),
  /** Its steps, notes and resources in order (the steps are the "Do now" checklist). */
  items: z.array(emergencyPlanItemSchema),
  /** The kits it links that the user may see (ids into `kits`). */
  kitIds: z.array(z.string()),
});
export type EmergencyPlan = z.infer<typeof emergencyPlanSchema>;

export const emergencyKitItemSchema = z.object({
  id: z.string(),
  itemName: z.string(),
  quantity: z.number().int(),
  category: z.string(),
});

export const emergencyKitSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The user's own or shared with the household (the Grab list when no plan links kits). */
  household: z.boolean(),
  items: z.array(emergencyKitItemSchema),
});
export type EmergencyKit = z.infer<typeof emergencyKitSchema>;

export const emergencyPetSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PET_KINDS),
  vet: z.string(),
  microchip: z.string(),
});

/** How long the household holds out on its stock now (the readiness figure). */
export const holdOutSchema = z.object({
  daysCovered: z.number(),
  limitedBy: z.enum(['water', 'food']),
  goalDays: z.number().int(),
  people: z.number(),
  /** Water and food, what runs out first first, with the days each lasts. */
  runsOut: z.array(z.object({ resource: z.enum(['water', 'food']), days: z.number() })),
  /** The first day expiring stock lowers the figure, and the figure then; null when none does. */
  nextDrop: z.object({ on: z.string(), daysCovered: z.number() }).nullable(),
});
export type HoldOut = z.infer<typeof holdOutSchema>;

export const emergencyAnswerSchema = z.object({
  /** The family plan's emergency number (its region; the US's 911 until one is chosen). */
  emergencyNumber: z.object({ region: z.enum(EMERGENCY_REGIONS), number: z.string() }),
  people: z.array(emergencyPersonSchema),
  outOfTownContacts: z.array(emergencyContactSchema),
  numbers: z.array(emergencyNumberSchema),
  meetingPlaces: z.array(emergencyMeetingPlaceSchema),
  pets: z.array(emergencyPetSchema),
  /** Every survival plan of the household, newest change first. */
  plans: z.array(emergencyPlanSchema),
  /** The household's kits and any other kit a plan links, with their items. */
  kits: z.array(emergencyKitSchema),
  /** Null until the household's counts are saved (or nobody is counted). */
  holdOut: holdOutSchema.nullable(),
  /** Whether the user may save a plan for the household ("Save as our plan": owners and editors). */
  canEdit: z.boolean(),
  /**
   * The official warning the household's open incident was started for (issue 38), or null: its
   * instruction leads the screen, kept with the rest for offline use.
   */
  warning: incidentWarningSchema.nullable(),
});
export type EmergencyAnswer = z.infer<typeof emergencyAnswerSchema>;
