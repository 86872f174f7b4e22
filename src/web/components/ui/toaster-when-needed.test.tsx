import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
import { ToasterWhenNeeded } from './toaster-when-needed';

describe('ToasterWhenNeeded', () => {
  it('renders no toaster until the first toast, then shows that toast', async () => {
    render(<ToasterWhenNeeded />);
    // sonner's list is not mounted (nor loaded) with the page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    act(() => {
      toast.success('Kit saved', 'Your loadout is stored.');
    });
    expect(await screen.findByText('Kit saved')).toBeInTheDocument();
    expect(screen.getByText('Your loadout is stored.')).toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
  });

  it('shows a toast raised before it was rendered', async () => {
    act(() => {
      toast.error('Not saved', 'Please try again.');
    });
    render(<ToasterWhenNeeded />);
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
  });
});
