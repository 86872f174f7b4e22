import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** The guides in plain family wording: no "intel", no "mission", no capitals shouting. */
export default {
  ...en,
  'hub.title': 'Guides',
  'hub.lead':
    'Trusted advice for when it counts: what to pack, how to make water safe, how to protect your electronics and how to get out of the city.',
  'hub.database': 'Search all guides',
  readIntel: 'Read the guide',
  readIntelFor: (p) => `Read the guide: ${p.title}`,
  readGuide: 'Read the guide',
  readGuideFor: (p) => `Read the guide: ${p.title}`,
  'article.back': 'Back to the guides',
  'article.gear': 'The gear that matters most',
  'article.assessment': 'In short',
  'article.allGear': 'See all the gear for this',
  'guide.plans': 'Family plans',
  'db.title': 'All guides',
} satisfies Catalogue<typeof en>;
