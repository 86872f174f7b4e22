/** Reads a recorded fixture (fixtures/README.md) for the alerts tests. Test support only. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const fixturePath = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
export const fixtureBytes = (name: string): Buffer => readFileSync(fixturePath(name));
export const fixtureText = (name: string): string => readFileSync(fixturePath(name), 'utf8');
