/**
 * Product lookups (issue 42) against the local Open Food Facts (src/server/test/open-food-facts-server.ts):
 * what is sent, what is kept, the cache's ages, the rate limit, and every way the service can fail
 * answered `unavailable` or `not-found` without an error.
 */
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { prefillFromProduct } from '@shared/barcodes/prefill';
import { productLookups } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { OFF_CODES, startOpenFoodFactsServer } from '../../test/open-food-facts-server';
import { LOOKUP_KEEP_MS, ProductLookup, type ProductLookupOptions } from './lookup';
import { parseOffAnswer } from './open-food-facts';

const database = await createTestDatabase();
const off = await startOpenFoodFactsServer({ slowMs: 1500 });
afterAll(async () => {
  await off.close();
  await database.destroy();
});

let clock = Date.parse('2026-11-28T12:00:00Z');
const now = () => clock;
const UA = 'Holdfast/1.2.3 (https://stock.example)';
let user = 0;
const nextUser = () => `user-${++user}`;

/** Network lookups per user in this minute (the app counts them with its RateLimiter). */
const counted = new Map<string, number>();
function lookupWith(options: Partial<ProductLookupOptions> = {}, max = 100) {
  return new ProductLookup(
    database.db,
    async (userId) => {
      const key = `${userId}@${Math.floor(clock / 60_000)}`;
      counted.set(key, (counted.get(key) ?? 0) + 1);
      return counted.get(key)! <= max;
    },
    { baseUrl: off.url, userAgent: UA, timeoutMs: 500, now, ...options },
    pino({ level: 'silent' }),
  );
}

beforeEach(async () => {
  await database.db.delete(productLookups);
  off.requests.length = 0;
});

describe('ProductLookup', () => {
  it('a can of beans: found, and only the code (and the fields asked for) is sent, with the instance named', async () => {
    const result = await lookupWith().lookup(nextUser(), OFF_CODES.beans);
    expect(result).toEqual({
      outcome: 'found',
      product: {
        name: 'Beanz in a rich tomato sauce',
        brand: 'Heinz',
        quantity: 415,
        quantityUnit: 'g',
        kcalPer100: 79,
        categories: [],
      },
    });
    expect(off.requests).toHaveLength(1);
    const [req] = off.requests;
    expect(req!.method).toBe('GET');
    expect(req!.path).toBe(`/api/v2/product/${OFF_CODES.beans}`);
    expect(Object.keys(req!.query)).toEqual(['fields']);
    expect(req!.query.fields).toBe(
      'product_name,product_name_en,brands,quantity,product_quantity,product_quantity_unit,nutriments,categories_tags',
    );
    expect(req!.headers['user-agent']).toBe(UA);
    expect(req!.headers.cookie).toBeUndefined();
    expect(req!.headers.authorization).toBeUndefined();
    expect(req!.headers.referer).toBeUndefined();
    expect(req!.bodyBytes).toBe(0);
  });

  it('bottled water: litres from "33 CL" when the answer has no unit field', async () => {
    const result = await lookupWith().lookup(nextUser(), OFF_CODES.water);
    expect(result.outcome).toBe('found');
    if (result.outcome !== 'found') return;
    expect(prefillFromProduct(result.product)).toEqual({
      name: 'Agua Mineral Veri 33 cl',
      category: 'Water & Hydration',
      unit: '330 ml',
      litresPerUnit: 0.33,
      kcalPerUnit: null,
      shelfLife: 'water-commercial',
    });
  });

  it('canned peas and carrots: the entity in the name decoded, categories kept, no size or kcal', async () => {
    const result = await lookupWith().lookup(nextUser(), OFF_CODES.peas);
    expect(result.outcome === 'found' && prefillFromProduct(result.product)).toEqual({
      name: 'Petits pois & carottes',
      category: 'Food & Nutrition',
      unit: 'packs',
      litresPerUnit: null,
      kcalPerUnit: null,
      shelfLife: 'one-year',
    });
  });

  it('an answer is cached: found for 30 days, not found for 7, then asked again', async () => {
    const lookup = lookupWith();
    await lookup.lookup(nextUser(), OFF_CODES.beans);
    await lookup.lookup(nextUser(), OFF_CODES.unknown);
    expect(off.requests).toHaveLength(2);
    clock += LOOKUP_KEEP_MS.notFound - 1000;
    expect((await lookup.lookup(nextUser(), OFF_CODES.beans)).outcome).toBe('found');
    expect((await lookup.lookup(nextUser(), OFF_CODES.unknown)).outcome).toBe('not-found');
    expect(off.requests).toHaveLength(2);
    clock += 2000;
    expect((await lookup.lookup(nextUser(), OFF_CODES.unknown)).outcome).toBe('not-found');
    expect(off.requestsFor(OFF_CODES.unknown)).toHaveLength(2);
    clock += LOOKUP_KEEP_MS.found - LOOKUP_KEEP_MS.notFound;
    expect((await lookup.lookup(nextUser(), OFF_CODES.beans)).outcome).toBe('found');
    expect(off.requestsFor(OFF_CODES.beans)).toHaveLength(2);
    const [row] = await database.db.select().from(productLookups).where(eq(productLookups.code, OFF_CODES.beans));
    expect(row!.fetchedAt.getTime()).toBe(clock);
  });

  it('HTTP 404 and status 0 are not found (cached); a code that is no GTIN is never asked', async () => {
    const lookup = lookupWith();
    expect(await lookup.lookup(nextUser(), OFF_CODES.missing)).toEqual({ outcome: 'not-found' });
    expect(await lookup.lookup(nextUser(), OFF_CODES.unknown)).toEqual({ outcome: 'not-found' });
    expect(await lookup.lookup(nextUser(), '5000157024672')).toEqual({ outcome: 'not-found' });
    expect(await lookup.lookup(nextUser(), 'ABC-123')).toEqual({ outcome: 'not-found' });
    expect(off.requests.map((r) => r.path)).toEqual([
      `/api/v2/product/${OFF_CODES.missing}`,
      `/api/v2/product/${OFF_CODES.unknown}`,
    ]);
    expect((await database.db.select().from(productLookups)).map((r) => r.found)).toEqual([false, false]);
  });

  it('slow, too large, broken, down: unavailable, in about the timeout, and not cached', async () => {
    const lookup = lookupWith();
    const started = Date.now();
    expect(await lookup.lookup(nextUser(), OFF_CODES.slow)).toEqual({ outcome: 'unavailable' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(1400);
    for (const code of [OFF_CODES.huge, OFF_CODES.broken, OFF_CODES.down])
      expect(await lookup.lookup(nextUser(), code)).toEqual({ outcome: 'unavailable' });
    expect(await database.db.select().from(productLookups)).toEqual([]);
  });

  it('an address that does not answer: unavailable', async () => {
    const lookup = lookupWith({ baseUrl: 'http://127.0.0.1:9' });
    expect(await lookup.lookup(nextUser(), OFF_CODES.beans)).toEqual({ outcome: 'unavailable' });
  });

  it('lookups off (empty OPENFOODFACTS_URL): unavailable without asking, the cache still answers', async () => {
    await lookupWith().lookup(nextUser(), OFF_CODES.beans);
    const offline = lookupWith({ baseUrl: null });
    expect((await offline.lookup(nextUser(), OFF_CODES.beans)).outcome).toBe('found');
    expect(await offline.lookup(nextUser(), OFF_CODES.water)).toEqual({ outcome: 'unavailable' });
    expect(off.requests).toHaveLength(1);
  });

  it('a user over the limit is rate-limited; cached answers and other users are not counted against them', async () => {
    const lookup = lookupWith({}, 2);
    const me = nextUser();
    await lookup.lookup(me, OFF_CODES.beans);
    await lookup.lookup(me, OFF_CODES.beans); // cached: no network, not counted
    await lookup.lookup(me, OFF_CODES.water);
    expect(await lookup.lookup(me, OFF_CODES.peas)).toEqual({ outcome: 'rate-limited' });
    expect(off.requestsFor(OFF_CODES.peas)).toHaveLength(0);
    expect((await lookup.lookup(nextUser(), OFF_CODES.peas)).outcome).toBe('found');
    clock += 61_000;
    expect((await lookup.lookup(me, OFF_CODES.slow)).outcome).toBe('unavailable');
  });
});

describe('parseOffAnswer', () => {
  it('reads hostile answers defensively', () => {
    expect(parseOffAnswer(null)).toBeNull();
    expect(parseOffAnswer([])).toBeNull();
    expect(parseOffAnswer({ status: 0, product: {} })).toBeNull();
    expect(parseOffAnswer({ status: '1', product: {} })).toBeNull();
    expect(parseOffAnswer({ status: 1, product: 'x' })).toBeNull();
    expect(
      parseOffAnswer({
        status: 1,
        product: {
          product_name: { en: 'x' },
          product_name_en: '  Soup\u0000 of\n the day  ',
          brands: ' Acme , Other',
          product_quantity: '1,5',
          product_quantity_unit: 'L',
          nutriments: { 'energy-kcal_100g': 'lots' },
          categories_tags: ['en:soups', 42, '<script>', `en:${'a'.repeat(200)}`, ...Array(80).fill('en:x')],
        },
      }),
    ).toEqual({
      name: 'Soup of the day',
      brand: 'Acme',
      quantity: 1.5,
      quantityUnit: 'l',
      kcalPer100: null,
      categories: ['en:soups', ...Array(49).fill('en:x')],
    });
    const long = parseOffAnswer({ status: 1, product: { product_name: 'y'.repeat(5000), product_quantity: 1e12 } });
    expect(long!.name).toHaveLength(200);
    expect(long!.quantity).toBeNull();
  });
});
