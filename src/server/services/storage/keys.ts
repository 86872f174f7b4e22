/**
 * Storage keys are relative paths such as `user123/AbC-9_x.webp`: segments of letters, digits,
 * `_`, `-` and `.`, never `.` or `..`, no leading slash. Both backends refuse anything else, so a
 * key can never leave the local files folder or address another bucket.
 */
const SEGMENT = /^[A-Za-z0-9_.-]{1,128}$/;

export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  const valid =
    key.length <= 512 && segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..' && !s.startsWith('.'));
  if (!valid) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The content type a key's extension stands for (local files keep no other metadata). */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
