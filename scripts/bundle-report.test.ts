import { describe, expect, it } from 'vitest';
import { staticClosure, type Manifest } from './bundle-report';

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
