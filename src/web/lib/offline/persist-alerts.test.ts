/**
 * The household's official warnings on the device (issue 38, decision 0282): asked for on every
 * signed-in load of a household member and kept with the snapshot; never asked for outside one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@web/lib/auth/session';
import { makeAlert } from '@web/test/alert-fixtures';
import { installIndexedDb } from '@web/test/indexed-db';
import { mockApi, signedIn } from '@web/test/mock-api';
import { testQueryClient } from '@web/test/render';
import { startOfflineSync, stopOfflineSyncForTests } from './persist';
import { read } from './store';

afterEach(() => stopOfflineSyncForTests());

describe('official warnings offline', () => {
  it("a member's load fetches them and keeps them on the device", async () => {
    installIndexedDb();
    const { callsTo } = mockApi({ 'GET /api/alerts': { body: { alerts: [makeAlert()] } } });
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionQueryKey, { ...signedIn(), household: { id: 'h1', role: 'viewer' } });
    startOfflineSync(queryClient, 'u1');

    await expect.poll(() => callsTo('GET /api/alerts').length).toBe(1);
    await expect
      .poll(async () => (await read('snapshot'))?.state.queries.find((q) => q.queryKey[0] === 'alerts')?.state.data, {
        timeout: 15_000,
      })
      .toEqual({ alerts: [makeAlert()].map((a) => ({ ...a, sent: expect.any(String), expires: expect.any(String) })) });
  });

  it('outside a household they are not asked for', async () => {
    installIndexedDb();
    const { callsTo } = mockApi({});
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionQueryKey, signedIn());
    startOfflineSync(queryClient, 'u1');
    await expect.poll(() => callsTo('GET /api/emergency').length).toBe(1);
    expect(callsTo('GET /api/alerts')).toEqual([]);
  });
});
