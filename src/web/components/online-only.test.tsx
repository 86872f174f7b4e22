import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { sessionQueryKey } from '@web/lib/auth/session';
import { createMemoryRouter, RouterProvider } from '@web/lib/router';
import { resetBrowserOnline, setBrowserOnline } from '@web/test/connectivity';
import { OFFLINE_REASON, OnlineOnly, OnlineOnlyLink } from './online-only';

/** The session as the app has it: the household role decides `household` controls. */
function withSession(role: 'owner' | 'editor' | 'viewer' | null = null) {
  const client = new QueryClient();
  client.setQueryDefaults(sessionQueryKey, { staleTime: Infinity, retry: false });
  // Always an answer (no session request: a failed one would mark the app offline).
  client.setQueryData(sessionQueryKey, { user: null, profile: null, household: role ? { id: 'h1', role } : null });
  return client;
}
const render = (ui: React.ReactElement, client = withSession()) =>
  renderBare(ui, { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });

afterEach(resetBrowserOnline);

describe('OnlineOnly', () => {
  it('online: the control is itself (enabled, its own description, one tab stop, clicks work)', async () => {
    const onClick = vi.fn();
    render(
      <OnlineOnly>
        <Button onClick={onClick} aria-describedby="note">
          Save
        </Button>
      </OnlineOnly>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-describedby', 'note');
    // The wrapper is there online too (the same elements either way) but is no tab stop.
    expect(button.parentElement).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps the control its own disabled state online', () => {
    render(
      <OnlineOnly>
        <Button disabled>Save</Button>
      </OnlineOnly>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('offline: disables the control, describes it with the reason, and the focusable wrapper shows it as a tooltip', async () => {
    const onClick = vi.fn();
    render(
      <>
        <p id="card-title">Car Kit</p>
        <OnlineOnly>
          <Button onClick={onClick} aria-describedby="card-title">
            Delete
          </Button>
        </OnlineOnly>
      </>,
    );
    setBrowserOnline(false);

    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    // The control's own description stays first; the reason follows it.
    expect(button).toHaveAccessibleDescription(`Car Kit ${OFFLINE_REASON}`);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // The disabled button cannot take the focus: the wrapper does, and opens the tooltip.
    await userEvent.tab();
    expect(button.parentElement).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OFFLINE_REASON);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    // Back online: the control is itself again, the very same element.
    setBrowserOnline(true);
    expect(screen.getByRole('button', { name: 'Delete' })).toBe(button);
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('Car Kit');
  });

  it('takes another reason', () => {
    render(
      <OnlineOnly reason="Export needs the server.">
        <Button>Export</Button>
      </OnlineOnly>,
    );
    setBrowserOnline(false);
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription('Export needs the server.');
  });

  it('the focus stays with the control offline -> online -> offline: same element, the wrapper holds it while disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Button>Before</Button>
        <OnlineOnly>
          <Button>Duplicate</Button>
        </OnlineOnly>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Duplicate' });
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();

    setBrowserOnline(false);
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBe(button);
    expect(button).toBeDisabled();
    // The disabled button cannot hold it: its wrapper does, and says why.
    expect(button.parentElement).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OFFLINE_REASON);

    setBrowserOnline(true);
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBe(button);
    expect(button).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    setBrowserOnline(false);
    expect(button.parentElement).toHaveFocus();
    // Tab goes on from where the user was, not from the top of the page.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('a field keeps what was typed and its focus when the connection drops and returns', () => {
    render(
      <form aria-label="Item">
        <label htmlFor="item-name">Item Name</label>
        <OnlineOnly>
          {/* Uncontrolled: what was typed lives only in this element. */}
          <Input id="item-name" defaultValue="" />
        </OnlineOnly>
      </form>,
    );
    // Typed without user-event: its value tracking sends a change event of its own, in an act()
    // of its own, when the field loses the focus to its wrapper, which a browser does not.
    const field = screen.getByLabelText('Item Name');
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'Water filt' } });

    setBrowserOnline(false);
    expect(screen.getByLabelText('Item Name')).toBe(field);
    expect(field).toBeDisabled();
    expect(field).toHaveValue('Water filt');
    expect(field.parentElement).toHaveFocus();

    setBrowserOnline(true);
    expect(screen.getByLabelText('Item Name')).toBe(field);
    expect(field).toBeEnabled();
    expect(field).toHaveValue('Water filt');
    expect(field).toHaveFocus();
  });

  it('a confirmation opened from the control stays open when the connection drops; its confirm waits for the connection', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function DeleteWithConfirm() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <OnlineOnly>
            <Button onClick={() => setOpen(true)}>Delete</Button>
          </OnlineOnly>
          <ConfirmDialog
            open={open}
            title="Delete this kit?"
            description="This cannot be undone."
            confirmLabel="Delete kit"
            onlineOnly
            onCancel={() => setOpen(false)}
            onConfirm={onConfirm}
          />
        </>
      );
    }
    render(<DeleteWithConfirm />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this kit?' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    setBrowserOnline(false);
    expect(screen.getByRole('alertdialog', { name: 'Delete this kit?' })).toBe(dialog);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const confirm = screen.getByRole('button', { name: 'Delete kit' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();

    setBrowserOnline(true);
    expect(screen.getByRole('alertdialog', { name: 'Delete this kit?' })).toBe(dialog);
    await user.click(screen.getByRole('button', { name: 'Delete kit' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('OnlineOnlyLink', () => {
  function renderLink() {
    const router = createMemoryRouter(
      [
        {
          path: '/kits',
          element: (
            <>
              <p id="kit-title">Car Kit</p>
              <OnlineOnlyLink to="/kits/new" variant="tactical" aria-describedby="kit-title">
                New Kit
              </OnlineOnlyLink>
            </>
          ),
        },
        { path: '/kits/new', element: <p>New kit page</p> },
      ],
      { initialEntries: ['/kits'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('offline stays the same focused link, marked disabled with the reason, and goes nowhere', async () => {
    const user = userEvent.setup();
    const router = renderLink();
    const link = screen.getByRole('link', { name: 'New Kit' });
    expect(link).toHaveAttribute('href', '/kits/new');
    expect(link).not.toHaveAttribute('aria-disabled');
    expect(link).toHaveAccessibleDescription('Car Kit');
    await user.tab();
    expect(link).toHaveFocus();

    setBrowserOnline(false);
    expect(screen.getByRole('link', { name: 'New Kit' })).toBe(link);
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAccessibleDescription(`Car Kit ${OFFLINE_REASON}`);
    await user.hover(link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OFFLINE_REASON);
    await user.keyboard('{Enter}');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/kits');

    setBrowserOnline(true);
    expect(link).toHaveFocus();
    expect(link).not.toHaveAttribute('aria-disabled');
    await user.click(link);
    await screen.findByText('New kit page');
  });
});

describe('OnlineOnly household: viewers change nothing of the household', () => {
  it('a viewer gets the control disabled with the reason, online too; an editor uses it; offline-capable stays usable offline', async () => {
    const viewer = render(
      <OnlineOnly household worksOffline>
        <Button type="button">Decrease Canned Food</Button>
      </OnlineOnly>,
      withSession('viewer'),
    );
    const minus = screen.getByRole('button', { name: 'Decrease Canned Food' });
    expect(minus).toBeDisabled();
    expect(minus).toHaveAccessibleDescription(HOUSEHOLD_MESSAGES.viewerCannotEdit);
    viewer.unmount();
    render(
      <OnlineOnly household worksOffline>
        <Button type="button">Decrease Canned Food</Button>
      </OnlineOnly>,
      withSession('editor'),
    );
    expect(screen.getByRole('button', { name: 'Decrease Canned Food' })).toBeEnabled();
    setBrowserOnline(false);
    expect(screen.getByRole('button', { name: 'Decrease Canned Food' })).toBeEnabled();
  });

  it('not a household control: a viewer uses it', () => {
    render(
      <OnlineOnly>
        <Button type="button">Save kit</Button>
      </OnlineOnly>,
      withSession('viewer'),
    );
    expect(screen.getByRole('button', { name: 'Save kit' })).toBeEnabled();
  });
});

describe('OnlineOnly, its tooltip (loaded when first shown, issue 41)', () => {
  it('online: hovering and focusing show no tooltip', async () => {
    const user = userEvent.setup();
    render(
      <OnlineOnly>
        <Button>Save</Button>
      </OnlineOnly>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await user.hover(button);
    await user.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button.parentElement).toHaveAttribute('data-state', 'closed');
  });

  it('offline: a hover opens it, leaving closes it; Escape closes one opened by the focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <OnlineOnly>
          <Button>Delete</Button>
        </OnlineOnly>
        <p>Elsewhere</p>
      </>,
    );
    setBrowserOnline(false);
    const wrapper = screen.getByRole('button', { name: 'Delete' }).parentElement!;
    expect(wrapper).toHaveAttribute('data-state', 'closed');
    expect(wrapper).not.toHaveAttribute('aria-describedby');

    await user.hover(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OFFLINE_REASON);
    expect(wrapper).toHaveAttribute('data-state', 'delayed-open');
    await user.unhover(wrapper);
    await user.hover(screen.getByText('Elsewhere'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await user.tab();
    expect(wrapper).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OFFLINE_REASON);
    expect(wrapper).toHaveAttribute('data-state', 'instant-open');
    // While open, the focused wrapper is described by the reason (as Radix's trigger was).
    expect(wrapper).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(wrapper).toHaveFocus();
    expect(wrapper).toHaveAttribute('data-state', 'closed');
  });

  it('offline link: focusing it shows the reason, the blur hides it', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          path: '/kits',
          element: (
            <>
              <OnlineOnlyLink to="/kits/new">New Kit</OnlineOnlyLink>
              <button type="button">Next</button>
            </>
          ),
        },
      ],
      { initialEntries: ['/kits'] },
    );
    render(<RouterProvider router={router} />);
    setBrowserOnline(false);
    await user.tab();
    expect(screen.getByRole('link', { name: 'New Kit' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OFFLINE_REASON);
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

describe('OnlineOnly, where its tooltip shows', () => {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

  it('above the control, centred, 6 px away; below it when there is no room above; inside the window', async () => {
    const user = userEvent.setup();
    render(
      <OnlineOnly>
        <Button>Delete</Button>
      </OnlineOnly>,
    );
    setBrowserOnline(false);
    const box = { current: rect(100, 200, 80, 40) };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.dataset.slot === 'tooltip-content' ? rect(0, 0, 120, 30) : box.current;
    });
    await user.tab();
    await screen.findByRole('tooltip');
    const bubble = document.querySelector<HTMLElement>('[data-slot="tooltip-content"]')!;
    expect(bubble.parentElement).toBe(document.body);
    expect(bubble).toHaveTextContent(OFFLINE_REASON);
    // 200 - 6 - 30 above; 100 + 40 - 60 centred.
    expect([bubble.style.top, bubble.style.left, bubble.dataset.side]).toEqual(['164px', '80px', 'top']);
    expect(bubble.style.visibility).toBe('');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    box.current = rect(0, 10, 40, 40);
    await user.tab({ shift: true });
    await user.tab();
    await screen.findByRole('tooltip');
    const below = document.querySelector<HTMLElement>('[data-slot="tooltip-content"]')!;
    expect([below.style.top, below.style.left, below.dataset.side]).toEqual(['56px', '0px', 'bottom']);
  });
});
