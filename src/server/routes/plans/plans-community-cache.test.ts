/**
 * The plans' community tab is read from public rows kept for every viewer (decision 0302): a
 * change behind the feed is not seen (so they are kept), a write through the API is seen at once,
 * and each viewer's acquisitions and own rows are their own.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlanList } from '@shared/plans/schemas';
import type { Change } from '../../services/realtime/change-feed';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

function announced(match: (change: Change) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.app.services.changeFeed.subscribe((change) => {
      if (match(change)) {
        stop();
        resolve();
      }
    });
  });
}

const community = async (client: TestClient): Promise<PlanList> =>
  okJson(await client.api.plans.$get({ query: { tab: 'community' } }));

describe('the plans’ community tab kept for every viewer', () => {
  it('is kept, follows writes, and gives each viewer their own acquisitions and rows', async () => {
    const author = await signedInWithProfile(t);
    const viewer = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const made = announced((c) => c.table === 'survival_plans' && c.isPublic);
    const { plan } = await okJson(
      await author.client.api.plans.$post({ json: { title: 'Kept plan', eventType: 'flood', isPublic: true } }),
    );
    await made;
    expect((await community(viewer.client)).items.find((p) => p.id === plan.id)).toMatchObject({
      title: 'Kept plan',
      acquired: false,
      isOwner: false,
      canEdit: false,
    });
    expect((await community(author.client)).items.map((p) => p.id)).not.toContain(plan.id);

    // Behind the feed: the kept rows answer.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table survival_plans disable trigger survival_plans_notify_change`);
      await tx.execute(sql`update survival_plans set title = 'Sneaky' where id = ${plan.id}`);
      await tx.execute(sql`alter table survival_plans enable trigger survival_plans_notify_change`);
    });
    expect((await community(other.client)).items.find((p) => p.id === plan.id)!.title).toBe('Kept plan');

    // A write through the API drops them.
    await author.client.api.plans[':id'].$put({
      param: { id: plan.id },
      json: { title: 'Renamed plan', eventType: 'flood', isPublic: true },
    });
    expect((await community(other.client)).items.find((p) => p.id === plan.id)!.title).toBe('Renamed plan');

    await okJson(await viewer.client.api.plans[':id'].acquire.$post({ param: { id: plan.id } }));
    const mine = await community(viewer.client);
    expect(mine.items.find((p) => p.id === plan.id)!.acquired).toBe(true);
    expect(mine.counts.acquired).toBe(1);
    expect((await community(other.client)).items.find((p) => p.id === plan.id)!.acquired).toBe(false);
  });
});
