import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { cellText, CSV_READ_MESSAGES, readCsv } from './csv-read';

const limits = { maxRows: 5, maxCell: 20, maxColumns: 6 };
const rowsOf = (text: string) => {
  const read = readCsv(text, limits);
  if (!read.ok) throw new Error(read.message);
  return read;
};

describe('readCsv', () => {
  it('reads quoted cells with separators, doubled quotes and line breaks inside, and names the lines rows start on', () => {
    const read = rowsOf('item,note\r\n"Rope, ""red""","two\r\nlines"\r\nTent,\r\n');
    expect(read.rows).toEqual([
      ['item', 'note'],
      ['Rope, "red"', 'two\r\nlines'],
      ['Tent', ''],
    ]);
    expect(read.lines).toEqual([1, 2, 4]);
  });

  it('takes LF and CR line ends, drops a byte order mark and skips blank lines', () => {
    expect(rowsOf('\uFEFFa,b\n1,2\n\n3,4\r5,6').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('detects semicolons from the header (European spreadsheets), commas staying text', () => {
    const read = rowsOf('Name;Menge;Notiz\nReis;2;"1,5 kg; trocken"\n');
    expect(read.separator).toBe(';');
    expect(read.rows[1]).toEqual(['Reis', '2', '1,5 kg; trocken']);
  });

  it('refuses an unclosed quoted cell, naming the line where it opened', () => {
    const read = readCsv('a,b\n1,2\n"never closed,3\n4,5\n', limits);
    expect(read).toEqual({ ok: false, message: CSV_READ_MESSAGES.unclosed(3), line: 3 });
  });

  it('refuses text after a closing quote', () => {
    expect(readCsv('a\n"x"y\n', limits)).toMatchObject({ ok: false, line: 2 });
  });

  it('caps rows, cells and columns', () => {
    const many = ['a', ...Array.from({ length: 6 }, (_, i) => String(i))].join('\n');
    expect(readCsv(many, limits)).toMatchObject({ ok: false, message: CSV_READ_MESSAGES.tooManyRows(5) });
    expect(readCsv(`a\n${'x'.repeat(21)}\n`, limits)).toMatchObject({
      ok: false,
      message: CSV_READ_MESSAGES.cellTooLong(2, 20),
    });
    expect(readCsv(`a\n"${'x'.repeat(21)}"\n`, limits)).toMatchObject({ ok: false, line: 2 });
    expect(readCsv('a,b,c,d,e,f,g\n', limits)).toMatchObject({
      ok: false,
      message: CSV_READ_MESSAGES.tooManyColumns(1, 6),
    });
  });

  it('answers an empty file as empty', () => {
    expect(readCsv('\uFEFF\r\n', limits)).toMatchObject({ ok: false, message: CSV_READ_MESSAGES.empty });
  });
});

describe('cellText: formula text is kept as text', () => {
  it('reads back what csvField neutralised, as the text it was', () => {
    const hostile = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)'];
    const read = rowsOf(toCsv([['item'], ...hostile.map((h) => [h])]));
    expect(read.rows.slice(1).map(([cell]) => cellText(cell!))).toEqual(hostile);
  });

  it('keeps a formula typed in a spreadsheet as plain text, and other quotes as they are', () => {
    expect(cellText(' =1+1 ')).toBe('=1+1');
    expect(cellText("'quoted")).toBe("'quoted");
  });
});
