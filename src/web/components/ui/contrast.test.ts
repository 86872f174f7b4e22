import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastPairs, palettes, tokenNames, type Palette, type Surface, type ThemeName } from './tokens';

// WCAG 2.x relative luminance and contrast ratio, https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [m[1], m[2], m[3]].map((h) => parseInt(h ?? '', 16) / 255) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Source-over compositing in sRGB, which is what the browser does with a translucent fill. */
function surfaceColor(palette: Palette, surface: Surface): Rgb {
  if (typeof surface === 'string') return parseHex(palette[surface]);
  const top = parseHex(palette[surface.color]);
  const base = parseHex(palette[surface.over]);
  return top.map((c, i) => c * surface.alpha + (base[i] ?? 0) * (1 - surface.alpha)) as Rgb;
}

const describeSurface = (s: Surface) => (typeof s === 'string' ? s : `${s.color}/${s.alpha * 100} over ${s.over}`);

describe('contrast helpers', () => {
  it('match the WCAG reference values', () => {
    expect(contrast(parseHex('#000000'), parseHex('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrast(parseHex('#777777'), parseHex('#ffffff'))).toBeCloseTo(4.48, 2);
  });
});

describe.each(Object.keys(palettes) as ThemeName[])('%s palette meets WCAG AA', (theme) => {
  const palette = palettes[theme];
  it.each(contrastPairs.map((p) => [`${p.fg} on ${describeSurface(p.bg)} (${p.use})`, p] as const))(
    '%s',
    (_name, pair) => {
      const ratio = contrast(parseHex(palette[pair.fg]), surfaceColor(palette, pair.bg));
      expect(
        ratio,
        `${theme}: ${pair.fg} on ${describeSurface(pair.bg)} is ${ratio.toFixed(2)}:1`,
      ).toBeGreaterThanOrEqual(pair.min);
    },
  );
});

describe('globals.css', () => {
  // Read from disk: Vitest replaces CSS imports (even ?raw) with an empty module.
  const css = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../styles/globals.css'), 'utf8');

  function block(selectorStart: string): Record<string, string> {
    const start = css.indexOf(`\n${selectorStart}`);
    expect(start, `no block starting with ${selectorStart}`).toBeGreaterThanOrEqual(0);
    const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
    return Object.fromEntries(
      [...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]?.toLowerCase()]),
    );
  }

  it.each([
    ['light', ':root'],
    ['dark', '.dark'],
  ] as const)('declares the %s tokens with the values in tokens.ts', (theme, selector) => {
    const declared = block(selector);
    for (const name of tokenNames) expect(declared[name], `--${name} in ${selector}`).toBe(palettes[theme][name]);
  });
});
