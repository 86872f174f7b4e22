import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

/** Reads the file back as a spreadsheet import would split it, every cell as text. */
const readBack = (csv: string): string[][] => parse(csv, { recordDelimiter: '\r\n' });

describe('toCsv (RFC 4180)', () => {
  it('quotes a name with a comma and a quote, doubles the quote, ends lines with CRLF', () => {
    expect(
      toCsv([
        ['item', 'current'],
        ['Rope, "paracord"', 3],
      ]),
    ).toBe('item,current\r\n"Rope, ""paracord""",3\r\n');
  });

  it('quotes line breaks and leaves plain fields alone', () => {
    expect(toCsv([['a\nb', 'plain']])).toBe('"a\nb",plain\r\n');
  });
});

describe('formula injection (OWASP CSV Injection)', () => {
  const hostile = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tcmd', '\rcmd', '=1+1, "two"\nlines'];

  it('prefixes a quote to every text cell a spreadsheet would run, and a parser reads back exactly that text', () => {
    const rows = readBack(toCsv([['item'], ...hostile.map((name) => [name])]));
    expect(rows).toEqual([['item'], ...hostile.map((name) => [`'${name}`])]);
  });

  it('leaves text that starts otherwise as it is, quotes, commas and line breaks included', () => {
    const plain = ['Water (Gallons)', 'Rope, "paracord"', 'a\nb', "'already quoted", ' =spaced', 'x=1'];
    expect(readBack(toCsv([plain]))).toEqual([plain]);
  });

  it('keeps numbers numbers: a negative number is data, not a formula', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField('-5')).toBe("'-5");
    const [row] = parse(toCsv([[-5, 0, 2.5, '-5']]), { cast: true }) as unknown[][];
    expect(row).toEqual([-5, 0, 2.5, "'-5"]);
  });
});
