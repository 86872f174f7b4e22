/**
 * The landing's texts in English, word for word as docs/product.md#landing-page has them (issue 43,
 * decisions 0331, 0332, 0335). The figures (item counts, prices, ratings) stay in ../content.ts and
 * come in as parameters.
 */
import { APP_NAME } from '@shared/constants/app';
import type { Formats } from '@shared/i18n/format';

export const en = {
  // landing.html's <head> (written by the prerender, one file per locale)
  pageTitle: `${APP_NAME} · Emergency Preparedness Command Center`,
  pageDescription: `${APP_NAME}: track supplies, build emergency kits and write survival plans for every kind of disaster.`,

  // Navigation (and the footer's links and the sections' titles: one text each)
  commandCenter: 'Command Center',
  knowledgeHub: 'Knowledge Hub',
  resourceTracker: 'Resource Tracker',
  gearVault: 'Gear Vault',
  operations: 'Operations',
  survivalPlans: 'Survival Plans',
  navMain: 'Main',
  joinSquad: 'JOIN SQUAD',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',

  // Hero
  heroStatus: 'OPERATIONAL STATUS: ACTIVE',
  heroTitle: 'ready before it counts',
  heroLead:
    'Track your supplies against real targets, build emergency kits, and write a survival plan for every kind of disaster your family could face. Your command center for the day the grid goes down.',
  accessCommandCenter: 'ACCESS COMMAND CENTER',
  missionStatus: 'Mission Status',
  live: 'Live',
  liveFeed: 'Live feed',
  resourceOverview: 'Resource Overview',
  sampleData: 'Sample data',
  sampleReadout: 'Sample readout. Your own tracker goes live when you join.',
  barFood: 'Food Supplies',
  barWater: 'Water Storage',
  barMedical: 'Medical Kit',
  barPower: 'Power Backup',
  statusOptimal: 'Optimal',
  statusGood: 'Good',
  statusLow: 'Low',
  statusCritical: 'Critical',
  sectionsUnavailable: 'Part of this page could not load. Reload the page to try again.',

  // Knowledge hub
  knowledgeEyebrow: 'Intel briefings',
  knowledgeLead:
    'Field guides written for the moment things go wrong: step-by-step procedures, the gear each one calls for, and a tactical assessment at the end of every briefing.',
  topicBagsTitle: 'Bug-out bags',
  topicBagsText: 'What to pack for 72 hours on the move, and what to leave behind.',
  topicWaterTitle: 'Water purification',
  topicWaterText: 'Boiling, filtering and treating water when the taps run dry.',
  topicEmpTitle: 'EMP protection',
  topicEmpText: 'Shielding radios and electronics, and living without the grid.',
  topicUrbanTitle: 'Urban survival',
  topicUrbanText: 'Sheltering in place, staying quiet and moving safely through a city.',
  openKnowledgeHub: 'Open the Knowledge Hub',

  // Resource tracker
  trackerEyebrow: 'Supply lines',
  trackerLead:
    'Twenty-one essentials in six categories, from drinking water to spare batteries. Count what you have, set what you need, and see at once where you are short.',
  featureTargetsTitle: 'Targets for every supply',
  featureTargetsText: 'Water, food, medical, power, tools and documents, each against a goal.',
  featureStatusTitle: 'Status at a glance',
  featureStatusText: 'Good, low or critical, in words and colour, as soon as stock drops.',
  featureScoreTitle: 'One readiness score',
  featureScoreText: 'An overall preparedness ring that tells you where the gaps are.',
  openResourceTracker: 'Open the Resource Tracker',

  // Gear vault
  gearEyebrow: 'Armory',
  gearLead: 'Field-tested equipment by category, with honest notes on what each piece is for and what it costs.',
  equipmentCategories: 'Equipment categories',
  categoryFoodAndWater: 'Food & Water',
  categoryShelter: 'Shelter',
  categoryMedical: 'Medical',
  categoryTools: 'Tools',
  categoryDefense: 'Defense',
  categoryPower: 'Power',
  itemCount: (p: { count: number }, f: Formats) => f.plural(p.count, { one: '# item', other: '# items' }),
  featuredGear: 'Featured gear',
  fieldTested: 'Field tested',
  gearBackpackName: '72-Hour Bug-Out Backpack',
  gearBackpackNote: '45 L, hip belt, hydration sleeve',
  gearWaterName: 'Gravity Water Filter',
  gearWaterNote: 'Filters 10 L per hour, no power',
  gearRadioName: 'Hand-Crank Emergency Radio',
  gearRadioNote: 'NOAA weather bands, solar panel, USB out',
  gearMedicalName: 'Trauma First Aid Kit',
  gearMedicalNote: 'Tourniquet, pressure dressings, shears',
  price: (p: { dollars: number }, f: Formats) => `Around $${f.number(p.dollars, 0)}`,
  ratedBefore: 'Rated ',
  ratedAfter: ' out of 5',
  reviews: (p: { count: number }, f: Formats) => f.plural(p.count, { one: '(# review)', other: '(# reviews)' }),

  // Premium
  premiumEyebrow: 'Premium membership',
  premiumTitle: 'Elite Operative',
  premiumLead: `For squads that want more than the essentials. Everything in ${APP_NAME} stays free; membership adds expert advice and better prices on the gear you need.`,
  comingSoon: 'Coming soon',
  membershipOpensSoon: 'Membership opens soon',
  benefitAdviceTitle: 'Advanced recommendations',
  benefitAdviceText: 'Gear and supply advice tuned to your region, household and threats.',
  benefitDiscountTitle: 'Member discounts',
  benefitDiscountText: 'Reduced prices on vetted equipment from our partners.',
  benefitPriorityTitle: 'Priority access',
  benefitPriorityText: 'First in line for new guides, tools and limited gear drops.',
  benefitBulkTitle: 'Bulk purchasing',
  benefitBulkText: 'Squad-sized orders of staples at bulk rates.',

  // Newsletter
  newsletterEyebrow: 'Field intel',
  newsletterTitle: 'Get briefed',
  newsletterLead:
    'New field guides, seasonal readiness checklists and gear alerts, about twice a month. No spam; leave whenever you like.',
  newsletterUnavailable: 'The signup form could not load. Reload the page to try again.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  subscribe: 'SUBSCRIBE',
  subscribing: 'SUBSCRIBING...',
  subscribeFailed: 'Subscription failed',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  subscribed: 'Subscribed',
  subscribedText: "You're on the list. Field intel will reach your inbox.",

  // Footer
  footerTagline: 'Emergency preparedness for families and squads. Stay ready, stay calm, hold fast.',
  footerNav: 'Footer',
  copyright: (p: { year: number }) => `© ${p.year} ${APP_NAME}. All rights reserved.`,
  language: 'Language',

  // The app's "/" route: a visitor sent back from a signed-in page
  clearanceRequired: 'Clearance required',
  clearanceBefore: 'Sign in or join the squad to open ',
  clearanceAfter: '.',
  dismiss: 'Dismiss',
};
