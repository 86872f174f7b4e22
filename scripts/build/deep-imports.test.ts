import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lucideMap, radixMap, rewriteBarrelImports } from './deep-imports';

const NM = path.resolve('node_modules');
const lucideIndex = path.join(NM, 'lucide-react/dist/esm/lucide-react.mjs');
const barrels = {
  'lucide-react': lucideMap(readFileSync(lucideIndex, 'utf8'), path.dirname(lucideIndex)),
  'radix-ui': radixMap(readFileSync(path.join(NM, 'radix-ui/dist/index.mjs'), 'utf8')),
};
const icon = (file: string) => JSON.stringify(path.join(path.dirname(lucideIndex), 'icons', file));

describe('rewriteBarrelImports', () => {
  it('imports each icon from its own module, under every name lucide exports it by', () => {
    const out = rewriteBarrelImports(
      "import { PlusIcon, TriangleAlertIcon as Warn, type LucideIcon } from 'lucide-react';\nconst x = 1;",
      barrels,
    );
    expect(out).toBe(
      `import { type LucideIcon } from 'lucide-react'; import PlusIcon from ${icon('plus.mjs')}; ` +
        `import Warn from ${icon('triangle-exclamation-point.mjs')};\nconst x = 1;`,
    );
  });

  it('imports each Radix primitive as the namespace of its package, across lines', () => {
    const out = rewriteBarrelImports("import {\n  Dialog as DialogPrimitive,\n  Slot,\n} from 'radix-ui';", barrels);
    expect(out).toBe(
      'import * as DialogPrimitive from "@radix-ui/react-dialog"; import * as Slot from "@radix-ui/react-slot";',
    );
  });

  it('leaves type-only imports, other packages and names it does not know as they were', () => {
    const code = [
      "import type { LucideProps } from 'lucide-react';",
      "import { useState } from 'react';",
      "import { NotAnIcon } from 'lucide-react';",
    ].join('\n');
    expect(rewriteBarrelImports(code, barrels)).toBe(code);
  });

  it('reads the real indexes: every icon file exists and lucide names map to it', () => {
    const map = barrels['lucide-react'];
    expect(map.size).toBeGreaterThan(1000);
    expect(map.get('ArrowLeft')).toEqual({
      from: path.join(path.dirname(lucideIndex), 'icons/arrow-left.mjs'),
      kind: 'default',
    });
    expect(barrels['radix-ui'].get('Tooltip')).toEqual({ from: '@radix-ui/react-tooltip', kind: 'namespace' });
  });
});
