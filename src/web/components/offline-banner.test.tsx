import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBrowserOnline } from '@web/test/connectivity';
import { mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };

afterEach(() => vi.useRealTimers());

describe('the offline banner', () => {
  it('offline, a signed-in page says how old its data is, and the age grows; back online it goes', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Operative Profile' }, slow);
    expect(screen.queryByText(/^OFFLINE/)).toBeNull();

    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    setBrowserOnline(false);
    const banner = screen.getByText('OFFLINE — showing data saved just now');
    expect(banner).toBeVisible();
    expect(banner).toHaveAttribute('role', 'status');
    // It stays in view on long pages: stuck to the top, its height published for the headers below it.
    expect(banner).toHaveClass('sticky', 'top-0');
    expect(document.documentElement.style.getPropertyValue('--offline-banner-height')).toMatch(/^\d+px$/);

    // The banner's clock ticks every 30 s.
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(screen.getByText('OFFLINE — showing data saved 5 minutes ago')).toBeVisible();

    setBrowserOnline(true);
    expect(screen.queryByText(/^OFFLINE/)).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--offline-banner-height')).toBe('');
  });

  it('is not shown to a visitor who is not signed in', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    renderApp('/intel/1');
    await screen.findByRole('heading', { level: 1 }, slow);
    setBrowserOnline(false);
    expect(screen.queryByText(/^OFFLINE/)).toBeNull();
  });
});
