/**
 * The landing page's fixed content (docs/product.md#landing-page): what each part shows, its
 * figures and addresses. The words are in messages/ (issue 43). The sample bars and gear counts
 * are fixed by docs/product.md; they are illustrations, not anyone's data.
 */
import type { ResourceDisplayStatus } from '@shared/constants/resources';
import { slugify } from '@shared/slug';
import { en } from './messages/en';

type Key = keyof typeof en;
type TextKey = { [K in Key]: (typeof en)[K] extends string ? K : never }[Key];

/** Landing-era paths (they redirect; docs/product.md#screens-and-urls). */
export const LANDING_NAV: readonly { label: TextKey; to: string }[] = [
  { label: 'commandCenter', to: '/' },
  { label: 'knowledgeHub', to: '/knowledge' },
  { label: 'resourceTracker', to: '/tracker' },
  { label: 'gearVault', to: '/gear' },
  { label: 'operations', to: '/ops' },
];

export interface SampleBar {
  name: TextKey;
  percent: number;
  status: ResourceDisplayStatus;
}

/** Resource Overview: four fixed sample bars. */
export const SAMPLE_BARS: readonly SampleBar[] = [
  { name: 'barFood', percent: 85, status: 'optimal' },
  { name: 'barWater', percent: 60, status: 'good' },
  { name: 'barMedical', percent: 30, status: 'low' },
  { name: 'barPower', percent: 15, status: 'critical' },
];

export interface GearCategory {
  name: TextKey;
  count: number;
  /** From the English name, whatever the page's language: the address stays the same. */
  slug: string;
}

const category = (name: TextKey, count: number): GearCategory => ({ name, count, slug: slugify(en[name]) });

/** Six categories with the documented hard-coded item counts; each opens /gear-vault/{slug}. */
export const GEAR_CATEGORIES: readonly GearCategory[] = [
  category('categoryFoodAndWater', 47),
  category('categoryShelter', 23),
  category('categoryMedical', 31),
  category('categoryTools', 56),
  category('categoryDefense', 18),
  category('categoryPower', 29),
];

export interface FeaturedGear {
  name: TextKey;
  kind: 'backpack' | 'water' | 'radio' | 'medical';
  /** US dollars, about. */
  price: number;
  rating: number;
  reviews: number;
  note: TextKey;
}

/** The featured list: four items, static prices, ratings and review counts. */
export const FEATURED_GEAR: readonly FeaturedGear[] = [
  { name: 'gearBackpackName', kind: 'backpack', price: 120, rating: 4.7, reviews: 1284, note: 'gearBackpackNote' },
  { name: 'gearWaterName', kind: 'water', price: 90, rating: 4.8, reviews: 962, note: 'gearWaterNote' },
  { name: 'gearRadioName', kind: 'radio', price: 45, rating: 4.5, reviews: 2317, note: 'gearRadioNote' },
  { name: 'gearMedicalName', kind: 'medical', price: 70, rating: 4.8, reviews: 741, note: 'gearMedicalNote' },
];

type Topic = { readonly title: TextKey; readonly text: TextKey };

/** What the field guides cover (the knowledge hub section). */
export const KNOWLEDGE_TOPICS: readonly Topic[] = [
  { title: 'topicBagsTitle', text: 'topicBagsText' },
  { title: 'topicWaterTitle', text: 'topicWaterText' },
  { title: 'topicEmpTitle', text: 'topicEmpText' },
  { title: 'topicUrbanTitle', text: 'topicUrbanText' },
];

/** What the resource tracker does. */
export const TRACKER_FEATURES: readonly Topic[] = [
  { title: 'featureTargetsTitle', text: 'featureTargetsText' },
  { title: 'featureStatusTitle', text: 'featureStatusText' },
  { title: 'featureScoreTitle', text: 'featureScoreText' },
];

/** Advertised premium benefits (docs/product.md#landing-page). Purchasing is not offered. */
export const PREMIUM_BENEFITS: readonly Topic[] = [
  { title: 'benefitAdviceTitle', text: 'benefitAdviceText' },
  { title: 'benefitDiscountTitle', text: 'benefitDiscountText' },
  { title: 'benefitPriorityTitle', text: 'benefitPriorityText' },
  { title: 'benefitBulkTitle', text: 'benefitBulkText' },
];
