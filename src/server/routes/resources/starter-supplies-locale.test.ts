/**
 * A new household's starter supplies in its owner's language (decision 0350): a Spanish member's
 * are Spanish, a German member's German and metric, and readiness counts the German water and
 * food as it counts the English.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from '@shared/i18n/locales';
import type { HouseholdInput } from '@shared/readiness/schemas';
import { DEFAULT_RESOURCES } from '@shared/resources/catalogue';
import type { Resource } from '@shared/resources/schemas';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const ONE_ADULT: HouseholdInput = {
  adults: 1,
  children9to13: 0,
  children4to8: 0,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
  pets: [],
  standard: 'us',
  goalDays: 14,
  customLitresPerPerson: null,
};

async function memberIn(locale: Locale): Promise<TestClient> {
  const { client } = await signedInWithProfile(t);
  expect((await client.api.account.locale.$put({ json: { locale } })).status).toBe(200);
  return client;
}

const load = async (client: TestClient): Promise<Resource[]> =>
  (await okJson(await client.api.resources.$get())).resources;
const named = (rows: Resource[], name: string) => {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`no "${name}" in ${rows.map((r) => r.name).join(' | ')}`);
  return row;
};
const englishNames = new Set<string>(DEFAULT_RESOURCES.map((r) => r.name));

/** Readiness's days covered with the water row and the energy bars at these quantities. */
async function daysCovered(client: TestClient, water: string, waterQuantity: number, bars: string, barCount: number) {
  expect((await client.api.readiness.household.$put({ json: ONE_ADULT })).status).toBe(200);
  const rows = await load(client);
  const res = await client.api.resources.$put({
    json: {
      changes: [
        { id: named(rows, water).id, currentQuantity: waterQuantity },
        { id: named(rows, bars).id, currentQuantity: barCount },
      ],
    },
  });
  expect(res.status).toBe(200);
  return (await okJson(await client.api.readiness.$get())).summary;
}

describe('the starter supplies in the owner’s language', () => {
  it('are Spanish for a Spanish member, in US units, with the English figures', async () => {
    const rows = await load(await memberIn('es'));
    expect(rows).toHaveLength(DEFAULT_RESOURCES.length);
    expect(rows.filter((r) => englishNames.has(r.name)).map((r) => r.name)).toEqual([]);
    expect(named(rows, 'Agua (galones)')).toMatchObject({
      category: 'Water & Hydration',
      unit: 'galones',
      targetQuantity: 14,
      litresPerUnit: 3.785,
      shelfLife: 'water-commercial',
    });
    expect(named(rows, 'Arroz (libras)')).toMatchObject({ unit: 'libras', targetQuantity: 25, kcalPerUnit: 1630 });
  });

  it('are German and metric for a German member: litres and kilograms, targets converted', async () => {
    const rows = await load(await memberIn('de'));
    expect(rows.filter((r) => englishNames.has(r.name)).map((r) => r.name)).toEqual([]);
    expect(named(rows, 'Trinkwasser (Liter)')).toMatchObject({
      unit: 'Liter',
      targetQuantity: 53,
      litresPerUnit: 1,
      shelfLife: 'water-commercial',
    });
    expect(named(rows, 'Reis (Kilogramm)')).toMatchObject({ unit: 'kg', targetQuantity: 12, kcalPerUnit: 3590 });
    expect(named(rows, 'Energieriegel')).toMatchObject({ kcalPerUnit: 400, shelfLife: 'one-year' });
  });

  it('count in readiness as the English do: German litres of water and bars cover the same days', async () => {
    const english = await daysCovered(await memberIn('en'), 'Water (Gallons)', 14, 'Energy Bars', 30);
    const german = await daysCovered(await memberIn('de'), 'Trinkwasser (Liter)', 53, 'Energieriegel', 30);
    expect(english.daysCovered).toBeGreaterThan(5);
    expect(german).toEqual(english);
  });
});
