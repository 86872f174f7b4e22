/**
 * Targets that follow the household's goal (decision 0292): the household's counts, pets and goal
 * as one SQL expression a supply read selects alongside its rows (no statement of its own), and
 * the rows' targets and statuses worked out from it with the shared calculator, the same figures
 * readiness computes (src/shared/readiness/follow-goal.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { countsFromMembers, type MemberForCounts } from '@shared/family-plan/household';
import type { Goal, HouseholdCounts, PetNeeds } from '@shared/readiness/calculator';
import type { HouseholdGoal } from '@shared/readiness/follow-goal';

/**
 * The household's counts, pets' weights and goal, and its family plan's members, as JSON text;
 * the household part is null until its counts and goal are first saved. `household` names the
 * household (householdOf, or an id).
 */
export const householdGoalSql = (household: SQL<string>): SQL<string> => sql<string>`(select json_build_object(
    'household', (select json_build_object(
        'adults', h.adults, 'children9to13', h.children_9_13, 'children4to8', h.children_4_8,
        'childrenUnder4', h.children_under_4, 'pregnantOrBreastfeeding', h.pregnant_or_breastfeeding,
        'standard', h.standard, 'goalDays', h.goal_days, 'customLitresPerPerson', h.custom_litres_per_person,
        'pets', coalesce((select json_agg(json_build_object('weightKg', hp.weight_kg))
          from household_pets hp where hp.household_id = h.id), '[]'::json))
      from households h where h.id = ${household} and h.readiness_set),
    'members', (select fp.plan->'members' from family_plans fp where fp.household_id = ${household})
  )::text)`;

interface GoalJson {
  household: (HouseholdCounts & Goal & { pets: PetNeeds[] }) | null;
  members: MemberForCounts[] | null;
}

/** The goal from householdGoalSql's text on `today` (named members count as readiness counts them), or null. */
export function householdGoal(text: string | null | undefined, today: string): HouseholdGoal | null {
  if (!text) return null;
  const { household, members } = JSON.parse(text) as GoalJson;
  if (!household) return null;
  const { pets, standard, goalDays, customLitresPerPerson, ...counts } = household;
  return {
    counts: { ...counts, ...countsFromMembers(members ?? [], today) },
    pets,
    goal: { standard, goalDays, customLitresPerPerson },
  };
}
