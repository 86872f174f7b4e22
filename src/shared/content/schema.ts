/**
 * Schemas for the built-in content (docs/product.md#knowledge-hub, #gear-vault, #gear-topic-pages):
 * field guides, the gear vault and the gear topic pages. The data is static and ships with the app;
 * a test parses every record with these schemas.
 */
import { z } from 'zod';
import { PLAN_EVENT_TYPE_VALUES } from '../constants/plans';
import { EVENT_GUIDE_SLUGS } from './event-guide-refs';

/** The gear topic pages, /gear/{topic} and /knowledge-hub/{topic} (docs/product.md#gear-topic-pages). */
export const GEAR_TOPIC_IDS = ['bugout-bag', 'water-purification', 'emp-protection', 'urban-survival'] as const;
export const gearTopicIdSchema = z.enum(GEAR_TOPIC_IDS);
export type GearTopicId = z.infer<typeof gearTopicIdSchema>;

/** The six gear vault categories, /gear-vault/{category}. */
export const GEAR_CATEGORY_SLUGS = ['food-and-water', 'shelter', 'medical', 'tools', 'defense', 'power'] as const;
export const gearCategorySlugSchema = z.enum(GEAR_CATEGORY_SLUGS);
export type GearCategorySlug = z.infer<typeof gearCategorySlugSchema>;

export const GEAR_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export const gearPrioritySchema = z.enum(GEAR_PRIORITIES);
export type GearPriority = z.infer<typeof gearPrioritySchema>;

/** Lower-case words joined by single hyphens ("food-and-water"). */
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a slug');

const text = z.string().trim().min(1);
const rating = z.number().min(0).max(5);

/** Images ship with the app under src/web/public; never a remote URL. */
export const imagePathSchema = z
  .string()
  .regex(/^\/images\/(?:gear|categories)\/[a-z0-9-]+\.svg$/, 'Expected /images/gear/<file>.svg');

/**
 * Where ACQUIRE sends the shopper: an Amazon search query ("lifestraw personal water filter")
 * or a path on amazon.com ("/dp/B00XXXXXXX"). Never a full URL and never an affiliate tag: the
 * tag is added by affiliateUrl() from configuration, so no one's tag is baked into the content.
 */
export const affiliateTargetSchema = z
  .string()
  .trim()
  .min(2)
  .max(200)
  .refine((t) => !/[?&]?tag=/i.test(t), 'The target must not carry an affiliate tag')
  .refine((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('//'), 'The target is a query or a path, not a URL')
  .refine((t) => !t.startsWith('/') || /^\/[A-Za-z0-9\-_/]+$/.test(t), 'A product path has no query string');
export const affiliateSchema = z.strictObject({ target: affiliateTargetSchema });
export type Affiliate = z.infer<typeof affiliateSchema>;

// ---- Articles (field guides) -------------------------------------------------------------

export const articleSectionSchema = z.strictObject({
  title: text,
  lines: z.array(text).min(3),
});
export type ArticleSection = z.infer<typeof articleSectionSchema>;

/**
 * A MISSION CRITICAL GEAR entry: the page ACQUIRE / VIEW GEAR opens. `section` is the slug of
 * the sectioned topic's accordion to open; `product` the id of a product card on a flat topic.
 */
export const recommendedGearSchema = z.strictObject({
  name: text,
  topic: gearTopicIdSchema,
  section: slugSchema.optional(),
  product: slugSchema.optional(),
});
export type RecommendedGear = z.infer<typeof recommendedGearSchema>;

export const sourceSchema = z.strictObject({
  name: text,
  url: z.url({ protocol: /^https$/ }),
});
export type Source = z.infer<typeof sourceSchema>;

export const articleSchema = z.strictObject({
  id: z.number().int().min(1).max(4),
  title: text,
  category: text,
  rating,
  /** Display string: "8 min". */
  readTime: z.string().regex(/^\d+ min$/),
  /** Display string: "15.2k". */
  views: z.string().regex(/^\d+(?:\.\d)?k$/),
  excerpt: text,
  featured: z.boolean(),
  /** The gear topic its ACQUIRE buttons open (docs/product.md#knowledge-hub). */
  gearTopic: gearTopicIdSchema,
  intro: text,
  sections: z.array(articleSectionSchema).min(4).max(6),
  recommendedGear: z.array(recommendedGearSchema).min(3).max(6),
  /** The TACTICAL ASSESSMENT. */
  conclusion: text,
  sources: z.array(sourceSchema).min(2),
});
export type Article = z.infer<typeof articleSchema>;

// ---- Gear vault ----------------------------------------------------------------------------

export const gearCategorySchema = z.strictObject({
  slug: gearCategorySlugSchema,
  name: text,
  description: text,
  /** A lucide-react icon name, for pages that draw the icon rather than the image. */
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
  image: imagePathSchema,
});
export type GearCategory = z.infer<typeof gearCategorySchema>;

export const gearProductSchema = z.strictObject({
  id: slugSchema,
  name: text,
  category: gearCategorySlugSchema,
  /** Catalogue prices are text ranges: "Around $120" (docs/product.md#gear-vault). */
  priceText: z.string().regex(/^Around \$\d{1,3}(?:,\d{3})*$/),
  rating,
  reviews: z.number().int().nonnegative(),
  image: imagePathSchema,
  /** Cards show only the first two. */
  features: z.array(text).min(3),
  inStock: z.boolean(),
  priority: gearPrioritySchema,
  affiliate: affiliateSchema,
});
export type GearProduct = z.infer<typeof gearProductSchema>;

// ---- Gear topics -----------------------------------------------------------------------------

const dollars = (s: string) => Number(s.replace(/[$,]/g, ''));

/** "$25–$45" (en dash), low below high. */
export const priceRangeSchema = z
  .string()
  .regex(/^\$\d{1,3}(?:,\d{3})*–\$\d{1,3}(?:,\d{3})*$/, 'Expected "$25–$45"')
  .refine((s) => {
    const [low = '', high = ''] = s.split('–');
    return dollars(low) < dollars(high);
  }, 'The low price must be below the high price');

export const gearTopicProductSchema = z.strictObject({
  /** Unique within its topic; the card's anchor id. */
  id: slugSchema,
  name: text,
  priceRange: priceRangeSchema,
  rating,
  reviewCount: z.number().int().nonnegative(),
  image: imagePathSchema,
  features: z.array(text).min(3),
  useCase: text,
  affiliate: affiliateSchema,
  /** Shown instead of "Typically {price} (prices may vary on Amazon)". */
  disclaimer: text.optional(),
});
export type GearTopicProduct = z.infer<typeof gearTopicProductSchema>;

export const gearTopicSectionSchema = z.strictObject({
  title: text,
  /** slugify(title); the accordion's id and #fragment. */
  slug: slugSchema,
  products: z.array(gearTopicProductSchema).min(1),
});
export type GearTopicSection = z.infer<typeof gearTopicSectionSchema>;

const topicBase = {
  id: gearTopicIdSchema,
  title: text,
  description: text,
};

/** A topic is either sectioned (accordions) or flat (a grid of product cards), never both. */
export const gearTopicSchema = z.union([
  z.strictObject({ ...topicBase, sections: z.array(gearTopicSectionSchema).min(1) }),
  z.strictObject({ ...topicBase, products: z.array(gearTopicProductSchema).min(1) }),
]);
export type GearTopic = z.infer<typeof gearTopicSchema>;
export type SectionedGearTopic = Extract<GearTopic, { sections: unknown }>;
export type FlatGearTopic = Extract<GearTopic, { products: unknown }>;

// ---- Guides for the events families face (issue 40, decision 0289) ---------------------------

const guideLines = z.array(text).min(3);

/**
 * A guide for one event: what to do before, during and after, what changes with children and pets,
 * and, where Germany's BBK advises otherwise, what it says. No ratings or view counts: those are the
 * four seed guides' fixed display values, not something to invent.
 */
export const eventGuideSchema = z.strictObject({
  slug: z.enum(EVENT_GUIDE_SLUGS),
  title: text,
  eventType: z.enum(PLAN_EVENT_TYPE_VALUES).nullable(),
  /** The hub card's one or two sentences. */
  summary: text,
  intro: text,
  before: guideLines,
  during: guideLines,
  after: guideLines,
  /** Children and pets. */
  family: guideLines,
  /** Where Germany's BBK advises differently. */
  germany: z.array(text).min(1).optional(),
  sources: z.array(sourceSchema).min(3),
});
export type EventGuide = z.infer<typeof eventGuideSchema>;
