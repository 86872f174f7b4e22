import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Label } from './label';
import { Select, SelectItem } from './select';

function EventType({ onValueChange }: { onValueChange?: (v: string) => void }) {
  return (
    <>
      <Label htmlFor="event-type">Event type</Label>
      <Select id="event-type" placeholder="Select an event" onValueChange={onValueChange}>
        <SelectItem value="earthquake">Earthquake</SelectItem>
        <SelectItem value="flood">Flood</SelectItem>
        <SelectItem value="wildfire">Wildfire</SelectItem>
      </Select>
    </>
  );
}

describe('Select (a native select)', () => {
  it('is a combobox named by its label that shows the placeholder, which is not a choice', () => {
    render(<EventType />);
    const combo = screen.getByRole('combobox', { name: 'Event type' });
    expect(combo.tagName).toBe('SELECT');
    expect(combo).toHaveDisplayValue('Select an event');
    expect(combo).toHaveAttribute('data-placeholder');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Earthquake', 'Flood', 'Wildfire']);
  });

  it('picks an option and reports its value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<EventType onValueChange={onValueChange} />);
    const combo = screen.getByRole('combobox', { name: 'Event type' });
    await user.selectOptions(combo, 'Flood');
    expect(onValueChange).toHaveBeenCalledWith('flood');
    expect(combo).toHaveDisplayValue('Flood');
    expect(combo).not.toHaveAttribute('data-placeholder');
  });

  it('is reached with Tab and changes its value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    function Sort() {
      const [value, setValue] = useState('newest');
      return (
        <>
          <Label htmlFor="sort">Sort</Label>
          <Select
            id="sort"
            value={value}
            onValueChange={(v) => {
              onValueChange(v);
              setValue(v);
            }}
          >
            <SelectItem value="newest">Newest</SelectItem>
            <SelectItem value="most-acquired">Most acquired</SelectItem>
          </Select>
        </>
      );
    }
    render(<Sort />);
    await user.tab();
    const combo = screen.getByRole('combobox', { name: 'Sort' });
    expect(combo).toHaveFocus();
    expect(combo).toHaveDisplayValue('Newest');
    await user.selectOptions(combo, 'most-acquired');
    expect(onValueChange).toHaveBeenLastCalledWith('most-acquired');
    expect(combo).toHaveDisplayValue('Most acquired');
  });

  it('a controlled select shows what its owner says', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <>
        <Label htmlFor="c">Category</Label>
        <Select id="c" value="" placeholder="Choose a category" onValueChange={onValueChange}>
          <SelectItem value="Misc">Misc</SelectItem>
        </Select>
      </>,
    );
    const combo = screen.getByRole('combobox', { name: 'Category' });
    await user.selectOptions(combo, 'Misc');
    expect(onValueChange).toHaveBeenCalledWith('Misc');
    expect(combo).toHaveDisplayValue('Choose a category');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <>
        <Label htmlFor="d">Keeps</Label>
        <Select id="d" disabled defaultValue="1y" onValueChange={onValueChange}>
          <SelectItem value="1y">1 year</SelectItem>
          <SelectItem value="2y">2 years</SelectItem>
        </Select>
      </>,
    );
    const combo = screen.getByRole('combobox', { name: 'Keeps' });
    expect(combo).toBeDisabled();
    // user-event checks pointer-events only; a disabled select ignores the pick all the same.
    await user.selectOptions(combo, '2y').catch(() => undefined);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(combo).toHaveDisplayValue('1 year');
  });
});
