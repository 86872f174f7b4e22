import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './lib/context';

/**
 * Serve the built SPA: hashed files under /assets cached for a year, everything else
 * revalidated, and any other GET that is not a file answers index.html (history fallback)
 * so client routes survive a reload.
 */
export function mountWebApp(app: Hono<AppEnv>, webRoot: string): void {
  const indexPath = path.join(webRoot, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The web app is not built: ${indexPath} is missing. Run "npm run build".`);
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  const root = path.relative(process.cwd(), webRoot) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // A missing hashed asset is a real 404, never the HTML shell (a stale tab must not parse HTML as JS).
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
