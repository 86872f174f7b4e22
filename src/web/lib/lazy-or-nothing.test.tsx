import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOrNothing } from './lazy-or-nothing';

describe('lazyOrNothing', () => {
  it('renders the loaded component', async () => {
    const Part = lazyOrNothing(() => Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>), 'x');
    render(
      <Suspense fallback={null}>
        <Part name="Dana" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Dana')).toBeInTheDocument();
  });

  it('a chunk that fails to load renders nothing and is logged (the page stays)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyOrNothing<object>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'The part failed to load',
    );
    render(
      <Suspense fallback={null}>
        <p>The page</p>
        <Part />
      </Suspense>,
    );
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('The part failed to load', expect.any(TypeError)));
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });
});
