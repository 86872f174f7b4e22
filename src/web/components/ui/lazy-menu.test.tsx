import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { LazyMenu } from './lazy-menu';

const loadMenu = () => import('./dropdown-menu');

function OperativeMenu({ load = loadMenu, onSignOut }: { load?: typeof loadMenu; onSignOut: () => void }) {
  return (
    <>
      <LazyMenu
        load={load}
        trigger={<Button variant="outline">Operative menu</Button>}
        render={(m, trigger) => (
          <m.DropdownMenu>
            <m.DropdownMenuTrigger asChild>{trigger}</m.DropdownMenuTrigger>
            <m.DropdownMenuContent>
              <m.DropdownMenuItem>Profile</m.DropdownMenuItem>
              <m.DropdownMenuItem variant="destructive" onSelect={onSignOut}>
                Sign Out
              </m.DropdownMenuItem>
            </m.DropdownMenuContent>
          </m.DropdownMenu>
        )}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('LazyMenu', () => {
  it('loads nothing until its trigger is pressed; the trigger reads as a closed menu button', async () => {
    const load = vi.fn(loadMenu);
    render(<OperativeMenu load={load} onSignOut={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Operative menu' });
    expect(trigger).toHaveAttribute('type', 'button');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    // Hovering or focusing it loads nothing.
    const user = userEvent.setup();
    await user.hover(trigger);
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens on the first click (no click lost) and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    const load = vi.fn(loadMenu);
    render(<OperativeMenu load={load} onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Operative menu' }));
    const menu = await screen.findByRole('menu');
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Operative menu' })).toHaveAttribute('aria-expanded', 'true');
    // A pointer press focuses the menu, not an item (as Radix does).
    await waitFor(() => expect(menu).toHaveFocus());

    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Loaded once: the next press opens the same menu again.
    await user.click(screen.getByRole('button', { name: 'Operative menu' }));
    await screen.findByRole('menu');
    expect(load).toHaveBeenCalledOnce();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])(
    'opens on the first key press (%s) with the first item focused, and Escape gives the focus back',
    async (key) => {
      const user = userEvent.setup();
      render(<OperativeMenu onSignOut={() => {}} />);
      screen.getByRole('button', { name: 'Operative menu' }).focus();
      await user.keyboard(key);
      await screen.findByRole('menu');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Operative menu' })).toHaveFocus());
    },
  );

  it('a failed load opens nothing, and the next press tries again', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(loadMenu).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    render(<OperativeMenu load={load} onSignOut={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Operative menu' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The menu failed to load', expect.any(TypeError)));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Operative menu' }));
    await screen.findByRole('menu');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('LazyMenu, disabled', () => {
  it('renders a disabled trigger as Radix does, and loads nothing on a press', async () => {
    const load = vi.fn(loadMenu);
    render(
      <LazyMenu
        load={load}
        disabled
        trigger={<Button>Export</Button>}
        render={(m, trigger) => (
          <m.DropdownMenu>
            <m.DropdownMenuTrigger asChild disabled>
              {trigger}
            </m.DropdownMenuTrigger>
          </m.DropdownMenu>
        )}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Export' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveAttribute('data-disabled', '');
    await userEvent.setup().click(trigger);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
