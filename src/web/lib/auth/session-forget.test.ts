/**
 * The session check names nobody (the session ended): the user's offline copy goes (decision 237)
 * and stays gone, even when their sync had a save due while it was being forgotten.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_VERSION, startOfflineSync, stopOfflineSyncForTests } from '@web/lib/offline/persist';
import { read } from '@web/lib/offline/store';
import { installIndexedDb } from '@web/test/indexed-db';
import { mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { testQueryClient } from '@web/test/render';
import { sessionQueryKey, sessionQueryOptions } from './session';

afterEach(() => {
  stopOfflineSyncForTests();
  vi.unstubAllGlobals();
});

describe('the session check when the session has ended', () => {
  it('a save the sync had due while the copy was being forgotten does not write it back', async () => {
    installIndexedDb();
    mockApi({});
    const queryClient = testQueryClient();
    const ada = signedIn();
    queryClient.setQueryData(sessionQueryKey, ada);
    startOfflineSync(queryClient, ada.user!.id);
    await expect.poll(() => read('snapshot'), { timeout: 5000 }).toMatchObject({ buster: SNAPSHOT_VERSION });

    // Forgetting takes a while (the files' cache goes: slow on a busy phone); meanwhile a change
    // to a kept answer makes the sync's save come due (it waits 500 ms).
    vi.stubGlobal('caches', { delete: () => new Promise((r) => setTimeout(() => r(true), 900)) });
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    const checked = queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    await new Promise((r) => setTimeout(r, 50));
    queryClient.setQueryData(['resources'], { resources: [] });
    expect(await checked).toEqual(signedOut);

    // Past the save's moment: nothing of Ada's is on the device.
    await new Promise((r) => setTimeout(r, 800));
    expect(await read('snapshot')).toBeUndefined();
  });
});
