import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

// The service worker itself cannot run in jsdom (the browser test e2e/offline-shell.e2e.ts
// drives a real one); here updateServiceWorker is a stand-in function.
describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits', () => {
    const { container } = render(<UpdatePrompt needRefresh={false} updateServiceWorker={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers the waiting version, and Reload activates it (once)', async () => {
    const updateServiceWorker = vi.fn(() => Promise.resolve());
    render(<UpdatePrompt needRefresh updateServiceWorker={updateServiceWorker} />);
    expect(screen.getByRole('status')).toHaveTextContent('New version available — reload');
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    expect(updateServiceWorker).toHaveBeenCalledExactlyOnceWith(true);
    expect(reload).toBeDisabled();
  });
});
