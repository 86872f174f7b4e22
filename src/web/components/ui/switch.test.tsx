import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from './label';
import { Switch } from './switch';

function PublicToggle({ onCheckedChange }: { onCheckedChange?: (v: boolean) => void }) {
  return (
    <div>
      <Switch id="public" onCheckedChange={onCheckedChange} />
      <Label htmlFor="public">Make profile public</Label>
    </div>
  );
}

describe('Switch', () => {
  it('is a switch named by its Label', () => {
    render(<PublicToggle />);
    const sw = screen.getByRole('switch', { name: 'Make profile public' });
    expect(sw).not.toBeChecked();
    expect(screen.getByLabelText('Make profile public')).toBe(sw);
  });

  it('toggles on click and reports the new state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PublicToggle onCheckedChange={onChange} />);
    const sw = screen.getByRole('switch', { name: 'Make profile public' });
    await user.click(sw);
    expect(sw).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(sw);
    expect(sw).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles when its label is clicked and with the Space key', async () => {
    const user = userEvent.setup();
    render(<PublicToggle />);
    const sw = screen.getByRole('switch', { name: 'Make profile public' });
    await user.click(screen.getByText('Make profile public'));
    expect(sw).toBeChecked();
    sw.focus();
    await user.keyboard(' ');
    expect(sw).not.toBeChecked();
  });

  it('a controlled switch shows what its owner says and reports with Enter too', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Switch id="c" checked onCheckedChange={onChange} />
        <Label htmlFor="c">Public Profile</Label>
      </>,
    );
    const sw = screen.getByRole('switch', { name: 'Public Profile' });
    sw.focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(sw).toBeChecked();
    expect(sw).toHaveAttribute('data-state', 'checked');
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Switch id="s" disabled defaultChecked />
        <Label htmlFor="s">Show preparedness score</Label>
      </>,
    );
    const sw = screen.getByRole('switch', { name: 'Show preparedness score' });
    await user.click(sw);
    expect(sw).toBeChecked();
  });
});
