import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pseudoText } from '@shared/i18n/pseudo';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function SignInDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>ACCESS COMMAND CENTER</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>ACCESS COMMAND CENTER</DialogTitle>
          <DialogDescription>Sign in to your operative account.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<SignInDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' }));

    const dialog = await screen.findByRole('dialog', { name: 'ACCESS COMMAND CENTER' });
    expect(dialog).toHaveAccessibleDescription('Sign in to your operative account.');
    // Dialogs are capped at 90vh; the body scrolls inside (docs/product.md#messages-shared-by-every-screen).
    expect(dialog).toHaveClass('max-h-[90vh]');
    expect(dialog.querySelector('[data-slot="dialog-body"]')).toHaveClass('overflow-y-auto');
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<SignInDialog />);
    const trigger = screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' });
    await user.click(trigger);
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with the close button named "Close"', async () => {
    const user = userEvent.setup();
    render(<SignInDialog />);
    await user.click(screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  describe("the close button in the page's language (issue 43)", () => {
    afterEach(() => setPageLocale('en'));

    it.each([
      ['de', 'Schließen'],
      ['es', 'Cerrar'],
      ['x-pseudo', pseudoText('Close')],
    ] as const)('%s: named "%s"', async (locale, name) => {
      setPageLocale(locale);
      await loadAllMessages();
      const user = userEvent.setup();
      render(<SignInDialog />);
      await user.click(screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' }));
      const dialog = await screen.findByRole('dialog');
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    });
  });

  it('traps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<SignInDialog />);
    await user.click(screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('can hide the close button', async () => {
    render(
      <Dialog defaultOpen>
        <DialogContent showCloseButton={false} aria-describedby={undefined}>
          <DialogTitle>Sealed</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await screen.findByRole('dialog', { name: 'Sealed' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
