import { describe, expect, it } from 'vitest';
import { LANDING_BUDGET, overBudget, staticClosure, type Manifest } from './bundle-report';

describe('staticClosure', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['page.tsx'] },
    '_react.js': { file: 'assets/react.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    'page.tsx': {
      file: 'assets/page.js',
      isDynamicEntry: true,
      imports: ['_react.js', '_ui.js'],
      dynamicImports: ['big.tsx'],
    },
    '_ui.js': { file: 'assets/ui.js' },
    'big.tsx': { file: 'assets/big.js', isDynamicEntry: true },
  };

  it('follows static imports transitively (cycles included) but not dynamic ones', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_react.js', '_shared.js', 'index.html']);
    expect([...staticClosure(manifest, 'page.tsx')].sort()).toEqual(['_react.js', '_shared.js', '_ui.js', 'page.tsx']);
  });

  it('fails loudly on a key the manifest lacks', () => {
    expect(() => staticClosure(manifest, 'missing.tsx')).toThrow(/no chunk missing.tsx/);
  });
});

describe('overBudget', () => {
  const files = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ url: `/assets/${i}.js`, rawBytes: 1, gzipBytes: 1 }));

  it('passes the issue 19 budget (110 KB gzip in 12 files) and fails one byte or one file over', () => {
    expect(LANDING_BUDGET).toEqual({ gzipBytes: 110 * 1024, files: 12 });
    expect(overBudget({ gzipBytes: 110 * 1024, files: files(12) })).toBeNull();
    expect(overBudget({ gzipBytes: 110 * 1024 + 1, files: files(12) })).toMatch(/110\.0 KB gzip \(budget 110\.0 KB\)/);
    expect(overBudget({ gzipBytes: 1000, files: files(13) })).toBe('13 files (budget 12)');
  });
});
