/**
 * The community pages in English, word for word as before issue 43. Names the shared modules
 * already hold (event types, kit categories, sorts, the anonymous author) are referenced, not
 * copied. The shared components these pages use (card actions, the list's end, the stats grid)
 * speak through their own catalogue.
 */
import { COMMUNITY_SORTS } from '@shared/community/sorts';
import { eventTypeLabel } from '@shared/constants/plans';
import type { Formats } from '@shared/i18n/format';
import { ANONYMOUS_AUTHOR } from '@shared/profile/author';

const sort = (value: string) => COMMUNITY_SORTS.find((s) => s.value === value)!.label;

export const en = {
  // The frame and its filters
  back: 'Back to Dashboard',
  eyebrow: 'Community',
  anonymous: ANONYMOUS_AUTHOR,
  live: 'Live',
  sort: 'Sort',
  'sort.newest': sort('newest'),
  'sort.most-acquired': sort('most-acquired'),
  acquisitions: (p: { count: number }, f: Formats) =>
    `${f.number(p.count, 0)} ${p.count === 1 ? 'acquisition' : 'acquisitions'}`,

  // The overview
  'overview.title': 'Community Overview',
  'overview.intro':
    'How the Holdfast community is preparing: live counts, what operatives acquire most this month, and the events they plan for.',
  'overview.stats': 'Live Community Stats',
  'overview.liveFeed': 'Live feed',
  'overview.since': (p: { day: string }) => `Most acquired since ${p.day} (UTC).`,
  'overview.thisMonth': 'This month',
  'overview.by': (p: { detail?: string; author: string }) => `${p.detail ? `${p.detail} · ` : ''}By ${p.author}`,
  'overview.topKits': 'Most Acquired Kits This Month',
  'overview.noKits': 'No kits acquired yet this month.',
  'overview.browseKits': 'Browse shared kits',
  'overview.topPlans': 'Most Acquired Plans This Month',
  'overview.noPlans': 'No plans acquired yet this month.',
  'overview.browsePlans': 'Browse public plans',
  'overview.byType': 'Public Plans by Event Type',
  'overview.publicPlans': (p: { count: number }) => `public ${p.count === 1 ? 'plan' : 'plans'}`,
  'overview.loadFailed': 'Failed to Load the Overview',
  'overview.loadFailedText': "Failed to load this month's most acquired kits and plans.",
  'overview.loading': 'Loading the overview',
  'event.earthquake': eventTypeLabel('earthquake'),
  'event.hurricane': eventTypeLabel('hurricane'),
  'event.blackout': eventTypeLabel('blackout'),
  'event.wildfire': eventTypeLabel('wildfire'),
  'event.pandemic': eventTypeLabel('pandemic'),
  'event.civil_unrest': eventTypeLabel('civil_unrest'),
  'event.winter_storm': eventTypeLabel('winter_storm'),
  'event.flood': eventTypeLabel('flood'),
  'event.tornado': eventTypeLabel('tornado'),
  'event.chemical_nuclear': eventTypeLabel('chemical_nuclear'),
  'event.wilderness_lost': eventTypeLabel('wilderness_lost'),
  'event.vehicle_breakdown': eventTypeLabel('vehicle_breakdown'),
  'event.custom': eventTypeLabel('custom'),

  // A list's states
  'results.clear': 'Clear Filters',
  'results.emptyHint': 'When operatives make theirs public, they appear here for everyone to acquire.',

  // Public plans
  'plans.title': 'Public Survival Plans',
  'plans.intro': 'Plans other operatives have made public. Acquire one to get your own private copy to adapt.',
  'plans.search': 'Search plans...',
  'plans.filter': 'Event type',
  'plans.all': 'All Event Types',
  'noun.plans': 'public plans',
  'loadFailed.plans': 'Failed to Load Public Plans',
  'failed.plans': 'Failed to load public plans.',
  'noMatch.plans': 'No public plans match your search.',
  'none.plans': 'No public plans yet.',
  'loading.plans': 'Loading public plans',

  // Shared kits
  'kits.title': 'Shared Emergency Kits',
  'kits.intro':
    'Kits other operatives have made public. Preview the items, then acquire a private copy to pack your own.',
  'kits.search': 'Search kits...',
  'kits.filter': 'Category',
  'kits.all': 'All Categories',
  'noun.kits': 'shared kits',
  'loadFailed.kits': 'Failed to Load Shared Kits',
  'failed.kits': 'Failed to load shared kits.',
  'noMatch.kits': 'No shared kits match your search.',
  'none.kits': 'No shared kits yet.',
  'loading.kits': 'Loading shared kits',
  'category.bag': 'Bag & Carrying System',
  'category.shelter': 'Shelter & Warmth',
  'category.water': 'Water & Hydration',
  'category.food': 'Food & Cooking',
  'category.fire': 'Fire & Light',
  'category.firstAid': 'First Aid & Hygiene',
  'category.tools': 'Tools & Self-Defense',
  'category.navigation': 'Navigation & Communication',
  'category.documents': 'Documents & Cash',
  'category.clothing': 'Clothing',
  'category.misc': 'Misc',

  // A card
  'card.yours': 'YOURS',
  'card.noDescription': 'No description',
  'card.by': 'By',
  'card.acquired': 'Acquired',
  'card.alreadyAcquired': 'Already acquired',
  'kit.badge': 'EMERGENCY KIT',
  'kit.view': 'Preview Items',
  'kit.counts': (p: { items: number; categories: number }) =>
    `${p.items} ${p.items === 1 ? 'item' : 'items'} · ${p.categories} ${p.categories === 1 ? 'category' : 'categories'}`,
  'kit.done': 'Kit acquired',
  'kit.doneText': (p: { name: string }) => `${p.name} is now in your Acquired kits.`,
  'kit.already': 'You have already acquired this kit',
  'kit.failed': 'Failed to acquire kit',
  'plan.badge': 'SURVIVAL PLAN',
  'plan.view': 'View Plan',
  'plan.done': 'Plan acquired',
  'plan.doneText': (p: { title: string }) => `${p.title} is now in your Acquired tab.`,
  'plan.already': 'You have already acquired this plan.',
  'plan.failed': 'Failed to acquire plan. Please try again.',
};
