import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './lib/context';

/**
 * Serve the built SPA: hashed files under /assets cached for a year, everything else
 * revalidated, "/" answers landing.html (the landing prerendered at build time, decision 170),
 * and any other GET that is not a file answers index.html (history fallback) so client routes
 * survive a reload. Files are sent gzip-compressed from their build-time .gz twin to browsers
 * that accept it.
 */
export function mountWebApp(app: Hono<AppEnv>, webRoot: string): void {
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

  app.use('/assets/*', serveFiles(root, 'public, max-age=31536000, immutable'));
  // A missing hashed asset is a real 404, never the HTML shell (a stale tab must not parse HTML as JS).
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Everything else is revalidated: index.html, the favicon and icons, manifest.webmanifest
  // (served as application/manifest+json) and sw.js, so the browser finds a new service
  // worker on its next update check (decision 080).
  app.get('/', serveFiles(root, 'no-cache', 'landing.html'));
  app.use('*', serveFiles(root, 'no-cache'));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
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
