import { describe, expect, it } from 'vitest';
import { isStorableJson, isStorableText, pathId, text, TEXT_MESSAGES, uuid } from './text';

describe('text(): strings PostgreSQL can store exactly', () => {
  it.each([
    ['plain', 'Water filter'],
    ['empty', ''],
    ['accents and CJK', 'Café 東京'],
    ['a surrogate pair (emoji)', 'kit 🎒 ready'],
    ['control characters other than NUL', 'tab\there\nnewline\u0001'],
  ])('accepts %s', (_name, value) => {
    expect(isStorableText(value)).toBe(true);
    expect(text().safeParse(value).success).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['only NUL', '\u0000'],
    ['a lone high surrogate', 'a\uD83Db'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a high surrogate at the end', 'kit \uD83C'],
    ['two high surrogates', '\uD83D\uD83D'],
    ['a reversed pair', '\uDE00\uD83D'],
  ])('refuses %s with a field message', (_name, value) => {
    expect(isStorableText(value)).toBe(false);
    const result = text().trim().min(1).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.unstorable);
  });

  it('keeps the checks chained after it (trim, max)', () => {
    expect(text().trim().parse('  a  ')).toBe('a');
    expect(text().max(3).safeParse('abcd').success).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(text().safeParse(42).success).toBe(false);
    expect(text().safeParse(null).success).toBe(false);
  });
});

describe('isStorableJson: every string and key of a JSON value', () => {
  it('accepts ordinary values', () => {
    expect(isStorableJson({ a: [1, 'two', { three: null, four: true }] })).toBe(true);
  });
  it.each([
    ['a nested value', { a: [{ b: 'x\u0000' }] }],
    ['a key', { 'k\u0000': 1 }],
    ['a lone surrogate deep down', [[[['\uD800']]]]],
  ])('refuses NUL or a lone surrogate in %s', (_name, value) => {
    expect(isStorableJson(value)).toBe(false);
  });
  it('refuses absurd nesting', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(isStorableJson(deep)).toBe(false);
  });
});

describe('uuid(): normalised to lower case', () => {
  it('lower-cases and trims a uuid in any letter case', () => {
    expect(uuid().parse(' 3F2504E0-4F89-11D3-9A0C-0305E82C3301 ')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
  });
  it.each([
    '',
    'not-a-uuid',
    '3f2504e0-4f89-11d3-9a0c-0305e82c330',
    '3f2504e0-4f89-11d3-9a0c-0305e82c3301x',
    'g'.repeat(36),
  ])('refuses %j', (value) => {
    const result = uuid('Unknown resource').safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown resource');
  });
  it('refuses NUL inside a uuid', () => {
    expect(uuid().safeParse('3f2504e0-4f89-11d3-9a0c-0305e82c3301\u0000').success).toBe(false);
  });
});

describe('pathId()', () => {
  it('lower-cases, keeps anything storable (the route answers 404 for what is not a row)', () => {
    expect(pathId().parse('ABC')).toBe('abc');
    expect(pathId().safeParse('a\u0000').success).toBe(false);
    expect(pathId().safeParse('x'.repeat(201)).success).toBe(false);
  });
});
