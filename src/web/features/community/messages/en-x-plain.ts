import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** The community pages in plain family wording: families, not operatives; no capitals shouting. */
export default {
  ...en,
  anonymous: 'A family',
  'overview.intro':
    'How Holdfast families are preparing: live counts, what families copy most this month, and the events they plan for.',
  'results.emptyHint': 'When families make theirs public, they appear here for everyone to copy.',
  'plans.intro': 'Plans other families have made public. Copy one to get your own private copy to adapt.',
  'kits.intro': 'Kits other families have made public. Look at the items, then copy one to pack your own.',
  'card.yours': 'Yours',
  'kit.badge': 'Emergency kit',
  'plan.badge': 'Family plan',
} satisfies Catalogue<typeof en>;
