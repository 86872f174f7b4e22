/** The messages of kits (src/shared/kits) in the catalogue of message codes (decisions 0353, 0361). */
import { KIT_MESSAGES } from '../../../kits/limits';

export const kitsEn = {
  'kits.nameRequired': KIT_MESSAGES.nameRequired,
  'kits.nameMax': KIT_MESSAGES.nameMax,
  'kits.descriptionMax': KIT_MESSAGES.descriptionMax,
  'kits.itemNameRequired': KIT_MESSAGES.itemNameRequired,
  'kits.itemNameMax': KIT_MESSAGES.itemNameMax,
  'kits.notesMax': KIT_MESSAGES.notesMax,
  'kits.quantity': KIT_MESSAGES.quantity,
  'kits.priority': KIT_MESSAGES.priority,
  /** Also the community kits' category filter (COMMUNITY_MESSAGES.category is this text). */
  'kits.category': KIT_MESSAGES.category,
  'kits.packed': KIT_MESSAGES.packed,
  'kits.tab': KIT_MESSAGES.tab,
  /** Every list's `limit` (kits, plans, drills reuse listLimitSchema). */
  'kits.pageSize': KIT_MESSAGES.pageSize,
};
