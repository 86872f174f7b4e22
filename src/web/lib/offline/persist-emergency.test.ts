/**
 * The emergency screen's answer on the device (decision 0274): asked for on every signed-in load,
 * kept with the snapshot, asked for again when something it is made of changes in the app.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { familyPlanSchema } from '@shared/family-plan/schemas';
import { sessionQueryKey } from '@web/lib/auth/session';
import { familyPlanQueryKey } from '@web/lib/family-plan/family-plan-query';
import { installIndexedDb } from '@web/test/indexed-db';
import { mockApi, signedIn } from '@web/test/mock-api';
import { testQueryClient } from '@web/test/render';
import { startOfflineSync, stopOfflineSyncForTests } from './persist';
import { read } from './store';

afterEach(() => stopOfflineSyncForTests());

describe('the emergency screen offline', () => {
  it('is fetched after sign-in, kept on the device, and fetched again after a change of the family plan', async () => {
    installIndexedDb();
    const { callsTo } = mockApi({});
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionQueryKey, signedIn());
    startOfflineSync(queryClient, 'u1');

    await expect.poll(() => callsTo('GET /api/emergency').length).toBe(1);
    await expect
      .poll(async () => (await read('snapshot'))?.state.queries.map((q) => q.queryKey[0]), { timeout: 15_000 })
      .toContain('emergency');
    // Settled: whatever the first load asked for has been answered.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const before = callsTo('GET /api/emergency').length;

    // The family plan saved on its page (no page load): the screen's copy follows.
    queryClient.setQueryData(familyPlanQueryKey, {
      plan: familyPlanSchema.parse({ outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '555 0199' }] }),
      updatedAt: '2026-11-27T10:00:00.000Z',
      householdPets: [],
    });
    await expect.poll(() => callsTo('GET /api/emergency').length, { timeout: 15_000 }).toBe(before + 1);
  });
});
