/**
 * The expiry-date feed speaks its owner's stored language (issue 43, decision 0333): event
 * titles, descriptions and the calendar's name; names and units are the member's own.
 */
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, describe, expect, it } from 'vitest';
import { CALENDAR_NAME } from '@shared/calendar/schemas';
import type { Locale } from '@shared/i18n/locales';
import { kitItems, kits, resourceBatches, userResources, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInWithProfile, TestClient } from '../../test/client';
import { householdIdOf } from '../../test/households';
import { userIdOf } from '../../test/reminders';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());
const { db } = t.database;

async function feedIn(locale: Locale) {
  const { client, data } = await signedInWithProfile(t);
  await db.update(users).set({ locale }).where(eq(users.email, data.email));
  const userId = await userIdOf(db, data.email);
  const householdId = await householdIdOf(db, userId);
  const [resource] = await db
    .insert(userResources)
    .values({ householdId, name: 'Wasser', category: 'Water', unit: 'Liter', targetQuantity: 10, currentQuantity: 0 })
    .returning({ id: userResources.id });
  const [batch] = await db
    .insert(resourceBatches)
    .values({ householdId, resourceId: resource!.id, quantity: 1200, addedOn: '2026-11-01', expiresOn: '2027-03-12' })
    .returning({ id: resourceBatches.id });
  const [kit] = await db.insert(kits).values({ ownerId: userId, name: 'Auto' }).returning({ id: kits.id });
  const [item] = await db
    .insert(kitItems)
    .values({ kitId: kit!.id, itemName: 'Pflaster', category: 'First Aid & Hygiene', expiresOn: '2026-12-31' })
    .returning({ id: kitItems.id });
  const reset = await client.api.calendar.reset.$post();
  const { url } = (await reset.json()) as { url: string };
  const res = await new TestClient(t).get(new URL(url).pathname);
  expect(res.status).toBe(200);
  const text = await res.text();
  const events = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  const byUid = new Map(events.map((e) => [e.uid, e]));
  return {
    text,
    batch: byUid.get(`batch-${batch!.id}@holdfast`)!,
    item: byUid.get(`kit-item-${item!.id}@holdfast`)!,
  };
}

describe('the calendar feed in its owner’s language', () => {
  it('German', async () => {
    const { text, batch, item } = await feedIn('de');
    expect(text).toContain('X-WR-CALNAME:Holdfast: Haltbarkeitsdaten\r\n');
    expect(batch.summary).toBe('Läuft ab: Wasser, 1.200 Liter');
    expect(batch.description).toMatch(/^1\.200 Liter Wasser aus Ihrem Vorrat laufen an diesem Tag ab\./);
    expect(item.summary).toBe('Läuft ab: Pflaster (Notgepäck: Auto)');
    expect(item.description).toContain('in Ihrem Notgepäck „Auto“ läuft an diesem Tag ab.');
    expect(text).not.toContain('Expires:');
    expect(text).not.toContain(CALENDAR_NAME);
  });

  it('Spanish', async () => {
    const { text, batch, item } = await feedIn('es');
    expect(text).toContain('X-WR-CALNAME:Holdfast: fechas de vencimiento\r\n');
    expect(batch.summary).toBe('Vence: Wasser, 1,200 Liter');
    expect(item.summary).toBe('Vence: Pflaster (kit de emergencia: Auto)');
    expect(text).not.toContain('Expires:');
  });

  it('English as before', async () => {
    const { text, batch, item } = await feedIn('en');
    expect(text).toContain(`X-WR-CALNAME:${CALENDAR_NAME}\r\n`);
    expect(batch.summary).toBe('Expires: Wasser, 1200 Liter');
    expect(item.summary).toBe('Expires: Pflaster (kit: Auto)');
  });
});
