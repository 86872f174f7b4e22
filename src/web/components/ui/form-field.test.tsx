import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';
import { Select, SelectItem } from './select';
import { Switch } from './switch';
import { Textarea } from './textarea';

describe('FormField', () => {
  it('ties the visible label to the control so it is its accessible name', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Email">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByText('Email'));
    expect(input).toHaveFocus();
  });

  it('shows the error, marks the control invalid and describes it with the message', () => {
    render(
      <FormField label="Kit Name" error="Kit name is required">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Kit Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Kit name is required');
    expect(screen.getByText('Kit name is required')).toBeVisible();
  });

  it('reads the description before the error', () => {
    render(
      <FormField label="Password" description="At least 8 characters." error={['Too short', 'Needs a digit']}>
        <Input type="password" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Too short Needs a digit');
  });

  it('marks required fields without changing the accessible name', () => {
    render(
      <FormField label="Title" required>
        <Textarea />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Title' });
    expect(textarea).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('ignores empty errors', () => {
    render(
      <FormField label="Username" error="">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a caller-supplied id', () => {
    render(
      <FormField label="First name" id="first-name">
        <Input />
      </FormField>,
    );
    expect(screen.getByLabelText('First name')).toHaveAttribute('id', 'first-name');
  });

  it('names a switch in the horizontal layout', () => {
    render(
      <FormField label="Show preparedness score" orientation="horizontal" description="Visible on your public profile.">
        <Switch />
      </FormField>,
    );
    expect(screen.getByRole('switch', { name: 'Show preparedness score' })).toHaveAccessibleDescription(
      'Visible on your public profile.',
    );
  });

  it('passes the wiring to a render function (e.g. a Select trigger)', () => {
    render(
      <FormField label="Event type" error="Pick one">
        {(control) => (
          <Select {...control} placeholder="Select">
            <SelectItem value="flood">Flood</SelectItem>
          </Select>
        )}
      </FormField>,
    );
    const combo = screen.getByRole('combobox', { name: 'Event type' });
    expect(combo).toHaveAttribute('aria-invalid', 'true');
    expect(combo).toHaveAccessibleDescription('Pick one');
  });
});
