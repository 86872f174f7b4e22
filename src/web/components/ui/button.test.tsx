import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('is a button named by its text and handles clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>ACCESS COMMAND CENTER</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'ACCESS COMMAND CENTER' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it.each(['default', 'tactical', 'gear', 'outline', 'ghost', 'destructive', 'secondary', 'link'] as const)(
    'renders the %s variant with its own classes',
    (variant) => {
      render(<Button variant={variant}>Go</Button>);
      const button = screen.getByRole('button', { name: 'Go' });
      expect(button).toHaveAttribute('data-variant', variant);
      for (const cls of buttonVariants({ variant }).split(' ')) expect(button).toHaveClass(cls);
    },
  );

  it('gives variants distinct looks', () => {
    const looks = new Set(
      (['default', 'tactical', 'gear', 'outline', 'ghost', 'destructive', 'secondary', 'link'] as const).map((v) =>
        buttonVariants({ variant: v }),
      ),
    );
    expect(looks.size).toBe(8);
  });

  it.each([
    ['sm', 'h-8'],
    ['lg', 'h-11'],
    ['icon', 'size-10'],
  ] as const)('applies the %s size', (size, cls) => {
    render(
      <Button size={size} aria-label="Sized">
        x
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Sized' })).toHaveClass(cls);
  });

  it('lets a className override a variant class', () => {
    render(<Button className="h-14">Tall</Button>);
    const button = screen.getByRole('button', { name: 'Tall' });
    expect(button).toHaveClass('h-14');
    expect(button).not.toHaveClass('h-10');
  });

  it('renders its child instead of a <button> with asChild', () => {
    render(
      <Button asChild variant="tactical">
        <a href="/gear-vault">VIEW ALL TACTICAL GEAR</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'VIEW ALL TACTICAL GEAR' });
    expect(link).toHaveAttribute('href', '/gear-vault');
    expect(link).toHaveClass('font-mono', 'uppercase');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        SAVING...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'SAVING...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
