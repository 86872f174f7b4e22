/**
 * A camera's picture for Chromium's fake capture device (--use-file-for-fake-video-capture), made
 * here in TypeScript because CI has no ffmpeg: a Y4M file (YUV4MPEG2, 4:2:0) showing an EAN-13
 * drawn as black bars on white in stretches, with blank white frames between them, so the code
 * comes into view, leaves it, and comes again, like cans passed one by one in front of a phone.
 * Chromium plays the file at its frame rate and starts it over at its end.
 */
import { writeFile } from 'node:fs/promises';

// EAN-13 (GS1 General Specifications 5.2.1.2): digits 2-7 in sets A (L) or B (G) as the first
// digit says, digits 8-13 in set C (R); each digit 7 modules; guards 101, 01010, 101.
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
const G = R.map((p) => [...p].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 ('1' a bar), check digit included in `code`. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`Not an EAN-13: ${code}`);
  const d = [...code].map(Number);
  const parity = PARITY[d[0]!]!;
  const left = d
    .slice(1, 7)
    .map((n, i) => (parity[i] === 'L' ? L[n] : G[n]))
    .join('');
  const right = d
    .slice(7)
    .map((n) => R[n])
    .join('');
  return `101${left}01010${right}101`;
}

export interface BarcodeVideo {
  width: number;
  height: number;
  fps: number;
  /** Blank frames first (while the page starts its reader). */
  leadFrames: number;
  /** How many times the code comes into view. */
  passes: number;
  /** Frames showing the code per pass, then blank frames after it. */
  codeFrames: number;
  blankFrames: number;
  /** Blank frames after the last pass (so the file does not start over while the test looks). */
  tailFrames: number;
  moduleWidth: number;
}

export async function writeBarcodeVideo(file: string, code: string, v: BarcodeVideo): Promise<void> {
  const modules = ean13Modules(code);
  const barsWidth = modules.length * v.moduleWidth;
  // Quiet zones: at least 11 modules left and 7 right; the bars are centred in a wider white.
  if (barsWidth + 18 * v.moduleWidth > v.width) throw new Error('The frame is too narrow for the code');
  const x0 = Math.floor((v.width - barsWidth) / 2);
  const top = Math.floor(v.height * 0.2);
  const bottom = Math.ceil(v.height * 0.8);
  const ySize = v.width * v.height;
  const cSize = (v.width / 2) * (v.height / 2);
  const frame = (withCode: boolean) => {
    const buf = Buffer.alloc(ySize + 2 * cSize);
    buf.fill(235, 0, ySize); // white (video range luma)
    buf.fill(128, ySize); // no colour
    if (withCode) {
      for (let y = top; y < bottom; y++) {
        for (let m = 0; m < modules.length; m++) {
          if (modules[m] !== '1') continue;
          const start = y * v.width + x0 + m * v.moduleWidth;
          buf.fill(16, start, start + v.moduleWidth); // black
        }
      }
    }
    return buf;
  };
  const codeFrame = frame(true);
  const blankFrame = frame(false);
  const marker = Buffer.from('FRAME\n');
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${v.width} H${v.height} F${v.fps}:1 Ip A1:1 C420jpeg\n`)];
  const push = (f: Buffer, n: number) => {
    for (let i = 0; i < n; i++) parts.push(marker, f);
  };
  push(blankFrame, v.leadFrames);
  for (let p = 0; p < v.passes; p++) {
    push(codeFrame, v.codeFrames);
    push(blankFrame, v.blankFrames);
  }
  push(blankFrame, v.tailFrames);
  await writeFile(file, Buffer.concat(parts));
}
