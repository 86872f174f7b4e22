import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_READY_MS, showOfflineReady } from './offline-ready';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

// The service worker cannot run in jsdom (e2e/offline-shell.e2e.ts drives a real one, and sees
// this notice after the first visit); here the notice itself.
describe('the offline-ready notice', () => {
  it('says "Ready for offline use" as a status, and goes after 10 s', () => {
    vi.useFakeTimers();
    showOfflineReady();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ready for offline useThis device now opens Holdfast without a connection.',
    );
    vi.advanceTimersByTime(OFFLINE_READY_MS - 1);
    expect(screen.getByRole('status')).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Dismiss closes it at once', async () => {
    showOfflineReady();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
