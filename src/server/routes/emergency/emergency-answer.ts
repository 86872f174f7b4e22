/**
 * The emergency screen's answer from the rows of emergency.queries.ts and the readiness answer
 * (decision 0274): the family plan read through its schema (a plan saved by an older release gains
 * the newer fields' defaults), the meeting places that are set in the plan's order, the pets with
 * their vet and microchip, and "Hold out" from the same calculator the readiness page runs.
 */
import type { EmergencyAnswer, HoldOut } from '@shared/emergency/schemas';
import { EMERGENCY_NUMBERS, MEETING_PLACES } from '@shared/family-plan/figures';
import { familyPlanSchema } from '@shared/family-plan/schemas';
import { readiness as computeReadiness } from '@shared/readiness/calculator';
import { nextFigureDrop } from '@shared/readiness/outlook';
import type { ReadinessAnswer } from '@shared/readiness/schemas';
import { utcDay } from '@shared/supplies/expiry';
import type { EmergencyRows } from './emergency.queries';

export function holdOutOf(body: string | null, today: string): HoldOut | null {
  if (!body) return null;
  const answer = JSON.parse(body) as ReadinessAnswer;
  const { household } = answer;
  if (!household) return null;
  const counts = { ...household, ...answer.memberCounts };
  const figure = computeReadiness(counts, household.pets, household, answer.resources);
  if (figure.kind !== 'figure') return null;
  const runsOut = [
    { resource: 'water' as const, days: figure.water.days },
    { resource: 'food' as const, days: figure.food.days },
  ].sort((a, b) => a.days - b.days || (a.resource === figure.limitedBy ? -1 : 1));
  return {
    daysCovered: figure.daysCovered,
    limitedBy: figure.limitedBy,
    goalDays: figure.goalDays,
    people: figure.people,
    runsOut,
    nextDrop: nextFigureDrop(counts, household.pets, household, answer.resources, today),
  };
}

export function emergencyAnswer(rows: EmergencyRows, readinessBody: string | null, now: number): EmergencyAnswer {
  const parsed = familyPlanSchema.safeParse(rows.familyPlan ?? {});
  const plan = parsed.success ? parsed.data : familyPlanSchema.parse({});
  const region = EMERGENCY_NUMBERS.find((e) => e.id === plan.emergencyRegion) ?? EMERGENCY_NUMBERS[0];
  const vets = new Map(plan.pets.map((p) => [p.petId, p]));
  return {
    emergencyNumber: { region: region.id, number: region.number },
    people: plan.members.map((m) => ({
      id: m.id,
      name: m.name,
      mobilePhone: m.mobilePhone,
      otherPhone: m.otherPhone,
      allergies: m.allergies,
      medicines: m.medicines,
      conditions: m.conditions,
      bloodType: m.bloodType,
    })),
    outOfTownContacts: plan.outOfTownContacts,
    numbers: plan.numbers,
    meetingPlaces: MEETING_PLACES.flatMap(({ key, label }) => {
      const place = plan.meetingPlaces[key];
      return place && (place.name || place.address || place.instructions) ? [{ key, label, ...place }] : [];
    }),
    pets: rows.pets.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind as EmergencyAnswer['pets'][number]['kind'],
      vet: vets.get(p.id)?.vet ?? '',
      microchip: vets.get(p.id)?.microchip ?? '',
    })),
    plans: rows.plans as EmergencyAnswer['plans'],
    kits: rows.kits,
    holdOut: holdOutOf(readinessBody, utcDay(now)),
    canEdit: rows.role === 'owner' || rows.role === 'editor',
    warning: rows.warning ?? null,
  };
}
