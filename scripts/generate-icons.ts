/**
 * Draw the app icon (an amber keep on an olive shield, the theme's night palette) and
 * rasterise it to the PNGs the web app manifest names. The PNGs are committed; run this again
 * only when the mark changes: `npx tsx scripts/generate-icons.ts`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// The dark palette of src/web/components/ui/tokens.ts.
const BACKGROUND = '#1b1f14';
const OLIVE = '#3b4429';
const AMBER = '#f2a93b';

/** The mark on a 512 grid, centred on (256, 260). */
const MARK = `
  <path d="M256 56 432 120v136c0 104-72 168-176 208C152 424 80 360 80 256V120Z"
        fill="${OLIVE}" stroke="${AMBER}" stroke-width="24" stroke-linejoin="round"/>
  <g fill="${AMBER}">
    <rect x="184" y="208" width="144" height="152"/>
    <rect x="184" y="172" width="30" height="44"/>
    <rect x="241" y="172" width="30" height="44"/>
    <rect x="298" y="172" width="30" height="44"/>
  </g>
  <g fill="${BACKGROUND}">
    <path d="M232 360v-52a24 24 0 0 1 48 0v52Z"/>
    <rect x="250" y="232" width="12" height="40" rx="4"/>
  </g>`;

/** "any" purpose: the mark on a rounded tile. */
export const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${BACKGROUND}"/>${MARK}
</svg>`;

/**
 * "maskable": a full-bleed square, the mark scaled into the central safe zone (a circle of
 * 40% of the size) so any platform mask keeps all of it.
 */
export const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${BACKGROUND}"/>
  <g transform="translate(256 256) scale(0.68) translate(-256 -260)">${MARK}</g>
</svg>`;

const outDir = path.resolve(import.meta.dirname, '../src/web/public/icons');

async function main() {
  await mkdir(outDir, { recursive: true });
  const outputs: [string, string, number][] = [
    ['icon-192.png', iconSvg, 192],
    ['icon-512.png', iconSvg, 512],
    ['icon-maskable-512.png', maskableSvg, 512],
  ];
  for (const [file, svg, size] of outputs) {
    await sharp(Buffer.from(svg), { density: 72 * (size / 512) * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(outDir, file));
    console.log(`wrote ${path.relative(process.cwd(), path.join(outDir, file))}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
