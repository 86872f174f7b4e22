import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast, type ToastId } from './toast';
import { TOAST_OFFSET, Toaster } from './toaster';

const region = () => screen.getByRole('region', { name: 'Notifications' });
/** The toasts a person sees: the list items of the region. */
const shown = () => within(region()).queryAllByRole('listitem');
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The toaster beside a "Save" button that has the focus, as after pressing it. */
function renderWithFocusedSave(): HTMLElement {
  render(
    <>
      <button type="button">Save</button>
      <Toaster />
    </>,
  );
  const save = screen.getByRole('button', { name: 'Save' });
  save.focus();
  return save;
}

describe('Toaster', () => {
  it('shows a toast in the "Notifications" region, its title and description; errors as alerts, the rest as status', () => {
    render(<Toaster />);
    expect(region()).toHaveAttribute('aria-keyshortcuts', 'Alt+T');
    expect(within(region()).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    expect(shown()).toHaveLength(0);

    act(() => void toast.success('Kit saved', 'Your loadout is stored.'));
    const status = within(region()).getByRole('status');
    expect(status).toHaveTextContent('Kit savedYour loadout is stored.');
    expect(shown()[0]!.querySelector('svg.lucide-circle-check')).not.toBeNull();
    expect(within(shown()[0]!).getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();

    act(() => void toast.error('Sign-in failed', 'Invalid login credentials'));
    expect(within(region()).getByRole('alert')).toHaveTextContent('Sign-in failedInvalid login credentials');
    expect(shown()[0]!.querySelector('svg.lucide-octagon-alert')).not.toBeNull();

    act(() => void toast.message('Subscribed'));
    expect(within(region()).getByRole('status')).toHaveTextContent(/^Subscribed$/);
    // A plain message has no icon (as sonner's had none), only the close button's.
    expect(shown()[0]!.querySelectorAll('svg')).toHaveLength(1);
  });

  it('shows one toast at a time, the newest; an older one shows again if the newer goes within its 4.5 s', () => {
    render(<Toaster />);
    act(() => void toast.success('Kit saved'));
    wait(1000);
    let newer = '' as ToastId;
    act(() => void (newer = toast.error('Validation Error', 'Please fill in all required fields.')));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveTextContent('Validation Error');
    expect(screen.queryByText('Kit saved')).toBeNull();

    act(() => toast.dismiss(newer));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveTextContent('Kit saved');
    // Its clock ran while it waited behind: 1 s + 3.5 s.
    wait(TOAST_DURATION_MS - 1000 - 1);
    expect(shown()).toHaveLength(1);
    wait(1);
    expect(shown()).toHaveLength(0);
  });

  it('dismisses a toast after 4.5 s', () => {
    render(<Toaster />);
    act(() => void toast.success('Profile updated'));
    wait(TOAST_DURATION_MS - 1);
    expect(screen.getByText('Profile updated')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Profile updated')).toBeNull();
  });

  it('keeps a toast while the pointer is over it, and gives it the rest of its time once the pointer leaves', () => {
    render(<Toaster />);
    act(() => void toast.success('Profile updated'));
    wait(1000);
    fireEvent.pointerEnter(region());
    wait(60_000);
    expect(screen.getByText('Profile updated')).toBeInTheDocument();
    fireEvent.pointerLeave(region());
    wait(TOAST_DURATION_MS - 1000 - 10);
    expect(screen.getByText('Profile updated')).toBeInTheDocument();
    wait(10);
    expect(screen.queryByText('Profile updated')).toBeNull();
  });

  it('keeps a toast while the focus is in it (Alt+T takes it there) and while the tab is hidden', () => {
    const save = renderWithFocusedSave();
    act(() => void toast.success('Saved'));
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(shown()[0]).toHaveFocus();
    wait(60_000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => save.focus());
    wait(TOAST_DURATION_MS);
    expect(screen.queryByText('Saved')).toBeNull();

    act(() => void toast.message('Back online'));
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(60_000);
    expect(screen.getByText('Back online')).toBeInTheDocument();
    hidden.mockReturnValue(false);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(TOAST_DURATION_MS);
    expect(screen.queryByText('Back online')).toBeNull();
  });

  it('closes with "Dismiss notification" and gives the focus back to where it was', () => {
    const save = renderWithFocusedSave();
    act(() => void toast.success('Saved'));
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => close.focus());
    fireEvent.click(close);
    expect(shown()).toHaveLength(0);
    expect(save).toHaveFocus();
  });

  it('dismisses one toast by its id, or every toast', () => {
    render(<Toaster />);
    let first = '' as ToastId;
    act(() => void (first = toast.success('First')));
    act(() => void toast.success('Second'));
    act(() => toast.dismiss(first));
    expect(shown()[0]).toHaveTextContent('Second');
    act(() => toast.dismiss(first));
    expect(shown()[0]).toHaveTextContent('Second');

    act(() => void toast.success('Third'));
    act(() => toast.dismiss());
    expect(shown()).toHaveLength(0);
    wait(TOAST_DURATION_MS);
    expect(shown()).toHaveLength(0);
  });

  it('updates a toast with the same id in place, with its time started again', () => {
    render(<Toaster />);
    act(() => void toast.message('Syncing', 'Sending 3 changes.', { id: 'sync' }));
    const item = shown()[0];
    wait(3000);
    act(() => void toast.success('Offline changes synced', undefined, { id: 'sync' }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toBe(item);
    expect(item).toHaveTextContent(/^Offline changes synced$/);
    expect(within(item!).getByRole('status')).toBeInTheDocument();
    wait(TOAST_DURATION_MS - 1);
    expect(shown()).toHaveLength(1);
    wait(1);
    expect(shown()).toHaveLength(0);
  });

  it('shows a toast raised before it was mounted, for its whole 4.5 s', () => {
    act(() => void toast.error('Not saved', 'Please try again.'));
    wait(60_000);
    render(<Toaster />);
    expect(within(region()).getByRole('alert')).toHaveTextContent('Not savedPlease try again.');
    wait(TOAST_DURATION_MS - 1);
    expect(shown()).toHaveLength(1);
    wait(1);
    expect(shown()).toHaveLength(0);
  });

  it('sits at the top in the middle, below the sticky header and the offline banner, in the theme of the OS', () => {
    render(<Toaster />);
    expect(region().style.top).toBe(TOAST_OFFSET);
    expect(TOAST_OFFSET).toBe('calc(var(--offline-banner-height, 0px) + 4.5rem)');
    // jsdom's matchMedia (stubbed in setup) reports no dark preference.
    expect(region()).toHaveAttribute('data-theme', 'light');
  });

  it('takes the dark palette when the OS prefers dark', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(prefers-color-scheme: dark)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<Toaster />);
    expect(region()).toHaveAttribute('data-theme', 'dark');
  });
});
