import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';

function SignOut({ onSignOut, onStay }: { onSignOut: () => void; onStay: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost">Sign Out</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are You Sure You Want to Sign Out?</AlertDialogTitle>
          <AlertDialogDescription>You will need to sign in again to reach the command center.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onStay}>No, Stay Logged In</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onSignOut}>
            Yes, Sign Out
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

async function open() {
  const user = userEvent.setup();
  const onSignOut = vi.fn();
  const onStay = vi.fn();
  render(<SignOut onSignOut={onSignOut} onStay={onStay} />);
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure You Want to Sign Out?' });
  return { user, dialog, onSignOut, onStay };
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its title that focuses the safe choice', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAccessibleDescription('You will need to sign in again to reach the command center.');
    expect(screen.getByRole('button', { name: 'No, Stay Logged In' })).toHaveFocus();
  });

  it('runs the action and closes', async () => {
    const { user, dialog, onSignOut, onStay } = await open();
    const action = screen.getByRole('button', { name: 'Yes, Sign Out' });
    expect(action).toHaveAttribute('data-slot', 'alert-dialog-action');
    await user.click(action);
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(onStay).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('cancels and closes without running the action', async () => {
    const { user, dialog, onSignOut, onStay } = await open();
    await user.click(screen.getByRole('button', { name: 'No, Stay Logged In' }));
    expect(onStay).toHaveBeenCalledOnce();
    expect(onSignOut).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('closes with Escape', async () => {
    const { user, dialog, onSignOut } = await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
