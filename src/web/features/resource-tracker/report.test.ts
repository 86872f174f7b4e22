import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, localDate, reportCsv, reportFileName } from './report';

describe('the CSV report', () => {
  it('has the header row and quotes a name with a comma and a quote (RFC 4180)', () => {
    const csv = reportCsv([
      {
        category: 'Tools & Equipment',
        name: 'Rope, "paracord"',
        currentQuantity: 30,
        targetQuantity: 100,
        unit: 'feet',
      },
      {
        category: 'Water & Hydration',
        name: 'Water (Gallons)',
        currentQuantity: 13,
        targetQuantity: 14,
        unit: 'gallons',
      },
      { category: 'Communication', name: 'Solar Charger', currentQuantity: 3, targetQuantity: 1, unit: 'charger' },
    ]);
    expect(csv).toBe(
      'category,item,current,target,unit,percent,status\r\n' +
        'Tools & Equipment,"Rope, ""paracord""",30,100,feet,30,critical\r\n' +
        'Water & Hydration,Water (Gallons),13,14,gallons,93,good\r\n' +
        // percent is capped at 100, like the bar and the ring.
        'Communication,Solar Charger,3,1,charger,100,good\r\n',
    );
  });

  it('is named after the local date', () => {
    const lateEvening = new Date(2026, 0, 5, 23, 59);
    expect(localDate(lateEvening)).toBe('2026-01-05');
    expect(reportFileName(lateEvening)).toBe('holdfast-supplies-2026-01-05.csv');
  });
});

describe('formula injection in the CSV report', () => {
  it('reads back every hostile name and unit with a leading quote, and the numbers as numbers', () => {
    const hostile = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tcmd', '\rcmd', 'Rope, "para"\ncord'];
    const csv = reportCsv(
      hostile.map((name, i) => ({
        category: 'Tools & Equipment',
        name,
        currentQuantity: i,
        targetQuantity: 10,
        unit: i === 0 ? '=cmd|"/c calc"!A1' : '@unit',
      })),
    );
    const rows = parse(csv, { cast: true }) as unknown[][];
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows.slice(1)).toEqual(
      hostile.map((name, i) => [
        'Tools & Equipment',
        name.startsWith('Rope') ? name : `'${name}`,
        i,
        10,
        i === 0 ? `'=cmd|"/c calc"!A1` : "'@unit",
        i * 10,
        i < 5 ? 'critical' : 'low',
      ]),
    );
  });
});
