import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

// The service worker itself cannot run in jsdom (the browser test e2e/offline-shell.e2e.ts
// drives a real one); here `activate` is a stand-in function.
describe('UpdatePrompt', () => {
  it('offers the waiting version, and Reload activates it (once)', async () => {
    const activate = vi.fn();
    render(<UpdatePrompt activate={activate} />);
    expect(screen.getByRole('status')).toHaveTextContent('New version available — reload');
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    expect(activate).toHaveBeenCalledOnce();
    expect(reload).toBeDisabled();
  });
});
