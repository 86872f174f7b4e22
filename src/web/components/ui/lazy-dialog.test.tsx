import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import * as radix from './dialog-radix';
import { createLazyDialog } from './lazy-dialog';

/**
 * The dialog parts of ./dialog.tsx, made afresh with a load the test controls: nothing of Radix
 * until the dialog first opens (issue 41), then Radix's dialog with its focus handling.
 */
function setup(load: () => Promise<typeof radix>) {
  const lazy = createLazyDialog(() => load().then((m) => ({ ...m, Root: m.Dialog })), 'The test dialog');
  const Trigger = lazy.trigger('DialogTrigger', 'dialog-trigger');
  const Content = lazy.part('DialogContent');
  const Title = lazy.part('DialogTitle');
  const Description = lazy.part('DialogDescription');
  function SignIn() {
    return (
      <lazy.Root>
        <Trigger asChild>
          <Button>ACCESS COMMAND CENTER</Button>
        </Trigger>
        <Content>
          <Title>Sign in</Title>
          <Description>Your operative account.</Description>
          <input aria-label="Email" />
        </Content>
      </lazy.Root>
    );
  }
  function Confirm() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
        <lazy.Root open={open} onOpenChange={setOpen}>
          <Content>
            <Title>Delete this kit?</Title>
            <Description>It cannot be undone.</Description>
          </Content>
        </lazy.Root>
      </>
    );
  }
  return { SignIn, Confirm };
}

describe('a dialog whose Radix code loads when it first opens', () => {
  it('closed, it is only its trigger, with the attributes of a closed Radix trigger, and loads nothing', () => {
    const load = vi.fn(async () => radix);
    const { SignIn } = setup(load);
    render(<SignIn />);
    const trigger = screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' });
    expect(trigger).toHaveAttribute('type', 'button');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('the first press loads it and opens it with the focus inside; Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    let arrive: () => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof radix>((resolve) => (arrive = () => resolve(radix))));
    const { SignIn } = setup(load);
    render(<SignIn />);
    await user.click(screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    arrive();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAccessibleDescription('Your operative account.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    // The focus stays inside.
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const trigger = screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Loaded once: the next open is at once.
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a dialog its owner opens loads then, and opens', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => radix);
    const { Confirm } = setup(load);
    render(<Confirm />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this kit?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a load that fails opens nothing, is logged, and the next press tries again', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(radix);
    const { SignIn } = setup(load);
    render(<SignIn />);
    await user.click(screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The test dialog failed to load', expect.any(Error)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
