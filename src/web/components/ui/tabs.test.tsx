import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Intel() {
  return (
    <Tabs defaultValue="water">
      <TabsList aria-label="Intel categories">
        <TabsTrigger value="water">Water</TabsTrigger>
        <TabsTrigger value="shelter">Shelter</TabsTrigger>
        <TabsTrigger value="medical">Medical</TabsTrigger>
      </TabsList>
      <TabsContent value="water">Purify before drinking.</TabsContent>
      <TabsContent value="shelter">Insulate from the ground.</TabsContent>
      <TabsContent value="medical">Stop the bleeding first.</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default tab and its panel', () => {
    render(<Intel />);
    expect(screen.getByRole('tablist', { name: 'Intel categories' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Water' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Water' })).toHaveTextContent('Purify before drinking.');
  });

  it('moves and activates with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Intel />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Water' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shelter' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Shelter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Shelter' })).toHaveTextContent('Insulate from the ground.');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Medical' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Stop the bleeding first.');
  });

  it('follows the page into right to left: ArrowLeft moves to the next tab (decision 0330)', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const user = userEvent.setup();
      render(<Intel />);
      expect(screen.getByRole('tablist').closest('[data-slot="tabs"]')).toHaveAttribute('dir', 'rtl');
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Shelter' })).toHaveFocus();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Medical' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('keeps one tab in the tab order and moves with Home and End, not with Up and Down', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Intel />
        <button type="button">After</button>
      </>,
    );
    const water = screen.getByRole('tab', { name: 'Water' });
    expect(water).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Shelter' })).toHaveAttribute('tabindex', '-1');
    expect(water).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);

    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Medical' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Medical' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Medical' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Water' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Medical' })).toHaveAttribute('tabindex', '-1');

    // Tab leaves the list for the panel, then the next control.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Water' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('a controlled list selects what its owner says', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    render(
      <Tabs value="water" onValueChange={(v) => picked.push(v)}>
        <TabsList aria-label="Intel categories">
          <TabsTrigger value="water">Water</TabsTrigger>
          <TabsTrigger value="shelter">Shelter</TabsTrigger>
        </TabsList>
        <TabsContent value="water">Purify before drinking.</TabsContent>
        <TabsContent value="shelter">Insulate from the ground.</TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'Shelter' }));
    expect(picked.at(-1)).toBe('shelter');
    expect(screen.getByRole('tab', { name: 'Water' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Purify before drinking.');
  });

  it('switches on click', async () => {
    const user = userEvent.setup();
    render(<Intel />);
    await user.click(screen.getByRole('tab', { name: 'Medical' }));
    expect(screen.getByRole('tabpanel', { name: 'Medical' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Water' })).toHaveAttribute('aria-selected', 'false');
  });
});
