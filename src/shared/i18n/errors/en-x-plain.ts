/**
 * The messages in plain family wording (decision 0353): the English, with the one military or
 * shouting text made plain. zod's own checks take the catalogue's plain words (decision 0354).
 */
import type { Catalogue } from '../catalogue';
import { en } from './en';

export default {
  ...en,
  'items.notYourPlan': 'You can only edit your own plans.',
} satisfies Catalogue<typeof en>;
