/**
 * Rows whose targets follow the household's goal (decision 0292): the server answers the tracker
 * with them, and the web's tests build the same answer with the same code.
 */
import type { Resource } from '../resources/schemas';
import { resourceStatus } from '../resources/status';
import { followedTargets, type Goal, type HouseholdCounts, type PetNeeds, type TargetRow } from './calculator';

/** What following needs: who the household is (named members already counted) and the goal. */
export interface HouseholdGoal {
  counts: HouseholdCounts;
  pets: readonly PetNeeds[];
  goal: Goal;
}

/**
 * `rows` with the water and food rows that follow the goal given their share as their target, and
 * their status from it; `among` is every row of the household (a row's share depends on what the
 * others' stored targets hold), `rows` itself by default.
 */
export function followGoal<R extends Resource>(
  rows: readonly R[],
  goal: HouseholdGoal | null,
  among: readonly TargetRow[] = rows,
): R[] {
  if (!goal) return [...rows];
  const targets = followedTargets(goal.counts, goal.pets, goal.goal, among);
  return rows.map((row) => {
    const target = targets.get(row.id);
    if (target === undefined) return row;
    return {
      ...row,
      targetQuantity: target,
      followsGoal: true,
      status: resourceStatus(row.currentQuantity, target, true),
    };
  });
}
