import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiFetch, readJson } from '@web/lib/api';
import { resetBrowserOnline, setBrowserOnline } from '@web/test/connectivity';
import { isOnline, reportServerAnswer } from './connectivity';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetBrowserOnline();
});

describe('connectivity', () => {
  it('follows the browser going offline and back, and TanStack Query follows it', () => {
    // TanStack Query listens while a QueryClient is mounted (the app's always is).
    const unsubscribe = onlineManager.subscribe(() => {});
    onTestFinished(unsubscribe);
    expect(isOnline()).toBe(true);
    setBrowserOnline(false);
    expect(isOnline()).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
    setBrowserOnline(true);
    expect(isOnline()).toBe(true);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('an API call with no answer means offline until the health probe answers', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/plans').then(readJson)).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(isOnline()).toBe(false);

    // The first probe fails too: still offline.
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
    expect(isOnline()).toBe(false);

    // The server is back: the next probe answers.
    fetchMock.mockResolvedValue(new Response('{"status":"ok"}', { status: 200 }));
    await vi.advanceTimersByTimeAsync(4000);
    expect(isOnline()).toBe(true);
  });

  it('any answer from the API, even an error status, ends "unreachable" at once', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/kits').then(readJson)).rejects.toMatchObject({ status: 0 });
    expect(isOnline()).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response('{"error":{"code":"not_found","message":"Kit not found"}}', { status: 404 })),
    );
    await expect(apiFetch('/api/kits/x').then(readJson)).rejects.toMatchObject({ status: 404 });
    expect(isOnline()).toBe(true);
    reportServerAnswer();
  });
});
