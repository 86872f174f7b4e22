/**
 * What reads a camera frame: the browser's own BarcodeDetector when it reads every format a
 * grocery code comes in, otherwise the barcode-detector ponyfill (zxing-cpp in WebAssembly,
 * zxing-detector.ts), loaded only then.
 */
import { SCAN_FORMATS } from './scan-formats';

export interface BarcodeReader {
  /** The texts of the codes in `frame`. */
  read(frame: HTMLVideoElement): Promise<string[]>;
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<NativeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!SCAN_FORMATS.every((f) => supported.includes(f))) return null;
    return new Native({ formats: [...SCAN_FORMATS] });
  } catch {
    return null;
  }
}

export async function createBarcodeReader(): Promise<BarcodeReader> {
  const detector = (await nativeDetector()) ?? (await (await import('./zxing-detector')).createZxingDetector());
  return {
    read: async (frame) => {
      // No picture yet (the stream is starting): nothing to read.
      if (frame.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || frame.videoWidth === 0) return [];
      const found = await detector.detect(frame);
      return found.map((b) => b.rawValue);
    },
  };
}
