import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** The gear pages in plain family wording: no "mission", no "tactical", no capitals shouting. */
export default {
  ...en,
  'vault.lead': 'Tried and tested gear by need. Pick a category to see what to keep and why.',
  'topic.eyebrow': 'The gear that matters most',
  'topic.cta': 'Get the gear your plan needs',
  'topic.all': 'See all the gear',
  notify: 'Tell me when it is back',
} satisfies Catalogue<typeof en>;
