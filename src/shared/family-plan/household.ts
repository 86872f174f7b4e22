/**
 * One source of truth for who lives in the household (docs/product.md#family-plan): once the
 * family plan names members, the readiness counts follow from their dates of birth and flags.
 */
import { ageOn } from '../auth/age';
import type { HouseholdCounts } from '../readiness/calculator';

export interface MemberForCounts {
  name: string;
  dateOfBirth: string | null;
  pregnantOrBreastfeeding: boolean;
}

/**
 * The readiness groups of the named members on `today`: 14 and older (or no date of birth) are
 * adults, then 9-13, 4-8 and under 4; pregnant or breastfeeding counts only among adults. Null
 * when nobody is named (the plain counts apply).
 */
export function countsFromMembers(members: readonly MemberForCounts[], today: string): HouseholdCounts | null {
  const named = members.filter((m) => m.name.trim() !== '');
  if (named.length === 0) return null;
  const counts: HouseholdCounts = {
    adults: 0,
    children9to13: 0,
    children4to8: 0,
    childrenUnder4: 0,
    pregnantOrBreastfeeding: 0,
  };
  for (const m of named) {
    const age = m.dateOfBirth === null ? null : ageOn(m.dateOfBirth, today);
    if (age === null || age >= 14) {
      counts.adults += 1;
      if (m.pregnantOrBreastfeeding) counts.pregnantOrBreastfeeding += 1;
    } else if (age >= 9) counts.children9to13 += 1;
    else if (age >= 4) counts.children4to8 += 1;
    else counts.childrenUnder4 += 1;
  }
  return counts;
}
