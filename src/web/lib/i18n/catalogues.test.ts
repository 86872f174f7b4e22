/**
 * Every catalogue of the web app against its English one, at run time (decision 0331): the type
 * check already refuses a missing or extra key, but a cast could hide one; and an English entry
 * that no source file names is a text nobody sees (or a key built at run time: those are listed).
 */
import { describe, expect, it } from 'vitest';

type Module = Record<string, unknown>;
const catalogues = import.meta.glob<Module>(
  [
    '../../features/**/messages/**/*.ts',
    '../../components/messages/**/*.ts',
    '../../app/messages/**/*.ts',
    '../../lib/**/messages/**/*.ts',
  ],
  {
    eager: true,
  },
);
const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../**/messages/**/{en,en-x-plain,de,es}.ts'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

const folders = [...new Set(Object.keys(catalogues).map((p) => p.slice(0, p.lastIndexOf('/'))))];
const LOCALE_FILES = ['en-x-plain.ts', 'de.ts', 'es.ts'];

const englishOf = (folder: string): Record<string, unknown> => {
  const mod = catalogues[`${folder}/en.ts`];
  const en = mod?.en;
  if (!en || typeof en !== 'object') throw new Error(`${folder}/en.ts exports no \`en\``);
  return en as Record<string, unknown>;
};

describe('catalogues', () => {
  it('are found (the glob is not empty)', () => {
    expect(folders.length).toBeGreaterThanOrEqual(3);
  });

  for (const folder of folders) {
    it(`${folder}: every locale has exactly the English keys, each of the same kind`, () => {
      const en = englishOf(folder);
      for (const file of LOCALE_FILES) {
        const translated = catalogues[`${folder}/${file}`]?.default as Record<string, unknown> | undefined;
        expect(translated, `${folder}/${file}`).toBeDefined();
        expect(Object.keys(translated!).sort(), `${folder}/${file}`).toEqual(Object.keys(en).sort());
        for (const [key, entry] of Object.entries(en))
          expect(typeof translated![key], `${folder}/${file}: ${key}`).toBe(typeof entry);
      }
    });
  }

  it("every English key is named in its feature's code", () => {
    const unused: string[] = [];
    for (const folder of folders) {
      // features/<f>/messages is used by features/<f>, components/messages by components; the shell's
      // (app/messages) and lib's by any part of the app.
      const owner =
        folder.startsWith('../../features/') || folder.startsWith('../../components/')
          ? folder.slice(0, folder.indexOf('/messages') + 1)
          : '';
      const code = Object.entries(sources)
        .filter(([path]) => path.startsWith(owner))
        .map(([, text]) => text)
        .join('\n');
      for (const key of Object.keys(englishOf(folder))) {
        // `t('key')`, a key in a table of keys, or a key built from its prefix (`t(\`event.${type}\`)`).
        const prefix = key.includes('.') ? key.slice(0, key.lastIndexOf('.') + 1) : null;
        const named =
          code.includes(`'${key}'`) ||
          code.includes(`"${key}"`) ||
          code.includes(`\`${key}\``) ||
          (prefix !== null && code.includes(`\`${prefix}\${`));
        if (!named) unused.push(`${folder}: ${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
