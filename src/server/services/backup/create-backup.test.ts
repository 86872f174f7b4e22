/** Which files a backup copies (real folders; the database part is covered by backup.test.ts). */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyListedFiles, listKeys } from './create-backup';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
const temp = async () => {
  const d = await mkdtemp(path.join(tmpdir(), 'holdfast-files-'));
  dirs.push(d);
  return d;
};

describe('backup files', () => {
  it('lists storage keys, leaving out half-written uploads and names storage never makes', async () => {
    const root = await temp();
    await mkdir(path.join(root, 'u1'), { recursive: true });
    await writeFile(path.join(root, 'u1', 'a.webp'), 'a');
    await writeFile(path.join(root, 'u1', 'b.webp.3f2a.tmp'), 'partial');
    await writeFile(path.join(root, 'u1', '.hidden'), 'x');
    await writeFile(path.join(root, 'top.webp'), 't');
    expect(await listKeys(root)).toEqual(['top.webp', 'u1/a.webp']);
    expect(await listKeys(path.join(root, 'absent'))).toEqual([]);
  });

  it('a file deleted between the listing and the copy is reported missing and the rest is copied', async () => {
    const root = await temp();
    const staging = await temp();
    await mkdir(path.join(root, 'u1'));
    await writeFile(path.join(root, 'u1', 'kept.webp'), 'kept bytes');
    const warnings: string[] = [];
    const result = await copyListedFiles(root, ['u1/gone.webp', 'u1/kept.webp'], staging, (w) => warnings.push(w));
    expect(result.missing).toEqual(['u1/gone.webp']);
    expect(result.entries).toEqual([
      { key: 'u1/kept.webp', size: 10, sha256: createHash('sha256').update('kept bytes').digest('hex') },
    ]);
    expect(await readFile(path.join(staging, 'files', 'u1', 'kept.webp'), 'utf8')).toBe('kept bytes');
    expect(warnings).toEqual([
      'warning: u1/gone.webp was deleted while the backup ran; it is listed as missing in the manifest',
    ]);
  });
});
