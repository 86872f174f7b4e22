import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status region labelled "Loading…" by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(screen.getByText('Loading…')).toHaveClass('sr-only');
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a custom label and can show it', () => {
    render(<Spinner label="Checking session…" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking session…');
    expect(screen.getByText('Checking session…')).not.toHaveClass('sr-only');
  });
});
