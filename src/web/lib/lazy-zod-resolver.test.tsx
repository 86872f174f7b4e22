import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyRawZodResolver, lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });
type Values = z.input<typeof schema>;

function NameForm({
  resolver,
  onSave,
}: {
  resolver: ReturnType<typeof lazyZodResolver<Values>>;
  onSave: (v: Values) => void;
}) {
  const form = useForm<Values>({ resolver, defaultValues: { name: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSave)} onFocusCapture={resolver.warm}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} />
      {form.formState.errors.name && <p role="alert">{form.formState.errors.name.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('lazyZodResolver', () => {
  it('loads the schema on the first validation, not with the form, and once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const onSave = vi.fn();
    render(<NameForm resolver={lazyZodResolver(load)} onSave={onSave} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), '  Dana ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Dana' }, expect.anything()));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('warm() starts the load before any validation', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    render(<NameForm resolver={lazyZodResolver(load)} onSave={() => {}} />);
    await userEvent.click(screen.getByLabelText('Name'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that failed is tried again on the next validation', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver<Values>(load);
    await expect(resolver({ name: '' }, undefined, { fields: {}, shouldUseNativeValidation: false })).rejects.toThrow(
      'Failed to fetch',
    );
    const result = await resolver({ name: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.name?.message).toBe('Name is required');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lazyRawZodResolver validates with the schema and submits what was typed', async () => {
    const resolver = lazyRawZodResolver(() => Promise.resolve(schema));
    const opts = { fields: {}, shouldUseNativeValidation: false };
    expect((await resolver({ name: ' ' }, undefined, opts)).errors.name?.message).toBe('Name is required');
    expect((await resolver({ name: '  Dana ' }, undefined, opts)).values).toEqual({ name: '  Dana ' });
  });
});
