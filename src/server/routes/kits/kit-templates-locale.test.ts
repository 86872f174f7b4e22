/**
 * A kit made from a template is written in its creator's stored language (decision 0349): a German
 * member's 72-hour kit and family go-bag have German items, a Spanish member's Spanish ones, and
 * an English member's are the English word for word.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from '@shared/i18n/locales';
import { scaleTemplate, ONE_PERSON_BASIS } from '@shared/kits/family-templates';
import type { KitDetail, KitTemplate } from '@shared/kits/schemas';
import { TEMPLATE_72HOUR_ITEMS } from '@shared/kits/template-72hour';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, type TestClient } from '../../test/client';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

async function memberIn(locale: Locale): Promise<TestClient> {
  const { client } = await signedInWithProfile(t);
  const res = await client.api.account.locale.$put({ json: { locale } });
  expect(res.status).toBe(200);
  return client;
}

async function create(client: TestClient, template: KitTemplate): Promise<KitDetail> {
  const res = await client.api.kits.$post({ json: { name: 'Kit', template } });
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return (await res.json()).kit;
}

const names = (kit: KitDetail) => kit.items.map((i) => i.itemName);
const englishNames = new Set<string>(TEMPLATE_72HOUR_ITEMS.map((i) => i.itemName));

describe('a kit from a template in its creator’s language', () => {
  it('is German for a German member: the 72-hour kit’s items and notes, the family go-bag’s water', async () => {
    const client = await memberIn('de');
    const bugOut = await create(client, '72hour');
    expect(bugOut.items).toHaveLength(TEMPLATE_72HOUR_ITEMS.length);
    expect(names(bugOut)).toEqual(
      expect.arrayContaining(['Rettungsdecken', 'Kurbelradio', 'Tabletten zur Trinkwasseraufbereitung']),
    );
    expect(names(bugOut).filter((n) => englishNames.has(n))).toEqual([]);
    const tablets = bugOut.items.find((i) => i.itemName === 'Tabletten zur Trinkwasseraufbereitung')!;
    expect(tablets.notes).toBe(
      'Chlordioxid-Tabletten: eine reicht für 1 Liter; 30 Minuten warten (4 Stunden gegen Kryptosporidien). Ersatz für den Filter und das einzige Mittel gegen Viren.',
    );
    // The same quantities, categories and positions as the English.
    expect(bugOut.items.map((i) => [i.category, i.quantity, i.position]).toSorted()).toEqual(
      TEMPLATE_72HOUR_ITEMS.map((i) => [i.category, i.quantity, i.position]).toSorted(),
    );

    const goBag = await create(client, 'family-go-bag');
    const water = goBag.items.find((i) => i.itemName === 'Trinkwasser (Gallonen)')!;
    expect(water.quantity).toBe(3);
    expect(water.notes).toContain('1 Person × 3 Tage');
    expect(names(goBag)).toContain('Erste-Hilfe-Set');
  });

  it('is Spanish for a Spanish member', async () => {
    const client = await memberIn('es');
    const bugOut = await create(client, '72hour');
    expect(names(bugOut)).toEqual(expect.arrayContaining(['Radio de emergencia', 'Silbato de emergencia']));
    expect(names(bugOut).filter((n) => englishNames.has(n))).toEqual([]);
    const car = await create(client, 'car');
    expect(names(car)).toEqual(expect.arrayContaining(['Cables para pasar corriente', 'Agua embotellada (galones)']));
  });

  it('is the English word for word for an English member, and plain English drops "Tactical"', async () => {
    const english = await create(await memberIn('en'), '72hour');
    expect(names(english).toSorted()).toEqual([...englishNames].toSorted());
    const goBag = await create(await memberIn('en'), 'family-go-bag');
    expect(names(goBag).toSorted()).toEqual(
      scaleTemplate('family-go-bag', ONE_PERSON_BASIS)
        .map((i) => i.itemName)
        .toSorted(),
    );
    const plain = await create(await memberIn('en-x-plain'), '72hour');
    expect(names(plain)).toContain('45L Backpack');
    expect(names(plain).some((n) => /tactical/i.test(n))).toBe(false);
  });
});
