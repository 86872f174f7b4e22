import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@web/components/ui/button';
import { resetBrowserOnline, setBrowserOnline } from '@web/test/connectivity';
import { OFFLINE_REASON, OnlineOnly } from './online-only';

afterEach(resetBrowserOnline);

describe('OnlineOnly', () => {
  it('online: renders its control unchanged (no wrapper, no description, clicks work)', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <OnlineOnly>
        <Button onClick={onClick} aria-describedby="note">
          Save
        </Button>
      </OnlineOnly>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(container.firstElementChild).toBe(button);
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-describedby', 'note');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
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

    // Back online: the control is itself again.
    setBrowserOnline(true);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('Car Kit');
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
});
