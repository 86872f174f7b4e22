/**
 * Supply import (issue 42): the own export read back into another household gives the same
 * supplies, batches, dates, barcodes, per-unit figures and keeps; Homebox's CSV (its own test
 * files, fixtures/homebox); a spreadsheet through a mapping; hostile files refused with a clear
 * 4xx and nothing written; a viewer refused; a constant number of statements whatever the rows.
 * The clock is fake: "today" is 2026-11-24 (UTC).
 */
import { readFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { EXPORT_COLUMNS } from '@shared/resources/csv';
import { EXPORT_CSV_WORDS } from '@shared/resources/csv-columns';
import type { ExportCsvWords } from '@shared/resources/csv-columns/en';
import { CSV_READ_MESSAGES } from '@shared/resources/csv-read';
import { supplyCsv } from '@shared/resources/export';
import { IMPORT_MESSAGES, type ImportPreview, type ImportResult } from '@shared/resources/import';
import type { Resource } from '@shared/resources/schemas';
import { householdActivity, resourceBarcodes, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { newBatch } from '../../../test/batches';
import { okJson, signedInWithProfile, type TestClient } from '../../../test/client';
import { householdIdOf, inviteByEmail } from '../../../test/households';
import { expectRefusedWithoutWrite } from '../../../test/snapshot';
import { statementRecorder } from '../../../test/statements';

const clock = Date.parse('2026-11-24T12:00:00Z');
const t: TestApp = await createTestApp({ mail: true, now: () => clock });
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(new URL(`./fixtures/homebox/${name}`, import.meta.url));
const load = async (client: TestClient) => (await okJson(await client.api.resources.$get())).resources;
const byName = (rows: readonly Resource[], name: string) => rows.find((r) => r.name === name)!;

/** A multipart body with its declared length, as a browser sends a form. */
async function upload(file: Uint8Array | string, mapping?: unknown) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'text/csv' }),
    'supplies.csv',
  );
  if (mapping !== undefined) form.append('mapping', JSON.stringify(mapping));
  const res = new Response(form);
  const body = new Uint8Array(await res.arrayBuffer());
  return {
    method: 'POST',
    body,
    headers: { 'content-type': res.headers.get('content-type')!, 'content-length': String(body.byteLength) },
  };
}
const preview = async (client: TestClient, file: Uint8Array | string, mapping?: unknown) => {
  const res = await client.request('/api/resources/import/preview', await upload(file, mapping));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ImportPreview;
};
const importFile = async (client: TestClient, file: Uint8Array | string, mapping?: unknown) => {
  const res = await client.request('/api/resources/import', await upload(file, mapping));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ImportResult;
};

async function householdOfClient(email: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return householdIdOf(t.database.db, user!.id);
}

/** What a supply is, for comparing two households: no ids, no times. */
const shape = (r: Resource, codes: readonly string[]) => ({
  name: r.name,
  category: r.category,
  unit: r.unit,
  targetQuantity: r.targetQuantity,
  currentQuantity: r.currentQuantity,
  litresPerUnit: r.litresPerUnit,
  kcalPerUnit: r.kcalPerUnit,
  shelfLife: r.shelfLife,
  batches: r.batches
    .map((b) => ({ quantity: b.quantity, addedOn: b.addedOn, expiresOn: b.expiresOn, note: b.note }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  barcodes: [...codes].sort(),
});
async function codesOf(resourceId: string) {
  return (
    await t.database.db
      .select({ code: resourceBarcodes.code })
      .from(resourceBarcodes)
      .where(eq(resourceBarcodes.resourceId, resourceId))
  ).map((c) => c.code);
}
/** The export as the tracker builds it from the saved rows and their codes, its header in `words`' language. */
async function exportOf(rows: readonly Resource[], words: ExportCsvWords = EXPORT_CSV_WORDS.en) {
  return supplyCsv(
    await Promise.all(
      rows.map(async (r) => ({
        ...r,
        saved: {
          batches: r.batches,
          barcodes: await codesOf(r.id),
          litresPerUnit: r.litresPerUnit,
          kcalPerUnit: r.kcalPerUnit,
          shelfLife: r.shelfLife,
        },
      })),
    ),
    EXPORT_COLUMNS.map((c) => words.columns[c]),
  );
}

/** A household with stock: a supply of its own (formula-like name, kcal, keeps a year, two codes), batches on a default. */
async function stockedHousehold() {
  const owner = await signedInWithProfile(t);
  const seeded = await load(owner.client);
  const created = await owner.client.api.resources.$post({
    json: {
      name: '=Beans "baked", tinned',
      category: 'Food & Nutrition',
      unit: 'cans',
      targetQuantity: 12,
      litresPerUnit: null,
      kcalPerUnit: 380.5,
      shelfLife: 'one-year',
    },
  });
  const { resource: beans } = await okJson(created);
  const cans = byName(seeded, 'Canned Food');
  const water = byName(seeded, 'Water (Gallons)');
  const batch = (
    resourceId: string,
    quantity: number,
    addedOn: string,
    expiresOn: string | null,
    note: string | null = null,
  ) => newBatch(resourceId, quantity, expiresOn, { addedOn, note });
  const put = await owner.client.api.resources.$put({
    json: {
      batches: [
        batch(beans.id, 6, '2026-10-01', '2027-10-01', 'back shelf, "left"'),
        batch(beans.id, 6, '2026-10-01', '2027-10-01', 'back shelf, "left"'),
        batch(beans.id, 3, '2025-01-02', '2026-01-02'),
        batch(cans.id, 10, '2026-11-01', null, '-first row\nsecond'),
        batch(water.id, 4, '2026-11-20', '2027-11-20'),
      ],
    },
  });
  expect(put.status).toBe(200);
  const householdId = await householdOfClient(owner.data.email);
  await t.database.db.insert(resourceBarcodes).values([
    { householdId, code: '4006381333931', resourceId: beans.id },
    { householdId, code: 'BEANS 2', resourceId: beans.id },
    { householdId, code: '+49123', resourceId: water.id },
  ]);
  return { ...owner, householdId };
}

describe('the own export, round trip', () => {
  it('imported into another household gives the same supplies, batches, dates, barcodes, per-unit figures and keeps; again, nothing changes', async () => {
    const a = await stockedHousehold();
    const before = await load(a.client);
    const csv = await exportOf(before);

    const b = await signedInWithProfile(t);
    const seen = await preview(b.client, csv);
    expect(seen.format).toBe('holdfast');
    expect(seen.rows.filter((r) => r.action === 'refuse')).toEqual([]);
    // One line per batch, a supply without batches one line: 22 supplies, the beans' 3 batches on 3 lines.
    expect(seen.rows).toHaveLength(22 + 2);
    expect(seen.counts).toMatchObject({ added: 1, merged: 2, batches: 5, refused: 0 });
    // First expired first out, as the tracker lists them: the supply's first line adds it.
    const beansRows = seen.rows.filter((r) => r.name === '=Beans "baked", tinned');
    expect(beansRows.map((r) => [r.action, r.quantity, r.bestBefore, r.category])).toEqual([
      ['add', 3, '2026-01-02', 'Food & Nutrition'],
      ['merge', 6, '2027-10-01', 'Food & Nutrition'],
      ['merge', 6, '2027-10-01', 'Food & Nutrition'],
    ]);

    const done = await importFile(b.client, csv);
    expect(done.counts).toEqual(seen.counts);
    const after = await load(b.client);
    const expected = await Promise.all(before.map(async (r) => shape(r, await codesOf(r.id))));
    const got = await Promise.all(after.map(async (r) => shape(r, await codesOf(r.id))));
    expect(got.sort((x, y) => x.name.localeCompare(y.name))).toEqual(
      expected.sort((x, y) => x.name.localeCompare(y.name)),
    );
    // Formula text is stored as the text it was (neutralised again on the next export).
    expect(byName(after, '=Beans "baked", tinned').isCustom).toBe(true);
    expect(await exportOf(after)).toContain(`"'=Beans ""baked"", tinned"`);

    // The household's one activity line.
    const [line] = await t.database.db
      .select({ summary: householdActivity.summary, event: householdActivity.event })
      .from(householdActivity)
      .where(eq(householdActivity.householdId, await householdOfClient(b.data.email)))
      .orderBy(desc(householdActivity.createdAt))
      .limit(1);
    expect(line?.summary).toBe('imported 3 supplies');
    expect(line?.event).toEqual({ code: 'supplies.imported', count: 3 });

    // The same file again: every line is already there; the import refuses, nothing written.
    const again = await preview(b.client, csv);
    expect(again.counts).toMatchObject({ added: 0, merged: 0, batches: 0, refused: 0 });
    expect(new Set(again.rows.map((r) => r.action))).toEqual(new Set(['same']));
    const refused = await expectRefusedWithoutWrite(
      t.database,
      async () => b.client.request('/api/resources/import', await upload(csv)),
      400,
    );
    expect(refused.error.message).toBe(IMPORT_MESSAGES.nothing);

    // The household exported from is untouched.
    expect(await load(a.client)).toEqual(before);
  });
});

describe('the own export in German and Spanish (decision 0352)', () => {
  it("a German member's export has German headers, machine-readable cells, and imports back; a Spanish one too", async () => {
    const a = await stockedHousehold();
    await a.client.api.account.locale.$put({ json: { locale: 'de' } });
    const before = await load(a.client);
    const csv = await exportOf(before, EXPORT_CSV_WORDS.de);
    const [header, ...lines] = csv.split('\r\n');
    expect(header).toBe(
      'Kategorie,Artikel,Bestand,Soll,Einheit,Prozent,Status,Menge der Charge,Hinzugefügt am,Mindestens haltbar bis,Notiz,Barcodes,Liter pro Einheit,kcal pro Einheit,Haltbarkeit',
    );
    // ISO days, dot decimals and the codes stay as in the English file.
    expect(lines.join('\n')).toContain('2026-10-01,2027-10-01');
    expect(lines.join('\n')).toContain('380.5,one-year');
    expect(EXPORT_CSV_WORDS.de.fileName('2026-11-28')).toBe('holdfast-vorraete-2026-11-28.csv');

    const expected = await Promise.all(before.map(async (r) => shape(r, await codesOf(r.id))));
    for (const words of [EXPORT_CSV_WORDS.de, EXPORT_CSV_WORDS.es]) {
      const b = await signedInWithProfile(t);
      // Its household is seeded first, in English, as the exporting one was (decision 0350 seeds a
      // German account's in German): the file's supplies merge by their English names.
      await load(b.client);
      await b.client.api.account.locale.$put({ json: { locale: 'de' } });
      const file = await exportOf(before, words);
      const seen = await preview(b.client, file);
      expect(seen.format).toBe('holdfast');
      expect(seen.counts).toMatchObject({ added: 1, merged: 2, batches: 5, refused: 0 });
      await importFile(b.client, file);
      const got = await Promise.all((await load(b.client)).map(async (r) => shape(r, await codesOf(r.id))));
      expect(got.sort((x, y) => x.name.localeCompare(y.name))).toEqual(
        [...expected].sort((x, y) => x.name.localeCompare(y.name)),
      );
    }
  });

  it('a header naming only some of a locale’s columns is a spreadsheet, not the export', async () => {
    const b = await signedInWithProfile(t);
    const seen = await preview(b.client, 'Artikel,Bestand\r\nReis,2\r\n');
    expect(seen.format).toBe('spreadsheet');
  });
});

describe('Homebox CSV (its own test files)', () => {
  it('reads HB.name, HB.quantity, HB.description and the location; an item without a category word goes to Tools & Equipment', async () => {
    const { client } = await signedInWithProfile(t);
    const seen = await preview(client, fixture('fields.csv'));
    expect(seen.format).toBe('homebox');
    expect(seen.rows.map((r) => [r.line, r.action, r.name, r.quantity, r.category])).toEqual([
      [2, 'add', 'Item 1', 1, 'Tools & Equipment'],
      [3, 'add', 'Item 2', 2, 'Tools & Equipment'],
      [4, 'add', 'Item 3', 3, 'Tools & Equipment'],
    ]);
    const done = await importFile(client, fixture('fields.csv'));
    const item2 = byName(done.resources, 'Item 2');
    expect(item2).toMatchObject({ currentQuantity: 2, unit: 'items', shelfLife: 'none' });
    // Bought today (no purchase date), no best-before (a new supply keeps without expiry), its description as the note.
    expect(item2.batches.map((b) => [b.quantity, b.addedOn, b.expiresOn, b.note])).toEqual([
      [2, '2026-11-24', null, 'Description 2'],
    ]);
  });

  it('splits HB.tags on ";" with spaces around, a missing quantity is one item', async () => {
    const { client } = await signedInWithProfile(t);
    const seen = await preview(client, fixture('types.csv'));
    expect(seen.rows.map((r) => [r.name, r.quantity, r.action])).toEqual([
      ['Item 1', 1, 'add'],
      ['Item 2', 1, 'add'],
      ['Item 3', 1, 'add'],
    ]);
  });

  it('tags or location naming a category place the item there; tags split on "," too; a best-before field dates it', async () => {
    const { client } = await signedInWithProfile(t);
    const csv =
      'HB.name,HB.quantity,HB.tags,HB.location,HB.field.Best Before,HB.purchase_date\n' +
      'Lentils,4,"pantry, dry",Basement / Shelf 2,2028-03-01,2026-11-01\n' +
      'Gauze,2,,Bathroom / First Aid,,\n';
    const seen = await preview(client, csv);
    expect(seen.rows.map((r) => [r.name, r.category, r.bestBefore])).toEqual([
      ['Lentils', 'Food & Nutrition', '2028-03-01'],
      ['Gauze', 'Medical & First Aid', null],
    ]);
  });
});

describe('a spreadsheet through a mapping', () => {
  it("guesses the mapping from the header names, reads ';' files, merges by name (any case) and refuses rows with a reason each", async () => {
    const { client } = await signedInWithProfile(t);
    const csv =
      'Item;Qty;Unit;Category;Best before;EAN;kcal\r\n' +
      'canned food;12;cans;Food;2027-06-30;4006381333931;400\r\n' +
      'Oats;3;bags;food;;;1500\r\n' +
      'Oats;2;bags;food;2027-01-01;;\r\n' +
      ';4;;;;;\r\n' +
      'Candles;2.5;;;;;\r\n' +
      'Matches;1;;;31.12.2027;;\r\n' +
      'Tea;1;;;;4006381333931;\r\n' +
      '@Spices;1;jars;;;;\r\n' +
      'energy bars;5;;;;;\r\n';
    const seen = await preview(client, csv);
    expect(seen.format).toBe('spreadsheet');
    expect(seen.mapping).toEqual({
      name: 0,
      quantity: 1,
      unit: 2,
      category: 3,
      bestBefore: 4,
      barcode: 5,
      kcalPerUnit: 6,
      litresPerUnit: null,
    });
    expect(seen.rows.map((r) => [r.line, r.action, r.reason])).toEqual([
      [2, 'merge', null],
      [3, 'add', null],
      [4, 'merge', null],
      [5, 'refuse', IMPORT_MESSAGES.noName],
      [6, 'refuse', IMPORT_MESSAGES.quantity],
      [7, 'refuse', IMPORT_MESSAGES.bestBefore],
      [8, 'refuse', IMPORT_MESSAGES.barcodeTaken('Canned Food')],
      [9, 'add', null],
      [10, 'merge', null],
    ]);
    // A merge shows the household's supply; stock without a date gets the supply's default best-before.
    expect(seen.rows.at(-1)).toMatchObject({
      category: 'Food & Nutrition',
      unit: 'bars',
      quantity: 5,
      bestBefore: '2027-11-24',
    });
    const done = await importFile(client, csv);
    expect(done.counts).toEqual({ added: 2, merged: 2, batches: 5, same: 0, refused: 4 });
    expect(byName(done.resources, 'Energy Bars').batches.map((b) => [b.quantity, b.expiresOn])).toEqual([
      [5, '2027-11-24'],
    ]);
    // Canned food keeps a year: stock with a date keeps it, the household's row is merged into.
    const cans = byName(done.resources, 'Canned Food');
    expect(cans.batches.map((b) => [b.quantity, b.addedOn, b.expiresOn])).toEqual([[12, '2026-11-24', '2027-06-30']]);
    expect(await codesOf(cans.id)).toEqual(['4006381333931']);
    const oats = byName(done.resources, 'Oats');
    expect(oats).toMatchObject({ category: 'Food & Nutrition', unit: 'bags', kcalPerUnit: 1500, currentQuantity: 5 });
    expect(byName(done.resources, '@Spices').unit).toBe('jars');
  });

  it('takes the mapping the user chose, and refuses a mapping naming no column or a column twice (nothing written)', async () => {
    const { client } = await signedInWithProfile(t);
    const csv = 'What,How many,Good until\nRice,2,2030-01-01\n';
    const guessed = await preview(client, csv);
    expect(guessed.mapping).toMatchObject({ name: 0, quantity: null, bestBefore: null });
    const mapped = await preview(client, csv, { name: 0, quantity: 1, bestBefore: 2 });
    expect(mapped.rows[0]).toMatchObject({ name: 'Rice', quantity: 2, bestBefore: '2030-01-01', action: 'add' });

    const noColumn = await expectRefusedWithoutWrite(t.database, async () =>
      client.request('/api/resources/import', await upload(csv, { name: 0, quantity: 7 })),
    );
    expect(noColumn.error.fields).toEqual({ 'mapping.quantity': [IMPORT_MESSAGES.noSuchColumn] });
    const twice = await expectRefusedWithoutWrite(t.database, async () =>
      client.request('/api/resources/import', await upload(csv, { name: 0, quantity: 0 })),
    );
    expect(twice.error.fields).toEqual({ 'mapping.quantity': [IMPORT_MESSAGES.columnTwice] });
    const noName = await expectRefusedWithoutWrite(t.database, async () =>
      client.request('/api/resources/import', await upload(csv, { name: null })),
    );
    expect(noName.error.fields).toEqual({ 'mapping.name': [IMPORT_MESSAGES.mappingName] });
  });
});

describe('hostile files: a clear 4xx, nothing written', () => {
  it('refuses Windows-1252 bytes, broken quotes (naming the line), a 10 MB file, no file', async () => {
    const { client } = await signedInWithProfile(t);
    await load(client);
    const cp1252 = new Uint8Array([...Buffer.from('item,current\nCaf'), 0xe9, ...Buffer.from(',1\n')]);
    const notUtf8 = await expectRefusedWithoutWrite(
      t.database,
      async () => client.request('/api/resources/import', await upload(cp1252)),
      400,
    );
    expect(notUtf8.error.message).toBe(IMPORT_MESSAGES.notUtf8);

    const broken = await expectRefusedWithoutWrite(
      t.database,
      async () => client.request('/api/resources/import', await upload('item,current\nRope,1\n"Tent,2\nRice,3\n')),
      400,
    );
    expect(broken.error.message).toBe(CSV_READ_MESSAGES.unclosed(3));

    const huge = `item,current\n${'Rice,1\n'.repeat(1_500_000)}`;
    const tooLarge = await expectRefusedWithoutWrite(
      t.database,
      async () => client.request('/api/resources/import', await upload(huge)),
      413,
    );
    expect(tooLarge.error.message).toBe(IMPORT_MESSAGES.tooLarge);

    const none = await expectRefusedWithoutWrite(
      t.database,
      () => client.request('/api/resources/import', { method: 'POST', body: new FormData() }),
      400,
    );
    expect(none.error.message).toBe(IMPORT_MESSAGES.noFile);

    const rows = `item,current\n${'Rice,1\n'.repeat(2001)}`;
    const tooMany = await expectRefusedWithoutWrite(
      t.database,
      async () => client.request('/api/resources/import', await upload(rows)),
      400,
    );
    expect(tooMany.error.message).toBe(CSV_READ_MESSAGES.tooManyRows(2000));
  });

  it('refuses a German reader in German and a Spanish one in Spanish, the line named, the field too (decision 0360)', async () => {
    const { client } = await signedInWithProfile(t);
    await load(client);
    await client.api.account.locale.$put({ json: { locale: 'de' } });
    const cp1252 = new Uint8Array([...Buffer.from('item,current\nCaf'), 0xe9, ...Buffer.from(',1\n')]);
    const notUtf8 = await expectRefusedWithoutWrite(
      t.database,
      async () => client.request('/api/resources/import', await upload(cp1252)),
      400,
    );
    const german =
      'Die Datei ist kein UTF-8-Text. Speichern Sie sie in Ihrer Tabellenkalkulation als „CSV UTF-8“ und versuchen Sie es erneut.';
    expect(notUtf8.error).toEqual({ code: 'bad_request', message: german, fields: { file: [german] } });

    const broken = await expectRefusedWithoutWrite(
      t.database,
      async () =>
        client.request('/api/resources/import/preview', await upload('item,current\nRope,1\n"Tent,2\nRice,3\n')),
      400,
    );
    expect(broken.error.message).toBe(
      'Zeile 3: Eine Zelle in Anführungszeichen wird nie geschlossen (ein " ohne sein schließendes ").',
    );

    await client.api.account.locale.$put({ json: { locale: 'es' } });
    const rows = `item,current\n${'Rice,1\n'.repeat(2001)}`;
    const tooMany = await expectRefusedWithoutWrite(
      t.database,
      async () => client.request('/api/resources/import', await upload(rows)),
      400,
    );
    expect(tooMany.error.message).toBe('El archivo tiene más de 2,000 filas. Divídalo en archivos más pequeños.');
    const none = await expectRefusedWithoutWrite(
      t.database,
      () => client.request('/api/resources/import', { method: 'POST', body: new FormData() }),
      400,
    );
    expect(none.error.message).toBe('Elija un archivo CSV para importar.');
  });

  it('a refused row of the preview keeps its reason in English: the dialog words it (decision 0360)', async () => {
    const { client } = await signedInWithProfile(t);
    await load(client);
    await client.api.account.locale.$put({ json: { locale: 'de' } });
    const seen = await preview(client, 'name,quantity\nCandles,2.5\n');
    expect(seen.rows[0]).toMatchObject({ action: 'refuse', reason: IMPORT_MESSAGES.quantity });
  });

  it('refuses a viewer (403) on both routes, nothing written', async () => {
    const owner = await signedInWithProfile(t);
    const viewer = await signedInWithProfile(t);
    const { token } = await inviteByEmail(t, owner.client, viewer.data.email, 'viewer');
    expect((await viewer.client.api.household.invitations.accept.$post({ json: { token } })).status).toBe(200);
    await load(owner.client);
    for (const path of ['/api/resources/import', '/api/resources/import/preview']) {
      const body = await expectRefusedWithoutWrite(
        t.database,
        async () => viewer.client.request(path, await upload('item,current\nRice,1\n')),
        403,
      );
      expect(body.error.message).toBe(HOUSEHOLD_MESSAGES.viewerCannotEdit);
    }
  });
});

const recordStatements = statementRecorder(t.database.pool!);
const sentDuring = async (during: () => Promise<unknown>) => (await recordStatements(during)).map((s) => s.text);

describe('set-based writes', () => {
  it('imports 10 rows and 2,000 rows in the same number of statements, one transaction', async () => {
    const counted = async (n: number) => {
      const { client } = await signedInWithProfile(t);
      await load(client);
      const csv = `item,quantity,best before\n${Array.from({ length: n }, (_, i) => `Supply ${i % 400},${(i % 9) + 1},2027-0${(i % 9) + 1}-01`).join('\n')}\n`;
      const sent = await sentDuring(() => importFile(client, csv));
      return sent;
    };
    const small = await counted(10);
    const large = await counted(2000);
    expect(large.length).toBe(small.length);
    expect(large.filter((s) => /^begin/i.test(s))).toHaveLength(1);
    expect(large.length).toBeLessThanOrEqual(12);
  });
});
