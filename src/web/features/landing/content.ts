/**
 * The landing page's fixed content (docs/product.md#landing-page). The sample bars and gear counts
 * are fixed by docs/product.md; they are illustrations, not anyone's data.
 */
import type { ResourceDisplayStatus } from '@shared/constants/resources';
import { slugify } from '@shared/slug';

/** Landing-era paths (they redirect; docs/product.md#screens-and-urls). */
export const LANDING_NAV = [
  { label: 'Command Center', to: '/' },
  { label: 'Knowledge Hub', to: '/knowledge' },
  { label: 'Resource Tracker', to: '/tracker' },
  { label: 'Gear Vault', to: '/gear' },
  { label: 'Operations', to: '/ops' },
] as const;

export interface SampleBar {
  name: string;
  percent: number;
  status: ResourceDisplayStatus;
}

/** Resource Overview: four fixed sample bars. */
export const SAMPLE_BARS: readonly SampleBar[] = [
  { name: 'Food Supplies', percent: 85, status: 'optimal' },
  { name: 'Water Storage', percent: 60, status: 'good' },
  { name: 'Medical Kit', percent: 30, status: 'low' },
  { name: 'Power Backup', percent: 15, status: 'critical' },
];

export interface GearCategory {
  name: string;
  count: number;
  slug: string;
}

const category = (name: string, count: number): GearCategory => ({ name, count, slug: slugify(name) });

/** Six categories with the documented hard-coded item counts; each opens /gear-vault/{slug}. */
export const GEAR_CATEGORIES: readonly GearCategory[] = [
  category('Food & Water', 47),
  category('Shelter', 23),
  category('Medical', 31),
  category('Tools', 56),
  category('Defense', 18),
  category('Power', 29),
];

export interface FeaturedGear {
  name: string;
  kind: 'backpack' | 'water' | 'radio' | 'medical';
  price: string;
  rating: number;
  reviews: number;
  note: string;
}

/** The featured list: four items, static prices, ratings and review counts. */
export const FEATURED_GEAR: readonly FeaturedGear[] = [
  {
    name: '72-Hour Bug-Out Backpack',
    kind: 'backpack',
    price: 'Around $120',
    rating: 4.7,
    reviews: 1284,
    note: '45 L, hip belt, hydration sleeve',
  },
  {
    name: 'Gravity Water Filter',
    kind: 'water',
    price: 'Around $90',
    rating: 4.8,
    reviews: 962,
    note: 'Filters 10 L per hour, no power',
  },
  {
    name: 'Hand-Crank Emergency Radio',
    kind: 'radio',
    price: 'Around $45',
    rating: 4.5,
    reviews: 2317,
    note: 'NOAA weather bands, solar panel, USB out',
  },
  {
    name: 'Trauma First Aid Kit',
    kind: 'medical',
    price: 'Around $70',
    rating: 4.8,
    reviews: 741,
    note: 'Tourniquet, pressure dressings, shears',
  },
];

/** What the field guides cover (the knowledge hub section). */
export const KNOWLEDGE_TOPICS = [
  { title: 'Bug-out bags', text: 'What to pack for 72 hours on the move, and what to leave behind.' },
  { title: 'Water purification', text: 'Boiling, filtering and treating water when the taps run dry.' },
  { title: 'EMP protection', text: 'Shielding radios and electronics, and living without the grid.' },
  { title: 'Urban survival', text: 'Sheltering in place, staying quiet and moving safely through a city.' },
] as const;

/** What the resource tracker does. */
export const TRACKER_FEATURES = [
  { title: 'Targets for every supply', text: 'Water, food, medical, power, tools and documents, each against a goal.' },
  { title: 'Status at a glance', text: 'Good, low or critical, in words and colour, as soon as stock drops.' },
  { title: 'One readiness score', text: 'An overall preparedness ring that tells you where the gaps are.' },
] as const;

/** Advertised premium benefits (docs/product.md#landing-page). Purchasing is not offered. */
export const PREMIUM_BENEFITS = [
  { title: 'Advanced recommendations', text: 'Gear and supply advice tuned to your region, household and threats.' },
  { title: 'Member discounts', text: 'Reduced prices on vetted equipment from our partners.' },
  { title: 'Priority access', text: 'First in line for new guides, tools and limited gear drops.' },
  { title: 'Bulk purchasing', text: 'Squad-sized orders of staples at bulk rates.' },
] as const;
