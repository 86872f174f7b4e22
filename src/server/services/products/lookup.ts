/**
 * A barcode's product facts for the supply form (issue 42): from the shared cache
 * (product_lookups) while fresh, else from Open Food Facts. Only GTINs with a right check digit
 * are asked about; lookups that reach the network count against the user's rate limit. No answer
 * in time is `unavailable`, never an error of the scan.
 */
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isGtin } from '@shared/barcodes/code';
import type { OffProductFields } from '@shared/barcodes/product';
import type { LOOKUP_OUTCOMES } from '@shared/barcodes/schemas';
import type { Db } from '../../db/client';
import { productLookups } from '../../db/schema';
import { fetchOffProduct, OffUnavailable } from './open-food-facts';

const DAY = 24 * 60 * 60 * 1000;
/** How long an answer is kept: a known product's facts rarely change; an unknown code may be added soon. */
export const LOOKUP_KEEP_MS = { found: 30 * DAY, notFound: 7 * DAY } as const;

export interface ProductLookupOptions {
  /** OPENFOODFACTS_URL without a trailing slash; null: lookups are off. */
  baseUrl: string | null;
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  now: () => number;
}

export type LookupResult =
  { outcome: 'found'; product: OffProductFields } | { outcome: Exclude<(typeof LOOKUP_OUTCOMES)[number], 'found'> };

export class ProductLookup {
  constructor(
    private readonly db: Db,
    /** Counts one network lookup of the user: false when over their rate limit (the caller's rule). */
    private readonly claim: (userId: string) => Promise<boolean>,
    private readonly options: ProductLookupOptions,
    private readonly logger: Logger,
  ) {}

  async lookup(userId: string, code: string): Promise<LookupResult> {
    if (!isGtin(code)) return { outcome: 'not-found' };
    const now = this.options.now();
    const [cached] = await this.db
      .select({ found: productLookups.found, product: productLookups.product, fetchedAt: productLookups.fetchedAt })
      .from(productLookups)
      .where(eq(productLookups.code, code));
    if (cached) {
      const age = now - cached.fetchedAt.getTime();
      if (cached.found && cached.product && age < LOOKUP_KEEP_MS.found)
        return { outcome: 'found', product: cached.product };
      if (!cached.found && age < LOOKUP_KEEP_MS.notFound) return { outcome: 'not-found' };
    }
    const { baseUrl } = this.options;
    if (baseUrl === null) return { outcome: 'unavailable' };
    if (!(await this.claim(userId))) return { outcome: 'rate-limited' };
    let product: OffProductFields | null;
    try {
      product = await fetchOffProduct(code, {
        baseUrl,
        userAgent: this.options.userAgent,
        ...(this.options.timeoutMs !== undefined ? { timeoutMs: this.options.timeoutMs } : {}),
        ...(this.options.maxBytes !== undefined ? { maxBytes: this.options.maxBytes } : {}),
      });
    } catch (err) {
      if (!(err instanceof OffUnavailable)) throw err;
      // Not cached: the next scan asks again.
      this.logger.warn({ err: err.message }, 'product lookup unavailable');
      return { outcome: 'unavailable' };
    }
    const fetchedAt = new Date(now);
    await this.db
      .insert(productLookups)
      .values({ code, found: product !== null, product, fetchedAt })
      .onConflictDoUpdate({
        target: productLookups.code,
        set: { found: sql`excluded.found`, product: sql`excluded.product`, fetchedAt: sql`excluded.fetched_at` },
      });
    return product ? { outcome: 'found', product } : { outcome: 'not-found' };
  }
}
