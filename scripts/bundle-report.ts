/**
 * After `vite build`: for every route, the gzip size of the JavaScript loaded before first
 * paint (the entry chunk, the route's own lazy chunk, and everything they import statically).
 * Fails the build when the landing route exceeds its budget.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isRedirect, routeTable } from '../src/web/app/route-table';

export const LANDING_BUDGET_BYTES = 150 * 1024;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk keys loaded eagerly with `key`: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export interface RouteSize {
  path: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

export async function routeSizes(distDir: string): Promise<RouteSize[]> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  const sizeCache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = async (file: string) => {
    let s = sizeCache.get(file);
    if (!s) {
      const buf = await readFile(path.join(distDir, file));
      s = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
      sizeCache.set(file, s);
    }
    return s;
  };

  const results: RouteSize[] = [];
  for (const route of routeTable) {
    if (isRedirect(route) || route.devOnly || route.page === null) continue;
    const pageKey = `features/${route.page}.tsx`;
    const keys = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, pageKey)]);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const f of files) {
      const s = await sizeOf(f);
      rawBytes += s.raw;
      gzipBytes += s.gzip;
    }
    results.push({ path: route.path, files, rawBytes, gzipBytes });
  }
  return results;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const distDir = path.resolve('dist/web');
  const sizes = await routeSizes(distDir);
  console.log('\nJavaScript before first paint, per route (gzip):');
  console.log(`${'route'.padEnd(28)} ${'gzip'.padStart(10)} ${'raw'.padStart(10)}  chunks`);
  for (const s of sizes) {
    console.log(
      `${s.path.padEnd(28)} ${kb(s.gzipBytes).padStart(10)} ${kb(s.rawBytes).padStart(10)}  ${s.files.length}`,
    );
  }
  await writeFile(path.join(distDir, 'bundle-report.json'), JSON.stringify(sizes, null, 2));
  const landing = sizes.find((s) => s.path === '/');
  if (!landing) throw new Error('The route table has no landing route');
  if (landing.gzipBytes > LANDING_BUDGET_BYTES) {
    console.error(`\n✖ Landing route is ${kb(landing.gzipBytes)} gzip, over its ${kb(LANDING_BUDGET_BYTES)} budget.`);
    process.exit(1);
  }
  console.log(`\nLanding route: ${kb(landing.gzipBytes)} of its ${kb(LANDING_BUDGET_BYTES)} gzip budget.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
