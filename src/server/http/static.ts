import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { APP_NAME, itemPageTitle } from '@shared/constants/app';
import type { Locale } from '@shared/i18n/locales';
import { LANDING_FILES, LANDING_LANG_PARAM, landingLocale } from '@shared/landing-locale';
import { rowsOf, uuidOrNull } from '../db/sql-helpers';
import { FeedCache } from '../services/realtime/feed-cache';
import type { AppEnv } from './context';
import { loadRoutePreloads, withPreloads } from './route-preloads';
import type { Services } from './services';

/**
 * Serve the built SPA: hashed files under /assets cached for a year, everything else
 * revalidated, "/" answers landing.html (the landing prerendered at build time, decision 170), or
 * the prerendered landing of the visitor's language (landing.de.html..., decision 0335),
 * and any other GET that is not a file answers index.html (history fallback) so client routes
 * survive a reload. Files are sent gzip-compressed from their build-time .gz twin to browsers
 * that accept it.
 */
export function mountWebApp(app: Hono<AppEnv>, webRoot: string, previews?: LinkPreviews): void {
  const indexPath = path.join(webRoot, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The web app is not built: ${indexPath} is missing. Run "npm run build".`);
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  const landingPath = path.join(webRoot, 'landing.html');
  if (!existsSync(landingPath)) {
    throw new Error(`The web app is not built: ${landingPath} is missing. Run "npm run build".`);
  }
  const root = path.relative(process.cwd(), webRoot) || '.';
  // index.html with the page's own chunks named for preloading (decision 0312), and its catalogues
  // in the reader's language (decision 0364: the `hf_locale` cookie, else Accept-Language, as the
  // page itself chooses), one copy per page and language.
  const preloadsOf = loadRoutePreloads(webRoot);
  const shells = new Map<string, string>();
  const shellFor = (c: Context<AppEnv>) => {
    if (!preloadsOf) return indexHtml;
    const locale = landingLocale({ cookie: c.req.header('cookie'), acceptLanguage: c.req.header('accept-language') });
    const { tags, localized } = preloadsOf(c.req.path, locale);
    // The answer depends on the reader's language: a shared cache must not give it to another.
    if (localized) c.header('Vary', 'Cookie, Accept-Language', { append: true });
    let shell = shells.get(tags);
    if (shell === undefined) {
      shell = withPreloads(indexHtml, tags);
      shells.set(tags, shell);
    }
    return shell;
  };

  app.use('/assets/*', serveFiles(root, 'public, max-age=31536000, immutable'));
  // A missing hashed asset is a real 404, never the HTML shell (a stale tab must not parse HTML as JS).
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Everything else is revalidated: index.html, the favicon and icons, manifest.webmanifest
  // (served as application/manifest+json) and sw.js, so the browser finds a new service
  // worker on its next update check (decision 080).
  // One prerendered landing per locale (decision 0335): the `lang` parameter, else the `hf_locale`
  // cookie, else Accept-Language. A build without a locale's file (an older build) answers English.
  const landings = new Map<Locale, MiddlewareHandler<AppEnv>>(
    LANDING_FILES.filter(({ file }) => existsSync(path.join(webRoot, file))).map(({ locale, file }) => [
      locale,
      serveFiles(root, 'no-cache', file),
    ]),
  );
  const englishLanding = landings.get('en') ?? serveFiles(root, 'no-cache', 'landing.html');
  app.get('/', async (c, next) => {
    const locale = landingLocale({
      lang: c.req.query(LANDING_LANG_PARAM),
      cookie: c.req.header('cookie'),
      acceptLanguage: c.req.header('accept-language'),
    });
    const res = await (landings.get(locale) ?? englishLanding)(c, next);
    // The answer depends on both: a shared cache must not give one visitor's language to another.
    if (res instanceof Response) res.headers.append('Vary', 'Cookie, Accept-Language');
    return res;
  });
  app.use('*', serveFiles(root, 'no-cache'));
  if (previews) {
    // A public kit or plan's page carries its name and Open Graph tags for link previews; any
    // other (private, household, missing) gets the plain shell, so nothing of it leaks.
    for (const kind of ['kits', 'plans'] as const) {
      app.get(`/${kind}/:id`, async (c) => {
        const id = uuidOrNull(c.req.param('id'));
        const preview = id ? await previews.getOrNone(kind, id) : null;
        c.header('Cache-Control', 'no-cache');
        const shell = shellFor(c);
        return c.html(preview ? withPreview(shell, preview, `${previews.publicUrl}/${kind}/${id}`) : shell);
      });
    }
  }
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(shellFor(c));
  });
}

/** What a link preview shows of a public kit or plan. */
export interface LinkPreview {
  kind: 'kits' | 'plans';
  name: string;
  description: string | null;
}

const PREVIEW_DESCRIPTION_MAX = 200;
const FALLBACK_DESCRIPTION = {
  kits: 'An emergency kit shared on Holdfast.',
  plans: 'A survival plan shared on Holdfast.',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function previewDescription(preview: LinkPreview): string {
  const text = preview.description?.replace(/\s+/g, ' ').trim();
  if (!text) return FALLBACK_DESCRIPTION[preview.kind];
  return text.length > PREVIEW_DESCRIPTION_MAX ? `${text.slice(0, PREVIEW_DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

/** index.html with the item's title, description and Open Graph / Twitter card tags, HTML-escaped. */
export function withPreview(html: string, preview: LinkPreview, url: string): string {
  const title = escapeHtml(itemPageTitle(preview.name));
  const description = escapeHtml(previewDescription(preview));
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${content}" />`;
  const tags = [
    `<title>${title}</title>`,
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:url', escapeHtml(url)),
    meta('property', 'og:site_name', APP_NAME),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ].join('\n    ');
  return html
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, meta('name', 'description', description))
    .replace(/<title>[\s\S]*?<\/title>/, () => tags);
}

/**
 * The previews of public kits and plans, one cached read per page: a kit's is the visitors'
 * cached kit answer (realtime/public-kit-cache.ts); a plan's title and description are kept per
 * plan here, dropped by the change feed like it. Both read public rows only.
 */
export class LinkPreviews {
  private readonly plans: FeedCache;

  constructor(
    private readonly services: Pick<Services, 'db' | 'changeFeed' | 'publicKits' | 'outage'>,
    readonly publicUrl: string,
  ) {
    this.plans = new FeedCache(
      services.changeFeed,
      (change) => (change.table === 'survival_plans' ? change.id : null),
      async (id) => {
        const result = await services.db.execute(sql`
          select json_build_object('name', p.title, 'description', p.description)::text as body
          from survival_plans p where p.id = ${id} and p.is_public`);
        return rowsOf<{ body: string }>(result)[0]?.body ?? null;
      },
    );
  }

  async get(kind: LinkPreview['kind'], id: string): Promise<LinkPreview | null> {
    if (kind === 'plans') {
      const body = await this.plans.get(id);
      return body ? { kind, ...(JSON.parse(body) as Omit<LinkPreview, 'kind'>) } : null;
    }
    const body = await this.services.publicKits.get(id);
    if (!body) return null;
    const { kit } = JSON.parse(body) as { kit: { name: string; description: string | null; visibility: string } };
    return kit.visibility === 'public' ? { kind, name: kit.name, description: kit.description } : null;
  }

  /**
   * The preview for a page, or none while the database is unreachable: the page is the app's
   * shell all the same, and the app says what is wrong (a 503 here would be a JSON page).
   */
  async getOrNone(kind: LinkPreview['kind'], id: string): Promise<LinkPreview | null> {
    try {
      return await this.get(kind, id);
    } catch (err) {
      if (this.services.outage.absorb(err)) return null;
      throw err;
    }
  }

  /** Middleware for /api/plans/:id/*: after a write, the plan's preview goes (the feed follows). */
  readonly dropOnWrite: MiddlewareHandler = async (c, next) => {
    await next();
    const id = c.req.param('id');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && id) this.plans.invalidate(id.toLowerCase());
  };
}

/**
 * serveStatic with a Cache-Control header on the files it finds. Set on the response it returns:
 * a header set in its `onFound` callback is lost (the callback runs after the response is made).
 */
function serveFiles(root: string, cacheControl: string, file?: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ root, precompressed: true, ...(file ? { path: file } : {}) });
  return async (c, next) => {
    const found = await serve(c, next);
    // A found file comes back as a Response; otherwise serveStatic passed on to `next`.
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControl);
    return found;
  };
}
