import { act, render, screen, waitFor, within } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './sonner';
import { toast } from './toast';

/** Sonner keeps stacked toasts in the DOM and hides all but `visibleToasts` with data-visible. */
function visibleToasts() {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).filter(
    (el) => el.dataset.visible === 'true' && el.dataset.removed !== 'true',
  );
}

afterEach(() => {
  act(() => {
    sonnerToast.dismiss();
  });
});

describe('Toaster and toast', () => {
  it('shows one toast at a time: the newest', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Kit saved', 'Your loadout is stored.');
    });
    await screen.findByText('Kit saved');
    act(() => {
      toast.error('Validation Error', 'Please fill in all required fields.');
    });
    await screen.findByText('Validation Error');

    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    const [shown] = visibleToasts();
    expect(shown).toHaveTextContent('Validation Error');
    expect(shown).toHaveTextContent('Please fill in all required fields.');
  });

  it('puts toasts at the top in the middle, below the sticky header and the offline banner, never over a bottom bar', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Family plan saved');
    });
    await screen.findByText('Family plan saved');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'center');
    expect(list.style.getPropertyValue('--offset-top')).toBe('calc(var(--offline-banner-height, 0px) + 4.5rem)');
    expect(list.style.getPropertyValue('--mobile-offset-top')).toBe('calc(var(--offline-banner-height, 0px) + 4.5rem)');
  });

  it('styles errors as destructive and successes as success', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Sign-in failed', 'Invalid login credentials');
    });
    const error = (await screen.findByText('Sign-in failed')).closest<HTMLElement>('[data-sonner-toast]');
    expect(error).toHaveAttribute('data-type', 'error');

    act(() => {
      toast.success('Profile updated');
    });
    const success = (await screen.findByText('Profile updated')).closest<HTMLElement>('[data-sonner-toast]');
    expect(success).toHaveAttribute('data-type', 'success');
  });

  it('shows plain messages with a description', async () => {
    render(<Toaster />);
    act(() => {
      toast.message('Subscribed', 'Check your inbox.');
    });
    const shown = (await screen.findByText('Subscribed')).closest<HTMLElement>('[data-sonner-toast]');
    expect(shown).not.toBeNull();
    expect(within(shown as HTMLElement).getByText('Check your inbox.')).toBeInTheDocument();
  });

  it('follows the system theme and uses a 4.5 s duration', async () => {
    render(<Toaster />);
    act(() => {
      toast.message('Heads up');
    });
    await screen.findByText('Heads up');
    const toaster = document.querySelector('[data-sonner-toaster]');
    // jsdom's matchMedia (stubbed in setup) reports no dark preference, so "system" resolves to light.
    expect(toaster).toHaveAttribute('data-sonner-theme', 'light');
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });
});
