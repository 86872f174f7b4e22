import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_READY_MS, OfflineReady } from './offline-ready';

afterEach(() => vi.useRealTimers());

// The service worker cannot run in jsdom (e2e/offline-shell.e2e.ts drives a real one, and sees
// this notice after the first visit); here the notice itself.
describe('OfflineReady', () => {
  it('says "Ready for offline use" as a status, and goes after 10 s', () => {
    vi.useFakeTimers();
    render(<OfflineReady />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ready for offline useThis device now opens Holdfast without a connection.',
    );
    act(() => vi.advanceTimersByTime(OFFLINE_READY_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Dismiss closes it at once', async () => {
    render(<OfflineReady />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
