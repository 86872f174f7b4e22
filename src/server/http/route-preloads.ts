import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale } from '@shared/i18n/locales';

/**
 * The page code each client route needs beyond index.html's entry, named in the history fallback's
 * `<head>` as `<link rel="modulepreload">` (decision 0312): a first visit to /dashboard fetches the
 * dashboard's chunk beside the entry's, instead of after the entry has downloaded and run (one
 * round trip less before the page can render, on the slow networks a family has in a storm).
 *
 * The build writes the list (scripts/bundle-report.ts `routePreloads`, dist/web/route-preloads.json)
 * from Vite's manifest and the route table. Without the file (an older build) pages are served
 * without the hints; nothing else changes.
 *
 * Each route also names, per locale, the catalogue chunks its page and the shell load in that
 * language before the page renders (decision 0364); the reader's locale's are named with the page's
 * code, so a German first visit fetches its German beside the page instead of after it.
 */

const asset = z.string().regex(/^\/assets\/[\w.-]+\.js$/);
const preloadsFile = z.array(
  z.object({
    path: z.string().regex(/^(?:\/.*|\*)$/),
    files: z.array(asset),
    catalogues: z.partialRecord(z.enum(LOCALES), z.array(asset)).optional(),
  }),
);

interface Compiled {
  segments: string[];
  tags: string;
  catalogues: Partial<Record<Locale, string>>;
}

const tagsOf = (files: readonly string[]) =>
  files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('');

/** The route's rank: static segments first, then dynamic ones, a splat last (as the client router). */
function rank(segments: readonly string[]): number {
  let score = 0;
  for (const s of segments) score += s === '*' ? 0 : s.startsWith(':') ? 2 : 3;
  return score * 100 + segments.length;
}

function matches(segments: readonly string[], parts: readonly string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    if (s === '*') return true;
    const part = parts[i];
    if (part === undefined) return false;
    if (!s.startsWith(':') && s.toLowerCase() !== part.toLowerCase()) return false;
  }
  return segments.length === parts.length;
}

/**
 * The hints of a path, for a reader of `locale`: the page's code, then its catalogues in that
 * language. `localized` says whether the locale changed them (the answer then varies by it).
 */
export type PreloadsOf = (pathname: string, locale: Locale) => { tags: string; localized: boolean };

/** Reads the build's list; `null` when there is none (the hints are left out). */
export function loadRoutePreloads(webRoot: string): PreloadsOf | null {
  const file = path.join(webRoot, 'route-preloads.json');
  if (!existsSync(file)) return null;
  const routes: Compiled[] = preloadsFile
    .parse(JSON.parse(readFileSync(file, 'utf8')))
    .map((r) => ({
      segments: r.path.split('/').filter(Boolean),
      tags: tagsOf(r.files),
      catalogues: Object.fromEntries(
        Object.entries(r.catalogues ?? {}).map(([locale, files]) => [locale, tagsOf(files)]),
      ),
    }))
    .sort((a, b) => rank(b.segments) - rank(a.segments));
  return (pathname, locale) => {
    const parts = pathname.split('/').filter(Boolean);
    const route = routes.find((r) => matches(r.segments, parts));
    if (!route) return { tags: '', localized: false };
    const catalogues = route.catalogues[locale] ?? '';
    return { tags: route.tags + catalogues, localized: Object.keys(route.catalogues).length > 0 };
  };
}

/** `html` with `tags` at the end of its `<head>`. */
export function withPreloads(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
