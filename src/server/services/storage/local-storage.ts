import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './file-storage';
import { assertStorageKey, contentTypeForKey } from './keys';

/**
 * Files in a folder (`<DATA_DIR>/files`), one per key. The content type is the key's extension's,
 * so `put` refuses a content type that disagrees with it rather than forget it.
 */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    if (contentTypeForKey(key) !== contentType) {
      throw new Error(`Local storage serves ${key} as ${contentTypeForKey(key)}, not ${contentType}`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const data = await readFile(file);
      return {
        data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        contentType: contentTypeForKey(key),
      };
    } catch (err) {
      if (isNodeError(err) && (err.code === 'ENOENT' || err.code === 'EISDIR' || err.code === 'ENOTDIR')) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

function isNodeError(err: unknown): err is NodeJS.ErrnoException {
  return err instanceof Error && 'code' in err;
}
