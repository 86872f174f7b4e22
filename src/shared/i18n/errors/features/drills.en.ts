/**
 * The messages of drills (src/shared/drills) in the catalogue of message codes (decision 0353):
 * the "Record drill" form's and the drill routes' (decision 0358), from the zod-free drills module.
 */
import { DRILL_MESSAGES } from '../../../drills/drills';

export const drillsEn = {
  'drills.eventType': DRILL_MESSAGES.eventType,
  'drills.date': DRILL_MESSAGES.date,
  'drills.future': DRILL_MESSAGES.future,
  'drills.notFound': DRILL_MESSAGES.notFound,
};
