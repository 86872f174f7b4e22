import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

function EventType({ onValueChange }: { onValueChange?: (v: string) => void }) {
  return (
    <>
      <Label htmlFor="event-type">Event type</Label>
      <Select onValueChange={onValueChange}>
        <SelectTrigger id="event-type">
          <SelectValue placeholder="Select an event" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="earthquake">Earthquake</SelectItem>
          <SelectItem value="flood">Flood</SelectItem>
          <SelectItem value="wildfire">Wildfire</SelectItem>
        </SelectContent>
      </Select>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its label that shows the placeholder', () => {
    render(<EventType />);
    const combo = screen.getByRole('combobox', { name: 'Event type' });
    expect(combo).toHaveTextContent('Select an event');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks an option with the mouse', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<EventType onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Event type' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Flood' }));
    expect(onValueChange).toHaveBeenCalledWith('flood');
    expect(screen.getByRole('combobox', { name: 'Event type' })).toHaveTextContent('Flood');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks an option with the keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<EventType onValueChange={onValueChange} />);
    screen.getByRole('combobox', { name: 'Event type' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('wildfire');
  });

  it('makes the page behind an open list inert (not only aria-hidden), and gives it back on close', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <EventType />
        <button type="button">Elsewhere</button>
      </>,
    );
    // Already inert before the list opens: left as it was afterwards.
    const aside = document.createElement('aside');
    aside.setAttribute('inert', '');
    document.body.append(aside);
    await user.click(screen.getByRole('combobox', { name: 'Event type' }));
    await screen.findByRole('listbox');
    await waitFor(() => expect(container).toHaveAttribute('inert'));
    expect(container).toHaveAttribute('aria-hidden', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(container).not.toHaveAttribute('inert'));
    expect(screen.getByRole('combobox', { name: 'Event type' })).toHaveFocus();
    expect(aside).toHaveAttribute('inert');
    aside.remove();
  });
});
