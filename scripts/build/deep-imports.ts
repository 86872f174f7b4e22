/**
 * Issue 41: `import { Plus } from 'lucide-react'` and `import { Dialog as DialogPrimitive } from
 * 'radix-ui'` name a package's index, which re-exports all of it. The production build rewrites
 * them to the one module each name comes from (lucide-react/dist/esm/icons/plus.mjs,
 * @radix-ui/react-dialog), read from the index itself, so the module graph says exactly which
 * icon or primitive a source file uses: the chunk groups of vite.config.ts can then place each one
 * beside the code that uses it, instead of leaving every icon to a chunk of its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where each export of a package index comes from: `default` of a file, or a whole module. */
export type BarrelMap = Map<string, { from: string; kind: 'default' | 'namespace' }>;

/** lucide-react's index: `export { default as Plus, default as PlusIcon, ... } from './icons/plus.mjs';` */
export function lucideMap(indexSource: string, indexDir: string): BarrelMap {
  const map: BarrelMap = new Map();
  for (const m of indexSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)';/g)) {
    const from = path.join(indexDir, m[2]!);
    for (const spec of m[1]!.split(',')) {
      const [imported, local] = spec.trim().split(/\s+as\s+/);
      if (imported === 'default' && local) map.set(local, { from, kind: 'default' });
    }
  }
  return map;
}

/** radix-ui's index: `import * as Dialog from "@radix-ui/react-dialog";` then `export { Dialog, ... }`. */
export function radixMap(indexSource: string): BarrelMap {
  const map: BarrelMap = new Map();
  for (const m of indexSource.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*"([^"]+)";/g))
    map.set(m[1]!, { from: m[2]!, kind: 'namespace' });
  return map;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2;?/g;

/**
 * `code` with every value import from a package in `barrels` taken from its module instead. A name
 * the map does not know keeps its import from the index (the build stays correct, only larger);
 * type-only names keep theirs (erased by TypeScript).
 */
export function rewriteBarrelImports(code: string, barrels: Record<string, BarrelMap>): string {
  return code.replace(IMPORT, (statement, specs: string, _q: string, source: string) => {
    const map = barrels[source];
    if (!map || statement.trimStart().startsWith('import type')) return statement;
    const lines: string[] = [];
    const kept: string[] = [];
    for (const raw of specs.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      if (spec.startsWith('type ')) {
        kept.push(spec);
        continue;
      }
      const [imported, local = imported] = spec.split(/\s+as\s+/) as [string, string?];
      const target = map.get(imported);
      if (!target) {
        kept.push(spec);
        continue;
      }
      const from = JSON.stringify(target.from.split(path.sep).join('/'));
      lines.push(target.kind === 'default' ? `import ${local} from ${from};` : `import * as ${local} from ${from};`);
    }
    if (kept.length) lines.unshift(`import { ${kept.join(', ')} } from '${source}';`);
    return lines.join(' ');
  });
}

/** The build's plugin: rewrites the app's own sources (not node_modules). */
export function deepImports(nodeModules: string): Plugin {
  let barrels: Record<string, BarrelMap> | null = null;
  const load = () => {
    const lucideIndex = path.join(nodeModules, 'lucide-react/dist/esm/lucide-react.mjs');
    const radixIndex = path.join(nodeModules, 'radix-ui/dist/index.mjs');
    return {
      'lucide-react': lucideMap(readFileSync(lucideIndex, 'utf8'), path.dirname(lucideIndex)),
      'radix-ui': radixMap(readFileSync(radixIndex, 'utf8')),
    };
  };
  return {
    name: 'holdfast:deep-imports',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /[\\/]node_modules[\\/]/ } },
      handler(code) {
        if (!code.includes('lucide-react') && !code.includes('radix-ui')) return null;
        barrels ??= load();
        const out = rewriteBarrelImports(code, barrels);
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
