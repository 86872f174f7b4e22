/**
 * The bundle map (issue 41): which packages and source folders the JavaScript of a built route is
 * made of. After `vite build` (sourcemaps on, as vite.config.ts builds), every generated character
 * of a chunk is attributed to the source its sourcemap segment points at; a source's gzip share is
 * the gzip size of its own generated text, scaled so the shares of a chunk add up to the chunk's
 * gzip size. Sources are grouped by package (node_modules/<name>) or by src folder.
 *
 *   npx tsx scripts/bundle-map.ts [distDir] [--route /dashboard]... [--top 25] [--markdown]
 *
 * Without --route: the union of every signed-in route's first-load closure (scripts/bundle-report.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isRedirect, routeTable } from '../src/web/app/route-table';
import { staticClosure, type Manifest } from './bundle-report';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Sourcemap "mappings" decoded: per generated line, [column, sourceIndex | -1] pairs. */
export function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segs: [number, number][] = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64_INDEX.get(ch);
        if (digit === undefined) throw new Error(`Bad base64 VLQ digit ${ch}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += fields[0]!;
      if (fields.length >= 4) {
        source += fields[1]!;
        segs.push([col, source]);
      } else {
        segs.push([col, -1]);
      }
    }
    lines.push(segs);
  }
  return lines;
}

/** The group a source path belongs to: a package, or a folder of src/. */
export function groupOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    // radix-ui is a meta package over @radix-ui/react-*: each primitive is its own line.
    return name;
  }
  const src = source.indexOf('src/');
  if (src < 0) return source.startsWith('\0') || source.includes('rolldown') ? '(bundler runtime)' : source;
  const parts = source.slice(src).split('/');
  // src/web/features/<feature>, src/web/components/<folder>, src/web/lib/<folder>, src/shared/<file|folder>
  if (parts[1] === 'web' && (parts[2] === 'features' || parts[2] === 'components' || parts[2] === 'lib'))
    return parts.slice(0, Math.min(4, parts.length - 1) || 4).join('/');
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || source;
}

export interface Contribution {
  group: string;
  rawBytes: number;
  gzipBytes: number;
}

/** Bytes of one built chunk per group. */
export async function chunkMap(
  distDir: string,
  file: string,
  group: (source: string) => string = groupOf,
): Promise<Map<string, Contribution>> {
  const code = await readFile(path.join(distDir, file), 'utf8');
  const chunkGzip = gzipSync(code, { level: 9 }).length;
  const out = new Map<string, Contribution>();
  let map: { sources: string[]; mappings: string };
  try {
    map = JSON.parse(await readFile(path.join(distDir, `${file}.map`), 'utf8')) as typeof map;
  } catch {
    out.set('(no sourcemap)', { group: '(no sourcemap)', rawBytes: code.length, gzipBytes: chunkGzip });
    return out;
  }
  const groups = map.sources.map((s) => group(path.posix.join(path.posix.dirname(file), s)));
  const text = new Map<string, string[]>();
  const add = (g: string, s: string) => {
    if (!s) return;
    const list = text.get(g);
    if (list) list.push(s);
    else text.set(g, [s]);
  };
  const codeLines = code.split('\n');
  const mapped = decodeMappings(map.mappings);
  codeLines.forEach((line, i) => {
    const segs = mapped[i] ?? [];
    if (!segs.length) return add('(unmapped)', line);
    add('(unmapped)', line.slice(0, segs[0]![0]));
    segs.forEach(([col, src], j) => {
      const end = j + 1 < segs.length ? segs[j + 1]![0] : line.length;
      add(src >= 0 ? groups[src]! : '(unmapped)', line.slice(col, end));
    });
  });
  let sum = 0;
  const raw = new Map<string, { raw: number; gz: number }>();
  for (const [g, parts] of text) {
    const joined = parts.join('');
    const gz = gzipSync(joined, { level: 9 }).length;
    raw.set(g, { raw: joined.length, gz });
    sum += gz;
  }
  for (const [g, { raw: r, gz }] of raw) out.set(g, { group: g, rawBytes: r, gzipBytes: (gz / sum) * chunkGzip });
  return out;
}

export async function closureFiles(distDir: string, pages: string[]): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const keys = new Set<string>();
  for (const k of ['index.html', ...pages.map((p) => `features/${p}.tsx`)]) staticClosure(manifest, k, keys);
  return [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}

export async function bundleMap(
  distDir: string,
  files: string[],
  group: (source: string) => string = groupOf,
): Promise<Contribution[]> {
  const total = new Map<string, Contribution>();
  for (const f of files) {
    for (const c of (await chunkMap(distDir, f, group)).values()) {
      const t = total.get(c.group) ?? { group: c.group, rawBytes: 0, gzipBytes: 0 };
      t.rawBytes += c.rawBytes;
      t.gzipBytes += c.gzipBytes;
      total.set(c.group, t);
    }
  }
  return [...total.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

async function main() {
  const args = process.argv.slice(2);
  const routes: string[] = [];
  let top = 25;
  let markdown = false;
  let bySource = false;
  let distDir = 'dist/web';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--route') routes.push(args[++i]!);
    else if (args[i] === '--top') top = Number(args[++i]);
    else if (args[i] === '--markdown') markdown = true;
    else if (args[i] === '--by-source') bySource = true;
    else distDir = args[i]!;
  }
  const pages = routeTable.filter(
    (r) => !isRedirect(r) && !r.devOnly && (routes.length ? routes.includes(r.path) : r.access === 'session'),
  );
  const files = await closureFiles(
    path.resolve(distDir),
    pages.map((p) => (isRedirect(p) ? '' : p.page)),
  );
  const map = await bundleMap(path.resolve(distDir), files, bySource ? (s) => s.replace(/^(?:\.\.\/)+/, '') : groupOf);
  const sum = map.reduce((s, c) => s + c.gzipBytes, 0);
  const label = routes.length ? routes.join(', ') : 'every signed-in route (union)';
  const kb = (n: number) => (n / 1024).toFixed(1);
  if (markdown) {
    console.log(`${label}: ${files.length} files, ${kb(sum)} KB gzip\n`);
    console.log('| # | Contributor | gzip KB | raw KB |\n|---|---|---:|---:|');
    map
      .slice(0, top)
      .forEach((c, i) => console.log(`| ${i + 1} | ${c.group} | ${kb(c.gzipBytes)} | ${kb(c.rawBytes)} |`));
  } else {
    console.log(`${label}: ${files.length} files, ${kb(sum)} KB gzip`);
    for (const c of map.slice(0, top))
      console.log(`${kb(c.gzipBytes).padStart(8)} ${kb(c.rawBytes).padStart(8)}  ${c.group}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
