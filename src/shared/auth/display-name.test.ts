import { describe, expect, it } from 'vitest';
import { displayName, initials, namesFromProvider } from './display-name';

describe('displayName (docs/product.md#display-names)', () => {
  it.each([
    [{ firstName: 'Sam', lastName: 'Ranger', fullName: 'X', email: 'a@b.c' }, 'Sam Ranger'],
    [{ firstName: 'Sam', lastName: null, fullName: 'Samuel R', email: 'a@b.c' }, 'Sam'],
    [{ firstName: '', lastName: 'Ranger', fullName: 'Samuel Ranger', email: 'a@b.c' }, 'Samuel Ranger'],
    [{ email: 'scout.one@example.com' }, 'scout.one'],
    [{}, 'Operative'],
  ])('%o -> %s', (src, name) => expect(displayName(src)).toBe(name));
});

describe('initials', () => {
  it.each([
    ['Sam Ranger', 'SR'],
    ['ada king lovelace', 'AK'],
    ['scout', 'S'],
    ['  two   spaces ', 'TS'],
    ['Operative', 'O'],
  ])('%s -> %s', (name, out) => expect(initials(name)).toBe(out));
});

describe('namesFromProvider', () => {
  it('uses given and family names, else the first word of the full name', () => {
    expect(namesFromProvider({ givenName: 'Ada', familyName: 'Lovelace', fullName: 'Ada K L' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(namesFromProvider({ fullName: 'Grace Brewster Hopper' })).toEqual({ firstName: 'Grace', lastName: '' });
    expect(namesFromProvider({})).toEqual({ firstName: '', lastName: '' });
  });
});
