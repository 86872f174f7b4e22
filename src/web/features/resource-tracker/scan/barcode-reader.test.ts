import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBarcodeReader } from './barcode-reader';
import { SCAN_FORMATS } from './scan-formats';

const zxing = vi.hoisted(() => ({
  detect: vi.fn(async () => [{ rawValue: 'from-zxing' }]),
}));
vi.mock('./zxing-detector', () => ({ createZxingDetector: async () => ({ detect: zxing.detect }) }));

/** A video element with a picture (jsdom's never has one). */
function frame(): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'readyState', { value: HTMLMediaElement.HAVE_ENOUGH_DATA });
  Object.defineProperty(video, 'videoWidth', { value: 640 });
  return video;
}

function nativeDetector(supported: string[]) {
  const detect = vi.fn(async () => [{ rawValue: 'from-native' }]);
  const made: unknown[] = [];
  class BarcodeDetector {
    static getSupportedFormats = async () => supported;
    constructor(options: unknown) {
      made.push(options);
    }
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', BarcodeDetector);
  return { detect, made };
}

afterEach(() => {
  vi.unstubAllGlobals();
  zxing.detect.mockClear();
});

describe('createBarcodeReader: the native BarcodeDetector when it reads grocery codes, else zxing-cpp', () => {
  it("uses the browser's own detector when it reads every format, asking for those formats only", async () => {
    const native = nativeDetector([...SCAN_FORMATS, 'qr_code']);
    const reader = await createBarcodeReader();
    expect(await reader.read(frame())).toEqual(['from-native']);
    expect(native.made).toEqual([{ formats: [...SCAN_FORMATS] }]);
    expect(zxing.detect).not.toHaveBeenCalled();
  });

  it('falls back to zxing-cpp when the native one misses a format (Code 128 here)', async () => {
    const native = nativeDetector(['ean_13', 'ean_8', 'upc_a', 'upc_e', 'qr_code']);
    const reader = await createBarcodeReader();
    expect(await reader.read(frame())).toEqual(['from-zxing']);
    expect(native.detect).not.toHaveBeenCalled();
  });

  it('falls back to zxing-cpp without a native one, and reads nothing before the picture starts', async () => {
    const reader = await createBarcodeReader();
    expect(await reader.read(document.createElement('video'))).toEqual([]);
    expect(zxing.detect).not.toHaveBeenCalled();
    expect(await reader.read(frame())).toEqual(['from-zxing']);
  });
});
