/**
 * Every English message the server sends or a shared schema writes is in the catalogue of message
 * codes (decision 0353), or is a listed exception with its reason. A new message without an entry
 * fails here: the static scan reads the message literals of `new ApiError(…)`, `ApiError.x(…)`,
 * `errorBody(…)`, zod's `{ message | error: '…' }` and `.min(n, '…')`-style checks, and message
 * constants; the runtime check reads every exported `*_MESSAGES` object of src/shared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findError } from '@shared/i18n/errors';
import { en } from '@shared/i18n/errors/en';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((p) => !p.startsWith('src/server/test/') && !p.startsWith('src/shared/i18n/errors/'));
}

/** Messages that are not for a reader, and why. */
const NOT_FOR_READERS = new Set([
  // Thrown inside the server and never answered (DatabaseUnavailableError becomes http.databaseDown).
  'Database unavailable',
  // Better Auth's refusal inside the passkey ceremony: passkeys.handlers.ts answers PASSKEY_MESSAGES.notVerified.
  'The passkey did not verify you',
]);

/** Folders whose messages no reader sees. */
const NO_READER: Record<string, string> = {
  'src/shared/content/': "the repository's own static content, checked by its tests and the build",
};

const LITERAL = String.raw`'((?:[^'\\]|\\.)+)'|"((?:[^"\\]|\\.)+)"`;
const SCANS: RegExp[] = [
  new RegExp(String.raw`new ApiError\(\s*[^,]+,\s*[^,]+,\s*(?:${LITERAL})`, 'g'),
  new RegExp(String.raw`ApiError\.(?:notFound|unauthorized|badRequest|conflict)\(\s*(?:${LITERAL})`, 'g'),
  new RegExp(String.raw`errorBody\(\s*[^,]+,\s*(?:${LITERAL})`, 'g'),
  new RegExp(String.raw`\b(?:message|error):\s*(?:${LITERAL})`, 'g'),
  new RegExp(
    String.raw`\.(?:min|max|length|gte|lte|gt|lt|regex|refine|email|url|int|positive|nonnegative)\([^,()]*(?:\([^()]*\))?[^,()]*,\s*(?:${LITERAL})`,
    'g',
  ),
  new RegExp(
    String.raw`const [A-Z][A-Z_]*(?:MESSAGE|NOT_FOUND|NO_SUCH_ACCOUNT|_OFF|NOT_YOUR_[A-Z]+|_IN_USE)\s*=\s*(?:${LITERAL})`,
    'g',
  ),
];

function literalsOf(path: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const found: string[] = [];
  for (const scan of SCANS) {
    for (const m of text.matchAll(scan)) found.push((m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1'));
  }
  return found;
}

const inCatalogue = (message: string) => findError(en, message) !== null;

describe('the catalogue of message codes covers', () => {
  it('every message literal of the server and the shared schemas', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const path of [...sources('src/server'), ...sources('src/shared')]) {
      if (Object.keys(NO_READER).some((prefix) => path.startsWith(prefix))) continue;
      for (const message of literalsOf(path)) {
        seen += 1;
        // Log lines and other non-reader texts are lower-case starts in pino calls; messages start upper-case.
        if (!/^[A-Z]/.test(message) || NOT_FOR_READERS.has(message)) continue;
        if (!inCatalogue(message)) missing.push(`${path}: ${message}`);
      }
    }
    expect(seen).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('every exported *_MESSAGES object of src/shared, but texts the page words itself', async () => {
    const missing: string[] = [];
    let groups = 0;
    for (const path of sources('src/shared')) {
      if (!/export const [A-Z_]+_MESSAGES\b/.test(readFileSync(join(ROOT, path), 'utf8'))) continue;
      const module = (await import(join(ROOT, path))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (!name.endsWith('_MESSAGES') || typeof value !== 'object' || value === null) continue;
        groups += 1;
        for (const [key, text] of Object.entries(value)) {
          if (typeof text !== 'string' || PAGE_TEXTS.has(`${name}.${key}`)) continue;
          if (!inCatalogue(text)) missing.push(`${path} ${name}.${key}: ${text}`);
        }
      }
    }
    expect(groups).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('the catalogue finds the messages with figures in them', () => {
    expect(findError(en, 'No API route for GET /api/nope')).toEqual({
      key: 'http.noRoute',
      params: { method: 'GET', path: '/api/nope' },
    });
    expect(findError(en, 'At most 10 live update streams per account are allowed.')?.key).toBe(
      'http.streamsPerAccount',
    );
    expect(findError(en, 'Sign in with Keycloak again, then delete within 5 minutes')?.params).toEqual({
      provider: 'Keycloak',
    });
  });
});

/**
 * Titles and toasts a page words itself with its own catalogue: the profile's (decision 0334), the
 * plan wizard's "Validation Error: …" toasts, whose parts are the plans catalogue's (decision 0358),
 * and the readiness page's (decision 0359). No server answer and no schema check carries them.
 */
const PAGE_TEXTS = new Set([
  'PROFILE_MESSAGES.usernameTakenTitle',
  'PROFILE_MESSAGES.saved',
  'PROFILE_MESSAGES.saveFailed',
  'PLAN_MESSAGES.createInvalid',
  'PLAN_MESSAGES.editInvalid',
  'READINESS_MESSAGES.saved',
  'READINESS_MESSAGES.saveFailed',
  'READINESS_MESSAGES.followGoal',
  'READINESS_MESSAGES.followGoalFailed',
]);
