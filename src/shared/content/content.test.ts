import { describe, expect, it } from 'vitest';
import { slugify } from '../slug';
import {
  ARTICLES,
  GEAR_CATEGORIES,
  GEAR_CATEGORY_SLUGS,
  GEAR_PRODUCTS,
  GEAR_TOPICS,
  affiliateUrl,
  articleSchema,
  gearCategorySchema,
  gearProductSchema,
  gearTopicForArticle,
  gearTopicSchema,
  getArticle,
  getGearCategory,
  getGearTopic,
  isSectionedTopic,
  productsInCategory,
  topicProducts,
  type Article,
} from './index';

// The images ship in the web app's public folder; Vite's glob reads them at test time, so this
// test needs no Node file APIs. Keys look like "../../web/public/images/gear/backpack.svg".
const svgFiles = import.meta.glob<string>('../../web/public/images/**/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const PUBLIC_PREFIX = '../../web/public';
const shippedImages = new Map(Object.entries(svgFiles).map(([key, svg]) => [key.slice(PUBLIC_PREFIX.length), svg]));

const SPEC_ARTICLES = [
  [1, '72-Hour Bug-Out Bag Essentials', 'Emergency Prep', 4.9, '8 min', '15.2k', true, 'bugout-bag'],
  [2, 'Water Purification Systems Comparison', 'Water Security', 4.8, '12 min', '8.7k', false, 'water-purification'],
  [3, 'EMP Survival: Electronics Protection', 'Tech Security', 4.9, '15 min', '22.1k', true, 'emp-protection'],
  [4, 'Urban Survival: City Escape Routes', 'Urban Tactics', 4.7, '10 min', '11.3k', false, 'urban-survival'],
] as const;

const BUGOUT_SECTIONS = [
  'Bag & Carrying System',
  'Shelter & Warmth',
  'Water & Hydration',
  'Food & Cooking',
  'Fire & Light',
  'First Aid & Hygiene',
  'Tools & Self-Defense',
  'Navigation & Communication',
];

const fullText = (a: Article) =>
  [a.excerpt, a.intro, ...a.sections.flatMap((s) => [s.title, ...s.lines]), a.conclusion].join('\n');

const allTopicProducts = GEAR_TOPICS.flatMap(topicProducts);

describe('articles', () => {
  it('every article passes the schema', () => {
    for (const article of ARTICLES) expect(articleSchema.parse(article)).toEqual(article);
  });

  it("match the documented table's ids, titles, categories, ratings, read times, views, featured flags and topics", () => {
    expect(
      ARTICLES.map((a) => [a.id, a.title, a.category, a.rating, a.readTime, a.views, a.featured, a.gearTopic]),
    ).toEqual(SPEC_ARTICLES);
  });

  it('article ids 1-4 map to their gear topic; anything else falls back to bugout-bag', () => {
    expect([1, 2, 3, 4].map((id) => gearTopicForArticle(id))).toEqual([
      'bugout-bag',
      'water-purification',
      'emp-protection',
      'urban-survival',
    ]);
    expect(gearTopicForArticle('3')).toBe('emp-protection');
    expect(gearTopicForArticle(99)).toBe('bugout-bag');
    expect(gearTopicForArticle('abc')).toBe('bugout-bag');
  });

  it('getArticle accepts numeric ids and numeric strings only', () => {
    expect(getArticle(2)?.title).toBe('Water Purification Systems Comparison');
    expect(getArticle('2')?.id).toBe(2);
    expect(getArticle(0)).toBeUndefined();
    expect(getArticle('2abc')).toBeUndefined();
    expect(getArticle('')).toBeUndefined();
  });

  it('every article names at least two distinct https sources', () => {
    for (const article of ARTICLES) {
      const urls = article.sources.map((s) => s.url);
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls) expect(url).toMatch(/^https:\/\//);
    }
  });

  it('the bug-out bag guide says to review the bag every 6 months', () => {
    expect(fullText(getArticle(1)!)).toMatch(/review the bag every 6 months/i);
  });

  it('the water guide gives the correct planning and treatment numbers', () => {
    const text = fullText(getArticle(2)!);
    expect(text).toMatch(/one gallon of water per person per day/i);
    expect(text).toMatch(/rolling boil for 1 minute/);
    expect(text).toMatch(/above 6,500 feet .*boil for 3 minutes/);
    expect(text).toMatch(/8 drops of 6% bleach, or 6 drops of 8\.25% bleach, per gallon/);
    expect(text).toMatch(/at least 30 minutes/);
    expect(text).toMatch(/do not remove viruses/);
  });
});

describe('recommended gear (ACQUIRE and VIEW GEAR targets)', () => {
  for (const article of ARTICLES) {
    it(`article ${article.id}: every entry resolves to an existing page and section or product`, () => {
      for (const gear of article.recommendedGear) {
        // ACQUIRE goes to the article's topic (by article id), so its gear must live there.
        expect(gear.topic).toBe(article.gearTopic);
        const topic = getGearTopic(gear.topic);
        expect(topic, gear.name).toBeDefined();
        if (!topic) continue;
        if (isSectionedTopic(topic)) {
          const section = topic.sections.find((s) => s.slug === gear.section);
          expect(section, `${gear.name} -> #${gear.section}`).toBeDefined();
          if (gear.product) expect(section?.products.map((p) => p.id)).toContain(gear.product);
        } else {
          expect(gear.section, `${gear.name}: a flat topic has no sections`).toBeUndefined();
          expect(topic.products.map((p) => p.id)).toContain(gear.product);
          expect(topic.products.find((p) => p.id === gear.product)?.name).toBe(gear.name);
        }
      }
    });
  }
});

describe('gear vault', () => {
  it('has the six categories, each slug the slug of its name', () => {
    expect(GEAR_CATEGORIES.map((c) => c.slug)).toEqual([...GEAR_CATEGORY_SLUGS]);
    expect(GEAR_CATEGORIES.map((c) => c.name)).toEqual([
      'Food & Water',
      'Shelter',
      'Medical',
      'Tools',
      'Defense',
      'Power',
    ]);
    for (const category of GEAR_CATEGORIES) {
      expect(gearCategorySchema.parse(category)).toEqual(category);
      expect(category.slug).toBe(slugify(category.name));
      expect(getGearCategory(category.slug)).toBe(category);
    }
    expect(getGearCategory('weapons')).toBeUndefined();
  });

  it('every product passes the schema, with unique ids', () => {
    for (const product of GEAR_PRODUCTS) expect(gearProductSchema.parse(product)).toEqual(product);
    const ids = GEAR_PRODUCTS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('each category has at least 6 products', () => {
    for (const { slug } of GEAR_CATEGORIES) expect(productsInCategory(slug).length).toBeGreaterThanOrEqual(6);
    expect(productsInCategory('nope')).toEqual([]);
  });

  it('at least one product is out of stock (NOTIFY AVAILABLE)', () => {
    expect(GEAR_PRODUCTS.some((p) => !p.inStock)).toBe(true);
  });
});

describe('gear topics', () => {
  it('are the four topics, each passing the schema', () => {
    expect(GEAR_TOPICS.map((t) => [t.id, t.title])).toEqual([
      ['bugout-bag', '72-Hour Bug-Out Bag Essentials'],
      ['water-purification', 'LifeStraw Family & Portable Filters'],
      ['emp-protection', 'Faraday Cage & EMP Shield'],
      ['urban-survival', 'Urban Survival Tools & Navigation'],
    ]);
    for (const topic of GEAR_TOPICS) {
      expect(gearTopicSchema.parse(topic)).toEqual(topic);
      expect(getGearTopic(topic.id)).toBe(topic);
    }
    expect(getGearTopic('nope')).toBeUndefined();
  });

  it('bugout-bag has the eight sections in order, at least two products each', () => {
    const topic = getGearTopic('bugout-bag');
    if (!topic || !isSectionedTopic(topic)) throw new Error('bugout-bag must be sectioned');
    expect(topic.sections.map((s) => s.title)).toEqual(BUGOUT_SECTIONS);
    for (const section of topic.sections) expect(section.products.length).toBeGreaterThanOrEqual(2);
  });

  it('the other three are flat grids of at least four products', () => {
    for (const id of ['water-purification', 'emp-protection', 'urban-survival']) {
      const topic = getGearTopic(id);
      if (!topic || isSectionedTopic(topic)) throw new Error(`${id} must be flat`);
      expect(topic.products.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('section slugs are slugify(title) and unique per page; product ids unique per page', () => {
    for (const topic of GEAR_TOPICS) {
      if (isSectionedTopic(topic)) {
        for (const section of topic.sections) expect(section.slug).toBe(slugify(section.title));
        const slugs = topic.sections.map((s) => s.slug);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
      const ids = topicProducts(topic).map((p) => p.id);
      expect(new Set(ids).size, topic.id).toBe(ids.length);
    }
  });

  it('at least one product carries a disclaimer', () => {
    expect(allTopicProducts.some((p) => p.disclaimer)).toBe(true);
  });
});

describe('affiliate targets', () => {
  it('no content carries an affiliate tag, and every link builds without one', () => {
    for (const { affiliate } of [...GEAR_PRODUCTS, ...allTopicProducts]) {
      const url = affiliateUrl(affiliate.target);
      expect(url).toMatch(/^https:\/\/www\.amazon\.com\//);
      expect(url).not.toMatch(/[?&]tag=/);
    }
  });
});

describe('images ship with the app', () => {
  const used = new Set([
    ...GEAR_CATEGORIES.map((c) => c.image),
    ...GEAR_PRODUCTS.map((p) => p.image),
    ...allTopicProducts.map((p) => p.image),
  ]);

  it('every image a card or category uses exists under src/web/public', () => {
    const missing = [...used].filter((path) => !shippedImages.has(path));
    expect(missing).toEqual([]);
  });

  it('every shipped SVG is small, self-contained and uses a viewBox', () => {
    expect(shippedImages.size).toBeGreaterThan(0);
    for (const [path, svg] of shippedImages) {
      expect(new TextEncoder().encode(svg).length, path).toBeLessThanOrEqual(2048);
      expect(svg, path).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
      // No external references or fonts: the pages must render complete offline.
      expect(svg, path).not.toMatch(/href=|url\(|@import|<image|<script|<text|<foreignObject/i);
    }
  });
});
