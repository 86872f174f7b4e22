/**
 * The BarcodeDetector ponyfill (zxing-cpp in WebAssembly) for browsers without a native one that
 * reads grocery codes (Firefox, Safari before 17, Chromium on Linux and Windows). Its .wasm is
 * Holdfast's own build asset (dist/web/assets), never the package's default jsDelivr address: the
 * app works offline and no third party learns that the family is scanning (issue 42). The
 * service worker keeps it once fetched (vite.config.ts, decision 0327).
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { SCAN_FORMATS } from './scan-formats';

const overrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasm : prefix + path),
};

/** Ready once the WebAssembly is compiled, so the first can in front of the camera is read. */
export async function createZxingDetector() {
  await prepareZXingModule({ overrides, fireImmediately: true });
  return new BarcodeDetector({ formats: [...SCAN_FORMATS] });
}
