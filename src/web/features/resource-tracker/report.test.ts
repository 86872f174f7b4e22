import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Resource } from '@shared/resources/schemas';
import { CSV_HEADER, exportWords, localDate, reportCsv, reportFileName } from './report';

/** A saved row without batches, codes or per-unit figures. */
const resource = (id: string, name: string): Resource => ({
  id,
  name,
  category: 'Communication',
  currentQuantity: 0,
  expiredQuantity: 0,
  targetQuantity: 1,
  unit: 'radio',
  status: 'critical',
  litresPerUnit: null,
  kcalPerUnit: null,
  isCustom: true,
  shelfLife: 'none',
  ownTarget: true,
  followsGoal: false,
  batches: [],
  barcodes: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
});

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
    // Without saved rows the columns after the report's seven stay empty.
    expect(csv).toBe(
      'category,item,current,target,unit,percent,status,batch_quantity,added_on,best_before,note,barcodes,litres_per_unit,kcal_per_unit,keeps\r\n' +
        'Tools & Equipment,"Rope, ""paracord""",30,100,feet,30,critical,,,,,,,,\r\n' +
        'Water & Hydration,Water (Gallons),13,14,gallons,93,good,,,,,,,,\r\n' +
        // percent is capped at 100, like the bar and the ring.
        'Communication,Solar Charger,3,1,charger,100,good,,,,,,,,\r\n',
    );
  });

  it('writes one line per saved batch (a supply without batches: one), with its codes, per-unit figures and keeps', () => {
    const batch = { updatedAt: '2026-01-01T00:00:00.000Z' };
    const beans = {
      ...resource('r1', 'Beans'),
      batches: [
        { ...batch, id: 'b1', quantity: 2, addedOn: '2026-01-01', expiresOn: '2027-01-01', note: 'top, "left"' },
        { ...batch, id: 'b2', quantity: 3, addedOn: '2026-02-01', expiresOn: null, note: null },
      ],
      barcodes: ['4006381333931', '-12'],
      kcalPerUnit: 380.5,
      shelfLife: 'one-year' as const,
    };
    const csv = reportCsv(
      [
        { id: 'r1', category: 'Food & Nutrition', name: 'Beans', currentQuantity: 6, targetQuantity: 10, unit: 'cans' },
        { id: 'r2', category: 'Communication', name: 'Radio', currentQuantity: 0, targetQuantity: 1, unit: 'radio' },
      ],
      [beans, resource('r2', 'Radio')],
    );
    const rows = parse(csv) as string[][];
    const beansCells = ['Food & Nutrition', 'Beans', '6', '10', 'cans', '60', 'low'];
    expect(rows.slice(1)).toEqual([
      [...beansCells, '2', '2026-01-01', '2027-01-01', 'top, "left"', '4006381333931\n-12', '', '380.5', 'one-year'],
      [...beansCells, '3', '2026-02-01', '', '', '4006381333931\n-12', '', '380.5', 'one-year'],
      ['Communication', 'Radio', '0', '1', 'radio', '0', 'critical', '', '', '', '', '', '', '', 'none'],
    ]);
  });

  it('is named after the local date', () => {
    const lateEvening = new Date(2026, 0, 5, 23, 59);
    expect(localDate(lateEvening)).toBe('2026-01-05');
    expect(reportFileName(lateEvening)).toBe('holdfast-supplies-2026-01-05.csv');
  });

  it('names its columns and itself in the page’s language; the cells stay machine-readable (decision 0352)', async () => {
    const day = new Date(2026, 10, 28, 9);
    const item = {
      id: 'r1',
      name: 'Radio',
      category: 'Communication',
      currentQuantity: 1.5,
      targetQuantity: 2,
      unit: 'radio',
    };
    const saved = [
      {
        ...resource('r1', 'Radio'),
        batches: [
          {
            id: 'b1',
            quantity: 2,
            addedOn: '2026-11-01',
            expiresOn: '2027-11-01',
            note: null,
            updatedAt: '2026-11-01T00:00:00.000Z',
          },
        ],
      },
    ];
    const de = await exportWords('de');
    const [header, row] = parse(reportCsv([item], saved, de)) as string[][];
    expect(header!.slice(0, 10)).toEqual([
      'Kategorie',
      'Artikel',
      'Bestand',
      'Soll',
      'Einheit',
      'Prozent',
      'Status',
      'Menge der Charge',
      'Hinzugefügt am',
      'Mindestens haltbar bis',
    ]);
    expect(row!.slice(0, 10)).toEqual([
      'Communication',
      'Radio',
      '1.5',
      '2',
      'radio',
      '75',
      'low',
      '2',
      '2026-11-01',
      '2027-11-01',
    ]);
    expect(reportFileName(day, de)).toBe('holdfast-vorraete-2026-11-28.csv');
    const es = await exportWords('es');
    expect((parse(reportCsv([item], saved, es)) as string[][])[0]!.slice(0, 3)).toEqual([
      'categoría',
      'artículo',
      'actual',
    ]);
    expect(reportFileName(day, es)).toBe('holdfast-suministros-2026-11-28.csv');
    // English, plain English and the pseudo-locales write the export's own names.
    for (const locale of ['en', 'en-x-plain', 'x-pseudo'] as const) {
      expect(reportFileName(day, await exportWords(locale))).toBe('holdfast-supplies-2026-11-28.csv');
      expect((parse(reportCsv([item], saved, await exportWords(locale))) as string[][])[0]!.slice(0, 2)).toEqual([
        'category',
        'item',
      ]);
    }
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
    const rows = (parse(csv, { cast: true }) as unknown[][]).map((r) => r.slice(0, 7));
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
