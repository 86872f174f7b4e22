/** The messages of readiness (src/shared/readiness) in the catalogue of message codes (decision 0353). */
import { READINESS_MESSAGES as M } from '../../../readiness/messages';

// The toasts of READINESS_MESSAGES (saved, followGoal…) are the page's own texts: the readiness
// page words them from its catalogue (decision 0359).
export const readinessEn = {
  'readiness.count': M.count,
  'readiness.people': M.people,
  'readiness.pregnant': M.pregnant,
  'readiness.petName': M.petName,
  'readiness.petKind': M.petKind,
  'readiness.petWeight': M.petWeight,
  'readiness.pets': M.pets,
  'readiness.standard': M.standard,
  'readiness.goalDays': M.goalDays,
  'readiness.customLitres': M.customLitres,
  'readiness.units': M.units,
};
