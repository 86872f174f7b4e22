/**
 * The catalogue of message codes (decision 0353) and zod's own messages (decision 0354): the
 * locales have the same entries, the translations are not English left behind, a message is found
 * by its English text or pattern, and zod's issues are worded from their figures.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUSH_MESSAGES } from '../../push/schemas';
import { formatsFor } from '../format';
import de from './de';
import { en } from './en';
import plain from './en-x-plain';
import es from './es';
import { findError, translateError, translateIssue, zodIssueText, type ErrorCatalogue } from './index';

const LOCALES: [string, ErrorCatalogue][] = [
  ['de', de],
  ['es', es],
];

describe('the error catalogues', () => {
  it('have the same keys in every locale', () => {
    for (const catalogue of [plain, de, es]) expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
  });

  it('give two codes with the same English the same words (a message is found by its English)', () => {
    const first = new Map<string, string>();
    for (const [key, entry] of Object.entries(en)) {
      if (typeof entry !== 'string' || key.startsWith('zod.')) continue;
      const owner = first.get(entry);
      if (!owner) {
        first.set(entry, key);
        continue;
      }
      for (const [locale, catalogue] of [...LOCALES, ['en-x-plain', plain] as const]) {
        const words = catalogue as Record<string, unknown>;
        expect(words[key], `${locale}: ${key} has the English of ${owner}`).toBe(words[owner]);
      }
    }
  });

  it('German and Spanish leave no English text behind, and no entry empty', () => {
    for (const [, catalogue] of LOCALES) {
      for (const [key, entry] of Object.entries(en)) {
        const translated = (catalogue as Record<string, unknown>)[key];
        if (typeof entry !== 'string') continue;
        expect(translated, key).not.toBe(entry);
        expect(String(translated).trim(), key).not.toBe('');
      }
    }
  });

  it('hold the push texts equal to their constants (written out: push/schemas.ts loads zod)', () => {
    for (const [key, text] of Object.entries(PUSH_MESSAGES)) {
      expect(en[`push.${key}` as keyof typeof en], key).toBe(text);
    }
  });

  it('turn every English message into the locale’s, found by its text', () => {
    const f = formatsFor('de');
    for (const [key, entry] of Object.entries(en)) {
      if (typeof entry !== 'string' || key.startsWith('zod.')) continue;
      const found = findError(en, entry);
      expect(found, key).not.toBeNull();
      // Two codes with the same English have the same German.
      expect(translateError(en, de, f, entry), key).toBe(de[found!.key as keyof typeof de]);
    }
  });

  it('translate a refusal with a wait as its reason and its wait, and pass unknown texts unchanged', () => {
    expect(translateError(en, de, formatsFor('de'), 'Too many attempts. Please try again in 3 minutes.')).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 3 Minuten noch einmal.',
    );
    expect(
      translateError(
        en,
        es,
        formatsFor('es'),
        'You can send at most 10 invitations a day. Please try again in 1 hour.',
      ),
    ).toBe('Puede enviar como máximo 10 invitaciones al día. Vuelva a intentarlo en 1 hora.');
    expect(translateError(en, de, formatsFor('de'), 'Something of a plugin. Please try again in 3 minutes.')).toBe(
      'Something of a plugin. Please try again in 3 minutes.',
    );
    expect(translateError(en, de, formatsFor('de'), 'Some message we never wrote')).toBe('Some message we never wrote');
    expect(
      translateError(
        en,
        de,
        formatsFor('de'),
        'This server signs people in with Keycloak or Google only: passwords are turned off. Use the "Sign in with Keycloak" button.',
      ),
    ).toBe(
      'Auf diesem Server melden Sie sich nur mit Keycloak oder Google an: Passwörter sind abgeschaltet. Nutzen Sie die Schaltfläche „Mit Keycloak anmelden“.',
    );
  });
});

describe("zod's own messages", () => {
  const schema = z
    .object({
      name: z.string().min(3),
      code: z.string().max(4),
      age: z.number().int().min(13),
      email: z.email(),
      tags: z.array(z.string()).min(1),
      kind: z.enum(['a', 'b']),
      note: z.string(),
    })
    .strict();
  const input = { name: 'ab', code: 'abcdef', age: 12.5, email: 'nope', tags: [], kind: 'c', extra: 1 };

  it('are worded from the issue in German with the page’s figures, and our own messages kept as ours', () => {
    const f = formatsFor('de');
    const result = schema.safeParse(input, { error: (issue) => zodIssueText(de, f, issue) });
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.') || '_', i.message]));
    expect(byPath).toMatchObject({
      name: 'Geben Sie mindestens 3 Zeichen ein.',
      code: 'Höchstens 4 Zeichen',
      email: 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
      tags: 'Fügen Sie mindestens 1 Eintrag hinzu.',
      kind: 'Wählen Sie eine der angebotenen Möglichkeiten.',
      note: 'Bitte füllen Sie dieses Feld aus.',
      _: 'Felder, die es in diesem Formular nicht gibt: extra',
    });
    const custom = z
      .string()
      .min(8, 'Password must be at least 8 characters')
      .safeParse('x', {
        error: (issue) => zodIssueText(de, f, issue),
      });
    expect(custom.error!.issues[0]!.message).toBe('Password must be at least 8 characters');
  });

  it("are recognised in zod's finished English on the server, and English readers keep zod's words", () => {
    const f = formatsFor('es');
    const issues = schema.safeParse(input).error!.issues;
    const note = issues.find((i) => i.path[0] === 'note')!;
    expect(note.message).toBe('Invalid input: expected string, received undefined');
    expect(translateIssue(en, es, f, note)).toBe('Complete este campo.');
    const name = issues.find((i) => i.path[0] === 'name')!;
    expect(translateIssue(en, es, f, name)).toBe('Escriba al menos 3 caracteres.');
    const age = issues.find((i) => i.path[0] === 'age')!;
    expect(translateIssue(en, es, f, age)).toBe('Escriba un número entero.');
  });
});
